import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { isOnline } from '@/lib/offline/online-status';
import { isNetworkFailure } from '@/lib/offline/outbox';
import { readPendingDraft, removePendingDraft, storePendingDraft } from '@/lib/offline/pending-drafts';

/** 'offline': the edit waits for the network and is saved by itself when it is back. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'error' | 'conflict';

interface Options<T extends { id: string; version: number }, D> {
  /** The newest copy of the item this client knows of (cache, realtime). */
  server: T;
  toDraft: (item: T) => D;
  equal: (a: D, b: D) => boolean;
  /** Saves `draft` as an edit of `version`; rejects with a 409 ApiError carrying `details.current` on conflict. */
  save: (version: number, draft: D) => Promise<T>;
  onSaved?: (item: T) => void;
  delayMs: number;
  /**
   * Where an edit waiting for the network is kept across reloads (lib/offline/pending-drafts), e.g.
   * `note:<user>:<note>`; without it the waiting edit lives in memory only.
   */
  persistAs?: string;
}

/**
 * Autosave with optimistic concurrency. The draft is saved a moment after the last keystroke
 * against the version it was based on. A newer version from someone else is taken over silently
 * while there are no local edits; with local edits the server answers 409 and the hook stops in
 * 'conflict' with both versions at hand, until the writer keeps theirs, takes the stored one, or
 * merges. Nothing is overwritten without someone choosing to.
 */
export function useVersionedAutosave<T extends { id: string; version: number }, D>(options: Options<T, D>) {
  const { server, toDraft, equal, delayMs } = options;
  // An edit made offline before a reload: continue from it, still based on the version it was
  // written against (so a change made meanwhile by someone else ends in 'conflict').
  const [restored] = useState(() => {
    const pending = options.persistAs ? readPendingDraft<T, D>(options.persistAs) : null;
    if (!pending || pending.base.id !== server.id) return null;
    // Already stored (saved just before the reload): nothing left to send.
    if (equal(pending.draft, toDraft(server))) {
      removePendingDraft(options.persistAs!);
      return null;
    }
    return pending;
  });
  const [base, setBase] = useState<T>(() => restored?.base ?? server);
  const [draft, setDraftState] = useState<D>(() => restored?.draft ?? toDraft(server));
  const [status, setStatus] = useState<SaveStatus>(restored ? 'offline' : 'saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [conflict, setConflict] = useState<T | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  // Refs mirror the latest state for the async save loop (which outlives the render that started it).
  const baseRef = useRef(base);
  const draftRef = useRef(draft);
  const optionsRef = useRef(options);
  const conflictRef = useRef<T | null>(conflict);
  const savingRef = useRef(false);
  baseRef.current = base;
  draftRef.current = draft;
  optionsRef.current = options;
  conflictRef.current = conflict;

  // Someone else's newer version: adopt it while we have nothing unsaved.
  useEffect(() => {
    const b = baseRef.current;
    if (server.id !== b.id || server.version <= b.version || savingRef.current) return;
    if (equal(draftRef.current, toDraft(b))) {
      baseRef.current = server;
      setBase(server);
      setDraftState(toDraft(server));
    }
  }, [server, equal, toDraft]);

  const run = useCallback(async () => {
    if (savingRef.current || conflictRef.current) return;
    const snapshot = draftRef.current;
    const from = baseRef.current;
    if (equal(snapshot, toDraft(from))) {
      setStatus('saved');
      return;
    }
    if (!isOnline()) {
      setStatus('offline');
      return;
    }
    savingRef.current = true;
    setStatus('saving');
    try {
      const saved = await optionsRef.current.save(from.version, snapshot);
      baseRef.current = saved;
      setBase(saved);
      setSavedAt(new Date());
      setErrorText(null);
      optionsRef.current.onSaved?.(saved);
      savingRef.current = false;
      if (equal(draftRef.current, snapshot)) setStatus('saved');
      else void run();
    } catch (error) {
      savingRef.current = false;
      const current = isApiError(error) && error.status === 409 ? (error.details as { current?: T } | undefined)?.current : undefined;
      if (current) {
        conflictRef.current = current;
        setConflict(current);
        setStatus('conflict');
      } else if (isNetworkFailure(error) || !isOnline()) {
        setStatus('offline');
      } else {
        setErrorText(error instanceof Error ? error.message : null);
        setStatus('error');
      }
    }
  }, [equal, toDraft]);

  // Debounced save after each change.
  useEffect(() => {
    if (conflict || equal(draft, toDraft(base))) return;
    // Typing while offline still waits for the network; say so rather than "unsaved".
    setStatus((s) => (s === 'saving' || s === 'offline' ? s : 'pending'));
    const timer = setTimeout(() => void run(), delayMs);
    return () => clearTimeout(timer);
  }, [draft, base, conflict, delayMs, equal, toDraft, run]);

  // Waiting for the network: save as soon as it is back (against the same base version, so a
  // change made meanwhile by someone else still ends in 'conflict', never an overwrite).
  useEffect(() => {
    if (status !== 'offline') return;
    const resume = () => void run();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [status, run]);

  // Keep the waiting edit across a reload (one item per document, the newest draft); drop it
  // once it is saved or there is nothing left to save, so the same draft is never saved twice.
  const persistAs = options.persistAs;
  useEffect(() => {
    if (!persistAs) return;
    if (status === 'offline') storePendingDraft(persistAs, base, draft);
    else if (status === 'saved' || equal(draft, toDraft(base))) removePendingDraft(persistAs);
  }, [persistAs, status, base, draft, equal, toDraft]);

  // Leaving with unsaved text: save it now rather than lose it.
  useEffect(
    () => () => {
      if (savingRef.current || conflictRef.current || equal(draftRef.current, toDraft(baseRef.current))) return;
      const { save, onSaved, persistAs: key } = optionsRef.current;
      void save(baseRef.current.version, draftRef.current)
        .then((saved) => {
          if (key) removePendingDraft(key);
          onSaved?.(saved);
        })
        .catch(() => {});
    },
    [equal, toDraft],
  );

  const resolveWith = (stored: T, next: D) => {
    conflictRef.current = null;
    baseRef.current = stored;
    draftRef.current = next;
    setConflict(null);
    setBase(stored);
    setDraftState(next);
    setStatus(equal(next, toDraft(stored)) ? 'saved' : 'pending');
  };

  return {
    draft,
    setDraft: (update: (d: D) => D) => setDraftState((d) => update(d)),
    base,
    status,
    savedAt,
    errorText,
    conflict,
    retry: () => void run(),
    /** Save my text over the stored version (I have seen it). */
    keepMine: () => conflict && resolveWith(conflict, draftRef.current),
    /** Drop my edits and take the stored version. */
    useTheirs: () => conflict && resolveWith(conflict, toDraft(conflict)),
    /** Continue from a merged draft, based on the stored version. */
    useMerged: (merged: D) => conflict && resolveWith(conflict, merged),
  };
}
