/// <reference lib="webworker" />
/**
 * The service worker at /sw.js, scope / (spec sections 4 and 7). Deliberately small and ours:
 * - install: the app shell (index.html, every script, style, font and icon of this build) goes
 *   into one cache named after the build, so the app opens without network after one visit;
 * - activate: older builds' caches are removed; on a first install the worker takes the open
 *   pages at once (there is nothing older to conflict with);
 * - an update waits until the page asks for it ({ type: 'SKIP_WAITING' }, the update banner),
 *   so a page never runs half old, half new code;
 * - navigations to app routes get the cached index.html (for /auth with its static markup in
 *   #root), /podcast its own podcast.html (the listener page); /podcast asks the network first for the server's rendered page of this same build;
 *   the API, realtime, storage and the podcast feed/files never get the shell (they must reach
 *   the server or fail visibly);
 * - background sync 'studioportal-outbox' tells open pages to send their queued actions (the
 *   outbox lives in the page's storage, which a worker cannot read).
 */
import {
  NETWORK_FIRST_TIMEOUT_MS,
  OUTBOX_SYNC_TAG,
  SW_MESSAGES,
  isNavigationFallbackPath,
  isNetworkFirstPath,
  isPageOfBuild,
  shellPathFor,
  withStaticPage,
} from './lib/pwa/sw-protocol';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
declare const __BUILD_ID__: string;

// Filled in at build time by vite-plugin-pwa (injectManifest) with the list of built files.
const PRECACHE: PrecacheEntry[] = self.__WB_MANIFEST;
const CACHE_PREFIX = 'studioportal-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${__BUILD_ID__}`;
const INDEX_URL = new URL('/index.html', self.location.origin).href;

// Unique: Cache.addAll refuses a list with the same URL twice (the manifest's icons match the glob too).
const shellUrls = [...new Set(PRECACHE.map((entry) => new URL(entry.url, self.location.origin).href))];
const shellSet = new Set(shellUrls);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // 'reload' skips the HTTP cache: the shell must be exactly what the server has now.
      await cache.addAll(shellUrls.map((url) => new Request(url, { cache: 'reload' })));
      // First install: nothing older controls any page, so take over without waiting.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  }
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: SW_MESSAGES.flushOutbox });
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    if (!isNavigationFallbackPath(url.pathname)) return;
    event.respondWith(navigationResponse(request));
    return;
  }
  const key = `${url.origin}${url.pathname}`;
  if (shellSet.has(key)) event.respondWith(shellResponse(request, key));
});

/** App routes: the shell of the build this worker belongs to; the network only if it is missing. */
async function navigationResponse(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (isNetworkFirstPath(pathname)) {
    const rendered = await renderedPage(request);
    if (rendered) return rendered;
  }
  const cached =
    (await caches.match(new URL(shellPathFor(pathname), self.location.origin).href, { cacheName: CACHE_NAME })) ??
    (await caches.match(INDEX_URL, { cacheName: CACHE_NAME }));
  if (!cached) return fetch(request);
  const html = withStaticPage(await cached.clone().text(), pathname);
  return html === null ? cached : new Response(html, { status: 200, headers: cached.headers });
}

/**
 * The server's rendered page (real content in #root, painted before the scripts run), if it
 * comes in time and belongs to this worker's build: a page of a newer deploy would load that
 * build's code under this worker; the update banner is the way there.
 */
async function renderedPage(request: Request): Promise<Response | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_FIRST_TIMEOUT_MS);
  try {
    const response = await fetch(request, { signal: controller.signal });
    if (!response.ok) return null;
    const html = await response.text();
    return isPageOfBuild(html, __BUILD_ID__) ? new Response(html, { status: response.status, headers: response.headers }) : null;
  } catch {
    // Offline or too slow: the cached shell opens the app and React fetches the data itself.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Built files are immutable per build: cache first, network as the fallback. */
async function shellResponse(request: Request, key: string): Promise<Response> {
  const cached = await caches.match(key, { cacheName: CACHE_NAME });
  return cached ?? fetch(request);
}
