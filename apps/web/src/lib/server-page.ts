import { useLayoutEffect } from 'react';

/**
 * The page the server (or, offline, the service worker) sent as HTML inside #root: /auth and
 * /podcast, painted before any script has loaded (issue 10, LCP on a slow phone). React renders
 * the app hidden next to it and the two swap in one frame once the app's page has its content.
 * Letting createRoot clear #root instead would show a spinner in between, and the already painted
 * text would be drawn again later — a new, late "largest paint" instead of the early one.
 */
let serverPage: Element | null = null;
let appContainer: HTMLElement | null = null;
let serverPath: string | null = null;

/** What pages take from the server's page before it goes (public/early-handover.ts: a playing player, typed text). */
const takers = new Set<(page: Element) => void>();

/** A page that never reports ready (an error screen, a slow API) must not hide the app for long. */
const REVEAL_AFTER_MS = 6_000;

/** Where React should render: #root itself, or a hidden box beside the server's page. */
export function appMountPoint(root: HTMLElement): HTMLElement {
  const page = root.firstElementChild;
  if (!page) return root;
  serverPage = page;
  serverPath = window.location.pathname;
  appContainer = document.createElement('div');
  appContainer.style.display = 'none';
  root.append(appContainer);
  window.setTimeout(revealApp, REVEAL_AFTER_MS);
  return appContainer;
}

/** Removes the server's page and shows the app in its place (idempotent). */
export function revealApp() {
  if (!serverPage || !appContainer) return;
  for (const take of takers) take(serverPage);
  serverPage.remove();
  serverPage = null;
  // `contents`: the app lays out as if it were #root's own child, like without a server page.
  appContainer.style.display = 'contents';
}

/** For a page the server renders: call with true once its real content is rendered (same frame as the swap). */
export function useServerPageHandover(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) revealApp();
  }, [ready]);
}

/** Any route other than the one the server rendered (a redirect, a click) shows the app at once. */
export function useRevealAwayFromServerPage(pathname: string) {
  useLayoutEffect(() => {
    if (serverPath !== null && pathname !== serverPath) revealApp();
  }, [pathname]);
}

/**
 * Lets a page take over what the listener started on the server's page before the app arrived
 * (its early script): `take` runs with that page just before it is removed. Returns the undo.
 */
export function onServerPageLeave(take: (page: Element) => void): () => void {
  takers.add(take);
  return () => {
    takers.delete(take);
  };
}
