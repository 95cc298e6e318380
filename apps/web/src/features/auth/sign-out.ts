import type { Logger } from '@/lib/logger';

/** Spec section 4: local-storage keys whose name contains one of these are removed at sign-out. */
const AUTH_STORAGE_MARKERS = ['supabase', 'auth'] as const;

export function clearAuthStorage(storage: Storage): string[] {
  const doomed: string[] = [];
  // Collect first: removing while iterating by index would skip keys.
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && AUTH_STORAGE_MARKERS.some((marker) => key.includes(marker))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed;
}

export interface SignOutSteps {
  storage: Storage | null;
  resetState: () => void;
  signOutOnServer: () => Promise<unknown>;
  log: Pick<Logger, 'warn'>;
}

/**
 * The sign-out sequence, in the spec's order:
 * 1. clear auth-related local storage, 2. reset user/session/profile, 3. tell the server.
 * A failing server call (e.g. the session had already expired) is logged as a warning and ignored:
 * the user asked to be signed out, and locally they are.
 */
export async function performSignOut({ storage, resetState, signOutOnServer, log }: SignOutSteps): Promise<void> {
  if (storage) {
    try {
      clearAuthStorage(storage);
    } catch (error) {
      log.warn('Kunne ikke rydde lokal lagring ved utlogging', error);
    }
  }
  resetState();
  try {
    await signOutOnServer();
  } catch (error) {
    log.warn('Sign-out request failed; signed out locally', error);
  }
}
