import { describe, expect, it } from 'vitest';
import { RECONNECT_STEPS_MS } from '@studioportal/shared';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('follows the spec steps without jitter', () => {
    expect(RECONNECT_STEPS_MS.map((_, attempt) => reconnectDelay(attempt, () => 0))).toEqual([100, 250, 500, 1000, 2000, 5000, 10000]);
  });

  it('stays at the last step and adds at most 20 % jitter', () => {
    expect(reconnectDelay(50, () => 0)).toBe(10000);
    expect(reconnectDelay(50, () => 0.999999)).toBe(12000);
    expect(reconnectDelay(0, () => 0.5)).toBe(110);
  });
});
