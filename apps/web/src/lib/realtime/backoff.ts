import { RECONNECT_JITTER, RECONNECT_STEPS_MS } from '@studioportal/shared';

/**
 * After this many failed attempts in a row the state reads 'error' (spec: the connection manager
 * allows at most 10 retries). The client keeps retrying at the longest step afterwards — a studio
 * screen left open overnight must come back by itself when the server does.
 */
export const MAX_RECONNECT_ATTEMPTS = 10;

/**
 * Delay before reconnect attempt `attempt` (0-based): the spec's steps 100 ms … 10 s, staying at
 * the last step, plus up to 20 % random jitter so a restarted server is not hit by every client at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const steps: readonly number[] = RECONNECT_STEPS_MS;
  const step = steps[Math.min(Math.max(0, attempt), steps.length - 1)] ?? 0;
  return Math.round(step * (1 + RECONNECT_JITTER * random()));
}
