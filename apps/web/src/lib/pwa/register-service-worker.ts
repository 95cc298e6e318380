import { useSyncExternalStore } from 'react';
import { logger } from '@/lib/logger';
import { OUTBOX_SYNC_TAG, SW_MESSAGES, SW_SCOPE, SW_UPDATE_INTERVAL_MS, SW_URL } from './sw-protocol';

/**
 * Registers the service worker (spec sections 4, 7 and 8) and tracks whether an update waits:
 * - production builds only (in development Vite serves modules the worker would cache stale);
 * - checked for updates every 60 s;
 * - a new version installed while an old one controls the page → `updateReady` (the banner);
 *   applying it sends SKIP_WAITING to the waiting worker and reloads once it has taken over;
 * - on localhost a 404 or non-JavaScript answer for the worker script (an old worker left over
 *   from another project on the same port) unregisters it and reloads;
 * - failures are logged only: the app works without a worker.
 */
export interface UpdateState {
  /** A new version is installed and waiting for the page's go-ahead. */
  updateReady: boolean;
}

let waiting: ServiceWorker | null = null;
let updateState: UpdateState = { updateReady: false };
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  updateState = { updateReady: worker !== null };
  for (const listener of listeners) listener();
}

export function useServiceWorkerUpdate(): UpdateState {
  return useSyncExternalStore(subscribeUpdate, () => updateState, () => updateState);
}

function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let reloading = false;

/** The update banner's button: let the waiting worker take over, then load the new version. */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Once: a second controllerchange (another tab applying too) must not reload again.
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  worker.postMessage({ type: SW_MESSAGES.skipWaiting });
  setWaiting(null);
}

/** The banner hid itself or was closed: the update still applies when every tab has closed. */
export function dismissUpdate(): void {
  setWaiting(null);
}

const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => void register().catch((error: unknown) => logger.error('Registrering av service worker feilet', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  if (isLocalhost(window.location.hostname) && !(await workerScriptIsValid())) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    if (registrations.length > 0) {
      await Promise.all(registrations.map((registration) => registration.unregister()));
      window.location.reload();
    }
    return;
  }

  const firstInstall = !navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE, updateViaCache: 'none' });
  watchForUpdates(registration);
  window.setInterval(() => {
    registration.update().catch((error: unknown) => logger.warn('Sjekk etter ny versjon feilet', error));
  }, SW_UPDATE_INTERVAL_MS);

  if (firstInstall) {
    // Spec section 4: on first install the app is cached (the worker's install step), then a
    // background sync is registered. ready resolves once that worker is active, i.e. cached.
    const active = await navigator.serviceWorker.ready;
    await requestBackgroundSync(active);
  }
}

async function workerScriptIsValid(): Promise<boolean> {
  try {
    const response = await fetch(SW_URL, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    return response.status !== 404 && type.includes('javascript');
  } catch {
    // Offline: keep whatever worker we have, it is what makes the app open now.
    return true;
  }
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker) => {
    // Without a controller this is the first install, not an update.
    if (navigator.serviceWorker.controller) setWaiting(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the worker when the network is back; its sync handler tells the open
 * pages to send the outbox. Where SyncManager is missing, 'online' and the socket reconnect do it.
 */
export async function requestBackgroundSync(registration?: ServiceWorkerRegistration): Promise<void> {
  if (typeof window === 'undefined' || !('SyncManager' in window) || !('serviceWorker' in navigator)) return;
  try {
    const target = (registration ?? (await navigator.serviceWorker.getRegistration(SW_SCOPE))) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await target?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    logger.warn('Kunne ikke registrere bakgrunnssynkronisering', error);
  }
}

/** The worker's 'send the outbox now' message (after a background sync). */
export function onWorkerFlushRequest(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const handler = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_MESSAGES.flushOutbox) listener();
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
