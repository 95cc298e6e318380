import { ApiError, apiRequest } from '@/lib/api';
import { logger } from '@/lib/logger';

/**
 * The outbox: actions taken offline that can wait (a chat message, marking a clock element sent)
 * are kept here and sent once the network is back — in the order they were taken, one at a time.
 *
 * Each entry is a plain API request whose body carries what makes it safe to send twice (the
 * chat's client_id; a mark carries the time it was clicked, and marking is idempotent on the
 * server), so a flush interrupted between "sent" and "removed" cannot create a duplicate.
 * It lives in localStorage, so it survives a reload and is shared by the tabs of one browser;
 * entries belong to the person who queued them and are never sent as anybody else.
 */
export interface OutboxEntry {
  id: string;
  /** Who queued it; a different signed-in person never sends it. */
  userId: string;
  /** What it is, for the screens that show it pending (e.g. 'chat.message', 'clocks.mark'). */
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  /** Feature data for showing the pending item (e.g. the conversation and text). */
  meta: Record<string, string>;
  /** Query keys to refresh once it has been sent. */
  invalidate: readonly (readonly string[])[];
  queuedAt: number;
}

export type OutboxOutcome =
  | { kind: 'sent'; entry: OutboxEntry; response: unknown }
  | { kind: 'rejected'; entry: OutboxEntry; error: ApiError };

export const OUTBOX_STORAGE_KEY = 'studioportal-outbox';
const LOCK_NAME = 'studioportal-outbox';

type Listener = () => void;
const listeners = new Set<Listener>();
const outcomeListeners = new Set<(outcome: OutboxOutcome) => void>();
let snapshot: readonly OutboxEntry[] = read();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): OutboxEntry[] {
  try {
    const raw = storage()?.getItem(OUTBOX_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(OUTBOX_STORAGE_KEY);
    else storage()?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
  } catch (error) {
    logger.error('Kunne ikke lagre utboksen', error);
  }
  refresh();
}

function refresh(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

// Another tab queued or sent something: show the same list here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_STORAGE_KEY || event.key === null) refresh();
  });
}

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOutbox(): readonly OutboxEntry[] {
  return snapshot;
}

export function onOutboxOutcome(listener: (outcome: OutboxOutcome) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

export function enqueue(entry: Omit<OutboxEntry, 'id' | 'queuedAt'> & { id?: string }): OutboxEntry {
  const full: OutboxEntry = { ...entry, id: entry.id ?? randomId(), queuedAt: Date.now() };
  write([...read(), full]);
  return full;
}

/** Sign-out (or another person signing in): nothing queued may be sent as somebody else. */
export function clearOutbox(): void {
  write([]);
}

function remove(id: string): void {
  write(read().filter((entry) => entry.id !== id));
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queued entries of `userId`, oldest first, stopping at the first one the network or the
 * server cannot take now (it stays first in line). A refusal (4xx) will never succeed: that entry
 * is dropped and reported. Entries of anybody else are dropped unsent. Safe to call often: one
 * flush at a time per tab, and across tabs through a Web Lock where the browser has them.
 */
export function flushOutbox(userId: string): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
    if (locks) await locks.request(LOCK_NAME, () => sendAll(userId));
    else await sendAll(userId);
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(userId: string): Promise<void> {
  for (;;) {
    // Read again each time: another tab may have sent or added entries meanwhile.
    const next = read()[0];
    if (!next) return;
    if (next.userId !== userId) {
      logger.warn('Utboksen hadde en handling fra en annen bruker; den ble forkastet', { kind: next.kind });
      remove(next.id);
      continue;
    }
    try {
      const response = await apiRequest<unknown>(next.path, { method: next.method, body: next.body });
      remove(next.id);
      for (const listener of outcomeListeners) listener({ kind: 'sent', entry: next, response });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
        logger.warn('Serveren avviste en handling fra utboksen', { kind: next.kind, code: error.code });
        remove(next.id);
        for (const listener of outcomeListeners) listener({ kind: 'rejected', entry: next, error });
        continue;
      }
      // Offline, timed out, rate limited or a server error: try again at the next trigger.
      return;
    }
  }
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when a failed request should go to the outbox rather than be reported as failed. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
