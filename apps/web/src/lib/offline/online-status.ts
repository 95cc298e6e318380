import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it has a network. `navigator.onLine === false` is reliable (no
 * network at all); `true` only means "maybe", so callers that queue work still treat a network
 * error as offline. One hook so every feature decides the same way.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
