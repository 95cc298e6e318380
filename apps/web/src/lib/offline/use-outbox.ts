import { useMemo, useSyncExternalStore } from 'react';
import { getOutbox, subscribeOutbox, type OutboxEntry } from './outbox';

/** The queued entries of one kind (all when no kind), oldest first; re-renders when the outbox changes. */
export function useOutbox(kind?: string): readonly OutboxEntry[] {
  const all = useSyncExternalStore(subscribeOutbox, getOutbox, getOutbox);
  return useMemo(() => (kind ? all.filter((entry) => entry.kind === kind) : all), [all, kind]);
}

export const PENDING_TEXT = 'Venter på nett';
