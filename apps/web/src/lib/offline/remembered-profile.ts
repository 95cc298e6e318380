import type { Profile } from '@studioportal/shared';

/**
 * The signed-in person's profile, kept so the app can open without network after one visit (the
 * session check needs the server). Only used when the server cannot be reached at all; any answer
 * from the server (a 401 included) wins. The key contains 'auth', so the spec's sign-out step
 * ("remove local-storage keys containing auth") removes it with the rest.
 */
export const REMEMBERED_PROFILE_KEY = 'studioportal-auth-offline-profile';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberProfile(profile: Profile): void {
  try {
    storage()?.setItem(REMEMBERED_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Full or blocked storage: the app still works online.
  }
}

export function forgetProfile(): void {
  try {
    storage()?.removeItem(REMEMBERED_PROFILE_KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}

export function rememberedProfile(): Profile | null {
  try {
    const raw = storage()?.getItem(REMEMBERED_PROFILE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Profile> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.approval_status === 'string' ? (parsed as Profile) : null;
  } catch {
    return null;
  }
}
