import { logger } from '@/lib/logger';

/**
 * Drafts written offline in a versioned editor (a note), kept so a reload while offline does not
 * lose them. Unlike the outbox this is not a queue of requests: one item per document, replaced by
 * each newer edit ("latest draft wins"), and sent by the editor itself when it is open again —
 * against the version the draft was based on, so a colleague's change made meanwhile still ends
 * in the conflict dialog, never an overwrite. The editor removes the item once the draft is saved,
 * so the same draft is never saved twice. The key of an item names its owner (e.g.
 * `note:<user>:<note>`), so nobody else's editor ever picks it up.
 */
export interface PendingDraft<T = unknown, D = unknown> {
  /** The stored copy the draft was based on (its version is sent with the save). */
  base: T;
  draft: D;
  storedAt: number;
}

export const PENDING_DRAFTS_STORAGE_KEY = 'studioportal-pending-drafts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, PendingDraft> {
  try {
    const raw = storage()?.getItem(PENDING_DRAFTS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, PendingDraft>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, PendingDraft>): void {
  try {
    if (Object.keys(all).length === 0) storage()?.removeItem(PENDING_DRAFTS_STORAGE_KEY);
    else storage()?.setItem(PENDING_DRAFTS_STORAGE_KEY, JSON.stringify(all));
  } catch (error) {
    logger.error('Kunne ikke lagre utkastet lokalt', error);
  }
}

export function readPendingDraft<T, D>(key: string): PendingDraft<T, D> | null {
  return (readAll()[key] as PendingDraft<T, D> | undefined) ?? null;
}

/** Keeps `draft` (based on `base`) for `key`, replacing any older draft of the same document. */
export function storePendingDraft<T, D>(key: string, base: T, draft: D): void {
  writeAll({ ...readAll(), [key]: { base, draft, storedAt: Date.now() } });
}

export function removePendingDraft(key: string): void {
  const all = readAll();
  if (!(key in all)) return;
  delete all[key];
  writeAll(all);
}

/** Sign-out (or another person signing in): drafts are not left behind on a shared device. */
export function clearPendingDrafts(): void {
  writeAll({});
}
