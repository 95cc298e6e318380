import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor has done anything on the page yet (tapped, clicked, typed, scrolled by hand).
 * The install offer waits for it: the browser may offer installing while the page is still
 * loading, and an offer shown then would be the largest thing painted, delaying what the page is
 * measured by (largest contentful paint), for someone who has not yet seen the page itself.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let engaged = false;
const listeners = new Set<() => void>();

function markEngaged(): void {
  if (engaged) return;
  engaged = true;
  for (const event of EVENTS) window.removeEventListener(event, markEngaged, true);
  for (const listener of listeners) listener();
}

let started = false;

/** Starts watching, once, from start-up (lib/pwa), so an interaction before any banner loaded counts. */
export function startEngagementWatch(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  for (const event of EVENTS) window.addEventListener(event, markEngaged, { capture: true, passive: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEngaged(): boolean {
  return useSyncExternalStore(subscribe, () => engaged, () => engaged);
}
