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

/**
 * Pages the server renders with live data (the public podcast page): the worker asks the network
 * first so a returning visitor gets that HTML painted at once, and falls back to the cached shell
 * offline, on a slow network (NETWORK_FIRST_TIMEOUT_MS) or when the server runs another build.
 */
export const NETWORK_FIRST_PATHS: readonly string[] = ['/podcast'];
/** Past this, a navigation stops waiting for the network and gets the cached shell (React fetches the data itself). */
export const NETWORK_FIRST_TIMEOUT_MS = 3_000;

export function isNetworkFirstPath(pathname: string): boolean {
  return NETWORK_FIRST_PATHS.includes(pathname);
}

/**
 * Pages with an HTML entry of their own (the listener page and the embed, podcast.html: issue 24);
 * the server serves the same (apps/server podcast-public.routes.ts serveHtmlEntry). Every other app
 * route gets index.html.
 */
const OWN_ENTRY_PAGES: Readonly<Record<string, string>> = { '/podcast': '/podcast.html', '/podcast-embed': '/podcast.html' };

export function shellPathFor(pathname: string): string {
  return OWN_ENTRY_PAGES[pathname] ?? '/index.html';
}

/** True when an HTML page belongs to the given build (the `<meta name="studioportal-build">` the build writes). */
export function isPageOfBuild(html: string, buildId: string): boolean {
  return html.includes(`<meta name="studioportal-build" content="${buildId}"`);
}

/**
 * index.html with the markup of `<template data-static-page="<pathname>">` (the /auth card) moved
 * into #root, or null when no template is for that path. The server does the same
 * (apps/server/src/http/web-app.ts), so the page looks the same online and from the worker's cache.
 */
export function withStaticPage(html: string, pathname: string): string | null {
  for (const match of html.matchAll(/<template data-static-page="([^"]+)">([\s\S]*?)<\/template>/g)) {
    if (match[1] !== pathname) continue;
    const body = match[2]!.trim();
    return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  }
  return null;
}
