/**
 * Wall-clock milliseconds with sub-millisecond resolution, comparable across processes on the
 * same machine (all derive from the system clock at process start), so a receipt stamped in a
 * swarm process can be subtracted from a request start stamped in the orchestrator.
 */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Calls `fn(i)` for i = 0..count-1 at a fixed rate, without drift, and waits for every call. */
export async function atRate<T>(count: number, perSecond: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const interval = 1000 / perSecond;
  const start = nowMs();
  const pending: Promise<T>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - nowMs();
    if (wait > 0) await sleep(wait);
    pending.push(fn(i));
  }
  return Promise.all(pending);
}
