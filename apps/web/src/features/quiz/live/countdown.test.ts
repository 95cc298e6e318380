import { describe, expect, it } from 'vitest';
import { countdownOf, nextTickIn } from './countdown';
import { stateFixture } from './test-fixtures/session';

const t = (iso: string) => Date.parse(iso);
// Opens 07:00:05, deadline 07:00:25 (20 s).
const state = stateFixture();

describe('the question countdown', () => {
  it('counts down to the opening first ("Gjør deg klar")', () => {
    expect(countdownOf(state, t('2025-03-01T07:00:01.200Z'))).toEqual({ phase: 'countdown', msLeft: 3800, seconds: 4, fraction: 1 });
  });

  it('is open from opens_at to just before deadline_at, with the time left', () => {
    expect(countdownOf(state, t('2025-03-01T07:00:05.000Z'))).toMatchObject({ phase: 'open', msLeft: 20000, seconds: 20, fraction: 1 });
    expect(countdownOf(state, t('2025-03-01T07:00:15.000Z'))).toMatchObject({ phase: 'open', seconds: 10, fraction: 0.5 });
    expect(countdownOf(state, t('2025-03-01T07:00:24.999Z'))).toMatchObject({ phase: 'open', seconds: 1 });
  });

  it('is closed at the deadline and after ("Tiden er ute"), until the producer locks', () => {
    expect(countdownOf(state, t('2025-03-01T07:00:25.000Z'))).toEqual({ phase: 'closed', msLeft: 0, seconds: 0, fraction: 0 });
    expect(countdownOf(state, t('2025-03-01T07:05:00.000Z')).phase).toBe('closed');
    expect(countdownOf({ ...state, phase: 'locked' }, t('2025-03-01T07:00:10.000Z')).phase).toBe('locked');
  });

  it('stands still while paused, at what was left', () => {
    expect(countdownOf({ ...state, paused: true, remaining_ms: 7400 }, t('2025-03-01T07:03:00.000Z'))).toEqual({ phase: 'paused', msLeft: 7400, seconds: 8, fraction: 0.37 });
  });

  it('has nothing to count outside a question', () => {
    for (const phase of ['lobby', 'revealed', 'leaderboard', 'finished'] as const) expect(countdownOf({ ...state, phase }, 0).phase).toBe('none');
    expect(countdownOf(null, 0).phase).toBe('none');
    expect(countdownOf({ ...state, opens_at: null, deadline_at: null }, 0).phase).toBe('none');
  });

  it('ticks just after the shown second changes, and not at all while nothing moves', () => {
    expect(nextTickIn(countdownOf(state, t('2025-03-01T07:00:15.300Z')))).toBe(710);
    expect(nextTickIn(countdownOf(state, t('2025-03-01T07:00:15.000Z')))).toBe(1010);
    expect(nextTickIn(countdownOf(state, t('2025-03-01T07:00:30.000Z')))).toBeNull();
    expect(nextTickIn(countdownOf({ ...state, paused: true, remaining_ms: 5000 }, 0))).toBeNull();
  });
});
