import { describe, expect, it } from 'vitest';
import { analyticsRangeQuerySchema } from './analytics';

describe('analytics date range', () => {
  it('refuses a malformed date without throwing (the range check waits for two real dates)', () => {
    expect(analyticsRangeQuerySchema.safeParse({ from: "'; DROP TABLE profiles; --", to: '2026-01-01' }).success).toBe(false);
    expect(analyticsRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2026-02-30' }).success).toBe(false);
  });

  it('takes at most 366 days, the end not before the start', () => {
    expect(analyticsRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(analyticsRangeQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(analyticsRangeQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
  });
});
