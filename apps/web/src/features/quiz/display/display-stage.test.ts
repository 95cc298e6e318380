import { describe, expect, it } from 'vitest';
import { stateFixture } from '../live/test-fixtures/session';
import { displayStageOf } from './display-stage';

describe('what the display shows', () => {
  it('follows the phase', () => {
    expect(displayStageOf(null)).toBe('idle');
    expect(displayStageOf(stateFixture({ phase: 'lobby', question: null, question_index: -1 }))).toBe('lobby');
    expect(displayStageOf(stateFixture())).toBe('question');
    expect(displayStageOf(stateFixture({ phase: 'locked' }))).toBe('question');
    expect(displayStageOf(stateFixture({ phase: 'leaderboard' }))).toBe('leaderboard');
    expect(displayStageOf(stateFixture({ phase: 'finished' }))).toBe('finished');
  });

  it('shows a result only when there is one', () => {
    const reveal = { question_index: 1, correct_index: 1, correct_text: null, distribution: [0, 1, 0, 0], answers: 1, correct: 1, average_ms: 900, first_correct: null, skipped: false };
    expect(displayStageOf(stateFixture({ phase: 'revealed', reveal }))).toBe('reveal');
    expect(displayStageOf(stateFixture({ phase: 'revealed', reveal: null }))).toBe('question');
  });
});
