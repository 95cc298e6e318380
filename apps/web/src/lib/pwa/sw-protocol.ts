/**
 * What the page and the service worker (src/sw.ts) agree on. No DOM or worker types here: both
 * sides import it.
 */
export const SW_URL = '/sw.js';
export const SW_SCOPE = '/';
/** Spec section 7: the worker is checked for updates every 60 s. */
export const SW_UPDATE_INTERVAL_MS = 60_000;
/** The background-sync tag that asks open pages to send their queued actions. */
export const OUTBOX_SYNC_TAG = 'studioportal-outbox';

export const SW_MESSAGES = {
  /** Page → waiting worker: activate now (spec section 4). */
  skipWaiting: 'SKIP_WAITING',
  /** Worker → pages: the network is back (background sync fired), send the outbox. */
  flushOutbox: 'FLUSH_OUTBOX',
} as const;

/**
 * Server paths that are not app routes: a navigation to them must reach the server (the API,
 * realtime, stored files, the podcast feed and its audio/chapters), never the cached app shell.
 */
const SERVER_PREFIXES = ['/api/', '/socket.io/', '/storage/', '/podcast/files/', '/podcast/episodes/'] as const;
const SERVER_PATHS = ['/api', '/socket.io', '/storage', '/podcast/feed.xml'] as const;

export function isNavigationFallbackPath(pathname: string): boolean {
  if ((SERVER_PATHS as readonly string[]).includes(pathname)) return false;
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // A file name (e.g. /sw.js, /favicon.ico) is never an app route; the server answers 404 for unknown ones.
  if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return false;
  return true;
}
