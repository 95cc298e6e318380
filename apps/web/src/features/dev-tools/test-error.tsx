import { useSyncExternalStore } from 'react';

/**
 * The developer tools' "raise a test error" button. A screen's own error would stop at its page
 * fallback ('Page Error'); this one is thrown from the root layout so the whole-app error screen
 * 'Noe gikk galt' shows, the way a real crash of the shell would. The flag is cleared just after
 * the throw (not during it: React renders once more before giving up), so 'Prøv igjen' recovers.
 */
export const TEST_ERROR_MESSAGE = 'Testfeil fra utviklerverktøyet';

let pending: Error | null = null;
const listeners = new Set<() => void>();

export function raiseTestError(): void {
  pending = new Error(TEST_ERROR_MESSAGE);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once in the root layout; renders nothing until a test error is raised. */
export function TestErrorThrower() {
  const error = useSyncExternalStore(subscribe, () => pending);
  if (!error) return null;
  setTimeout(() => {
    if (pending === error) pending = null;
  }, 0);
  throw error;
}
