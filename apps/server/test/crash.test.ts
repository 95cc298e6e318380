import { afterAll, describe, expect, it } from 'vitest';
import { killAllChildren, runCrashRounds } from './crash/crash-harness';

/**
 * The short form of `npm run test:crash`: two kill -9 rounds on the embedded database. The full
 * harness (20 rounds, PostgreSQL too) is too slow for every test run.
 */
describe('kill -9 during mixed writes (embedded database)', () => {
  // A failed expectation must not leave a server holding a port and a data dir.
  afterAll(() => killAllChildren());

  it('keeps every acknowledged write exactly once, applies resent writes once, and refuses a second process', async () => {
    const result = await runCrashRounds({ kind: 'pglite', rounds: 2, seed: 2468, writers: 4, killWindowMs: [250, 1200], log: () => {} });
    expect(result.violations).toEqual([]);
    expect(result.roundsSurvived).toBe(2);
    expect(result.acknowledgedWritesVerified).toBeGreaterThan(0);
    expect(result.duplicatesFound).toBe(0);
    expect(result.lostWrites).toBe(0);
    expect(result.secondProcessRefused).toBe(true);
    expect(result.cleanShutdown).toBe(true);
    // Mostly three server start-ups, which take several times longer on a machine busy with other work.
  }, 90_000);
});
