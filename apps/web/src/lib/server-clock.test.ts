import { afterEach, describe, expect, it } from 'vitest';
import { bestOffset, noteServerNow, OFFSET_WINDOW_MS, resetServerClock, serverOffsetMs } from './server-clock';

describe('the server clock offset', () => {
  afterEach(resetServerClock);

  it('is server_now minus the local time of receipt', () => {
    noteServerNow('2025-03-01T07:00:03.000Z', Date.parse('2025-03-01T07:00:00.000Z'));
    expect(serverOffsetMs(Date.parse('2025-03-01T07:00:00.000Z'))).toBe(3000);
  });

  it('keeps the highest recent sample: a slow or replayed message only ever looks too early', () => {
    const now = 1_000_000;
    expect(bestOffset([{ offsetMs: -200, at: now - 1000 }, { offsetMs: -45_000, at: now - 500 }, { offsetMs: -150, at: now }], now)).toBe(-150);
  });

  it('forgets samples older than the window, and falls back to the newest', () => {
    const now = 10_000_000;
    expect(bestOffset([{ offsetMs: 5000, at: now - OFFSET_WINDOW_MS - 1 }, { offsetMs: 100, at: now - 10 }], now)).toBe(100);
    expect(bestOffset([{ offsetMs: 5000, at: 0 }, { offsetMs: 300, at: 1 }], now)).toBe(300);
    expect(bestOffset([], now)).toBe(0);
  });

  it('ignores a time it cannot read', () => {
    noteServerNow('ikke en tid', 0);
    expect(serverOffsetMs(0)).toBe(0);
  });
});
