import { useEffect, useSyncExternalStore } from 'react';
import { logger } from '../logger';
import { HEALTH_CHECK_FAST_INTERVAL_MS, HEALTH_CHECK_INTERVAL_MS, LATENCY_PROBE_TIMEOUT_MS, LATENCY_PROBE_URL } from './health';

/**
 * The latency probe: a HEAD request for /favicon.ico (tiny, answered by the server without the
 * database) timed in the browser. It runs only while something watches (the navbar indicator,
 * the developer tools) and the tab is visible — a hidden tab has no one to warn.
 */
export interface LatencySample {
  latencyMs: number | null;
  probeFailed: boolean;
  checkedAt: number | null;
}

let sample: LatencySample = { latencyMs: null, probeFailed: false, checkedAt: null };
const listeners = new Set<() => void>();
let watchers = 0;
let fastWatchers = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight = false;

function publish(next: LatencySample): void {
  sample = next;
  for (const listener of listeners) listener();
}

/** One probe; resolves with the round trip in ms, or null when it failed or took over 5 s. */
export async function probeLatency(): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(LATENCY_PROBE_URL, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(LATENCY_PROBE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return Math.round(performance.now() - started);
  } catch {
    return null;
  }
}

/** Bumped by every sign of life, so a probe that started before it cannot undo it when it fails late. */
let reachedGeneration = 0;

async function runProbe(): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  const generation = reachedGeneration;
  try {
    const latencyMs = await probeLatency();
    if (latencyMs === null) logger.warn('Forsinkelsesmåling mislyktes', { url: LATENCY_PROBE_URL });
    // The server answered something else meanwhile: this failure is older news than that.
    const failed = latencyMs === null && generation === reachedGeneration;
    publish({ latencyMs: latencyMs ?? sample.latencyMs, probeFailed: failed, checkedAt: Date.now() });
  } finally {
    inFlight = false;
  }
}

/**
 * The server just answered (a request came back, a realtime message or heartbeat arrived): it is
 * not "not answering", whatever the last probe said. Clears a failed probe at once instead of at
 * the next probe up to 30 s later (issue 19: 'Serveren svarer ikke' stayed after everything had
 * synced). The latency figure is left to the probe, which measures it.
 */
export function noteServerReached(): void {
  reachedGeneration += 1;
  if (!sample.probeFailed) return;
  publish({ ...sample, probeFailed: false, checkedAt: Date.now() });
}

function schedule(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (watchers === 0) return;
  // After a failure, look again soon: the warning should not outlive the trouble by 30 s.
  const interval = fastWatchers > 0 || sample.probeFailed ? HEALTH_CHECK_FAST_INTERVAL_MS : HEALTH_CHECK_INTERVAL_MS;
  timer = setTimeout(() => {
    const run = document.visibilityState === 'visible' ? runProbe() : Promise.resolve();
    void run.finally(schedule);
  }, interval);
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && watchers > 0) void runProbe().finally(schedule);
}

function watch(fast: boolean): () => void {
  watchers += 1;
  if (fast) fastWatchers += 1;
  if (watchers === 1) document.addEventListener('visibilitychange', onVisible);
  // A new watcher (or a switch to the fast pace) measures at once rather than waiting a full interval.
  void runProbe().finally(schedule);
  return () => {
    watchers -= 1;
    if (fast) fastWatchers -= 1;
    if (watchers === 0) document.removeEventListener('visibilitychange', onVisible);
    schedule();
  };
}

/** Measure now (the developer tools' "Mål nå"), outside the regular pace. */
export function measureLatencyNow(): Promise<void> {
  return runProbe();
}

export function getLatencySample(): LatencySample {
  return sample;
}

export function subscribeLatency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the probe running while the calling component is mounted and returns the latest sample.
 * `fast`: probe every 5 s instead of every 30 s (the developer tools screen).
 */
export function useLatencyProbe(options: { fast?: boolean; enabled?: boolean } = {}): LatencySample {
  const { fast = false, enabled = true } = options;
  useEffect(() => (enabled ? watch(fast) : undefined), [fast, enabled]);
  return useSyncExternalStore(subscribeLatency, getLatencySample);
}
