import { describe, expect, it } from 'vitest';
import { roundFixture } from '../test-fixtures/round';
import { nextTickIn, timeLeftOf } from './time-left';

const deadline = Date.parse('2026-09-14T08:05:00.000Z');

describe('a round’s time left', () => {
  it('counts down to the deadline in whole seconds, rounded up', () => {
    expect(timeLeftOf(roundFixture(), deadline - 61_500)).toEqual({ phase: 'running', seconds: 62, msLeft: 61_500 });
    expect(nextTickIn(timeLeftOf(roundFixture(), deadline - 61_500))).toBe(510);
  });

  it('is up at the deadline while the round still plays, stopped once finished, the limit before the start', () => {
    expect(timeLeftOf(roundFixture(), deadline)).toEqual({ phase: 'up', seconds: 0 });
    expect(timeLeftOf(roundFixture({ status: 'finished' }), deadline - 10_000)).toEqual({ phase: 'stopped', seconds: null });
    expect(timeLeftOf(roundFixture({ status: 'ready', deadline_at: null, time_limit_s: 240 }), 0)).toEqual({ phase: 'ready', seconds: 240 });
    expect(nextTickIn({ phase: 'up', seconds: 0 })).toBeNull();
  });
});
