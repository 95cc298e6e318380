import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations';

describe('formatDuration', () => {
  it('shows podcast seconds and media milliseconds alike', () => {
    expect([formatDuration(0), formatDuration(75.9), formatDuration(3725)]).toEqual(['0:00', '1:15', '1:02:05']);
    expect([formatDuration(999 / 1000), formatDuration(3_000 / 1000), formatDuration(3_725_000 / 1000)]).toEqual(['0:00', '0:03', '1:02:05']);
  });

  it('shows 0:00 for a negative or unknown length', () => {
    expect([formatDuration(-5), formatDuration(Number.NaN), formatDuration(Number.POSITIVE_INFINITY)]).toEqual(['0:00', '0:00', '0:00']);
  });
});
