import { useSyncExternalStore } from 'react';
import { NEW_BROADCAST_HIGHLIGHT_MS } from '@studioportal/shared';

/**
 * Messages that just arrived live are highlighted for 5 s (spec section 9). A tiny external
 * store, so the realtime listener can mark a message and any list showing it lights up.
 */
const highlighted = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function highlightNewMessage(id: string): void {
  highlighted.add(id);
  changed();
  setTimeout(() => {
    highlighted.delete(id);
    changed();
  }, NEW_BROADCAST_HIGHLIGHT_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useIsNewMessage(id: string): boolean {
  useSyncExternalStore(subscribe, () => version);
  return highlighted.has(id);
}
