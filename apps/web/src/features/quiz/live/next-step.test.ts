import { describe, expect, it } from 'vitest';
import { nextStepOf, sideControlsOf, stepBody } from './next-step';

const at = (phase: Parameters<typeof nextStepOf>[0]['phase'], question_index = 0, question_count = 3) => ({ phase, question_index, question_count });

describe("the producer's next step", () => {
  it('says what the one key does from each phase', () => {
    expect(nextStepOf(at('lobby', -1))?.label).toBe('Start første spørsmål');
    expect(nextStepOf(at('question'))?.label).toBe('Lås svar');
    expect(nextStepOf(at('locked'))?.label).toBe('Vis svaret');
    expect(nextStepOf(at('revealed'))?.label).toBe('Vis resultatliste');
    expect(nextStepOf(at('leaderboard', 0))?.label).toBe('Neste spørsmål');
    expect(nextStepOf(at('leaderboard', 2))?.label).toBe('Avslutt quizen');
    expect(nextStepOf(at('finished', 2))).toBeNull();
  });

  it("is always the server's one key", () => {
    for (const phase of ['lobby', 'question', 'locked', 'revealed', 'leaderboard'] as const) expect(nextStepOf(at(phase))?.action).toBe('next');
  });

  it('carries the phase and question the screen showed', () => {
    expect(stepBody('next', { phase: 'locked', question_index: 2 })).toEqual({ action: 'next', expect_phase: 'locked', expect_index: 2 });
    expect(stepBody('pause', { phase: 'question', question_index: 0 })).toEqual({ action: 'pause', expect_phase: 'question', expect_index: 0 });
  });

  it('offers pause or resume during a question, skip while one is up, finish until finished', () => {
    expect(sideControlsOf({ phase: 'question', paused: false })).toEqual({ pause: true, resume: false, skip: true, finish: true });
    expect(sideControlsOf({ phase: 'question', paused: true })).toEqual({ pause: false, resume: true, skip: true, finish: true });
    expect(sideControlsOf({ phase: 'locked', paused: false })).toEqual({ pause: false, resume: false, skip: true, finish: true });
    expect(sideControlsOf({ phase: 'lobby', paused: false })).toEqual({ pause: false, resume: false, skip: false, finish: true });
    expect(sideControlsOf({ phase: 'finished', paused: false }).finish).toBe(false);
    expect(sideControlsOf({ phase: 'question', paused: false }, true).pause).toBe(false);
  });
});
