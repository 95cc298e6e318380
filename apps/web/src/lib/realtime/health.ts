import type { ConnectionState } from './connection-state';

/**
 * Connection health (spec section 4: healthy, degraded, critical) from the socket's state and the
 * latency probe (spec section 9: HEAD /favicon.ico, 5 s timeout, every 30 s — every 5 s while the
 * developer tools screen watches). A pure rule here; the probing lives in latency-probe.ts.
 */
export type ConnectionHealth = 'healthy' | 'degraded' | 'critical';

export const LATENCY_PROBE_URL = '/favicon.ico';
export const LATENCY_PROBE_TIMEOUT_MS = 5000;
export const HEALTH_CHECK_INTERVAL_MS = 30_000;
export const HEALTH_CHECK_FAST_INTERVAL_MS = 5000;
/** Above this round trip the connection counts as degraded (and images go to low quality). */
export const DEGRADED_LATENCY_MS = 500;

export interface HealthInput {
  connection: ConnectionState;
  /** Round trip of the last successful probe; null before the first one. */
  latencyMs: number | null;
  /** The last probe timed out or failed. */
  probeFailed: boolean;
}

export function computeHealth({ connection, latencyMs, probeFailed }: HealthInput): ConnectionHealth {
  if (connection === 'error' || probeFailed) return 'critical';
  if (connection === 'reconnecting' || (latencyMs !== null && latencyMs > DEGRADED_LATENCY_MS)) return 'degraded';
  return 'healthy';
}
