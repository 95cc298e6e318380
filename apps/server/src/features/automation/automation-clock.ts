import { readFileSync } from 'node:fs';
import type { Config } from '../../config';

/** The time the scheduler lives by, and how long it may sleep before looking again. */
export interface AutomationClock {
  now(): Date;
  maxSleepMs: number;
}

/** Another process's new action is noticed at the latest this long after it was saved. */
const MAX_SLEEP_MS = 30_000;

/**
 * Real time, except in a test server (NODE_ENV=test) started with AUTOMATION_TEST_CLOCK_FILE: that
 * file holds an offset in milliseconds that the test may write at any moment, so a browser test
 * can bring "its minute" close without waiting up to a real minute; every process of the test
 * reads the same file, so they agree on the time. It also looks every second instead of every 30 s.
 * A production server never reads the file.
 */
export function automationClock(config: Config): AutomationClock {
  const file = config.env === 'test' ? process.env.AUTOMATION_TEST_CLOCK_FILE : undefined;
  if (!file) return { now: () => new Date(), maxSleepMs: MAX_SLEEP_MS };
  const offset = () => {
    try {
      return Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      return 0;
    }
  };
  return { now: () => new Date(Date.now() + offset()), maxSleepMs: 1000 };
}
