/**
 * GET requests public/boot.js sent together with the app's scripts (a built app only), keyed by
 * path: the app's first GET of each path reads that answer instead of asking again after its own
 * download — one round trip less before the first page shows on a slow line.
 */
interface BootRequests {
  sentAt: number;
  requests: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __studioportalBootRequests?: BootRequests;
  }
}

/** An answer nobody asked for this long after start-up may be stale; ask the server again. */
const FRESH_FOR_MS = 30_000;

export function takeBootRequest(path: string): Promise<Response> | null {
  const boot = window.__studioportalBootRequests;
  const sent = boot?.requests[path];
  if (!boot || !sent) return null;
  delete boot.requests[path];
  return Date.now() - boot.sentAt <= FRESH_FOR_MS ? sent : null;
}
