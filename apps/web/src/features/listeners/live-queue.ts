import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListenerMessage, ListenerMessagesResponse, ListenerSummary } from '@studioportal/shared';
import { ChangeLog } from './change-log';
import { applyToList, applyToSummary, type ListenerChange, type ListenerListData } from './listener-cache';
import type { ListenerFilters } from './listener-filters';
import { listenerKeys } from './query-keys';

/**
 * Keeps every cached queue of this tab live. Events are collected and applied together a few
 * times a second (a call to action brings hundreds a second: one cache write per batch, never a
 * fetch per event). Each cached first page and summary is marked with the change number it
 * reflects, so a batch applies to it exactly what it has not seen, and an answer that was under
 * way while changes arrived catches up with them before it is stored.
 */

const FLUSH_MS = 100;
/** A cache that may be off (see MergeResult.stale) is fetched again after this pause, once. */
const REFRESH_MS = 5000;
const SEQS_REMEMBERED = 5000;

const log = new ChangeLog();
/** Cached first page or summary → the change number it reflects. Data without a mark (restored from storage) waits for its refetch. */
const marks = new WeakMap<object, number>();
const seenSeqs = new Set<number>();
const refreshTimers = new Map<string, ReturnType<typeof setTimeout>>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** A realtime change. Every mounted sync hears each event; the first one takes it (by seq). */
export function receiveEvent(queryClient: QueryClient, kind: ListenerChange['kind'], message: ListenerMessage, seq: number | undefined): void {
  if (seq !== undefined) {
    if (seenSeqs.has(seq)) return;
    seenSeqs.add(seq);
    if (seenSeqs.size > SEQS_REMEMBERED) seenSeqs.delete(seenSeqs.values().next().value!);
  }
  log.receive(kind, message);
  flushTimer ??= setTimeout(() => flush(queryClient), FLUSH_MS);
}

/** Our own mutation's answer: shown at once (its event, when it comes, changes nothing more). */
export function applyAnswer(queryClient: QueryClient, kind: ListenerChange['kind'], message: ListenerMessage): void {
  log.receive(kind, message);
  flush(queryClient);
}

function flush(queryClient: QueryClient): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  for (const [key, data] of queryClient.getQueriesData<ListenerListData>({ queryKey: listenerKeys.lists })) {
    const first = data?.pages[0];
    const mark = first && marks.get(first);
    if (!data || mark === undefined) continue;
    const changes = log.since(mark);
    if (changes === null) {
      refreshSoon(queryClient, key);
      continue;
    }
    if (changes.length === 0) continue;
    const { data: next, stale } = applyToList(data, changes, key[2] as ListenerFilters);
    const stored = next === data ? data : queryClient.setQueryData<ListenerListData>(key, next);
    if (stored?.pages[0]) marks.set(stored.pages[0], log.head);
    if (stale) refreshSoon(queryClient, key);
  }
  const summary = queryClient.getQueryData<ListenerSummary>(listenerKeys.summary);
  const mark = summary && marks.get(summary);
  if (summary && mark !== undefined) {
    const changes = log.since(mark);
    if (changes === null) refreshSoon(queryClient, listenerKeys.summary);
    else if (changes.length > 0) {
      const { data: next, stale } = applyToSummary(summary, changes);
      const stored = next === summary ? summary : queryClient.setQueryData<ListenerSummary>(listenerKeys.summary, next);
      if (stored) marks.set(stored, log.head);
      if (stale) refreshSoon(queryClient, listenerKeys.summary);
    }
  }
}

/** One background fetch for a cache that may be off, however many batches say so meanwhile. */
function refreshSoon(queryClient: QueryClient, key: QueryKey): void {
  const id = JSON.stringify(key);
  if (refreshTimers.has(id)) return;
  refreshTimers.set(
    id,
    setTimeout(() => {
      refreshTimers.delete(id);
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }, REFRESH_MS),
  );
}

/** The change number to take before a request, for `caughtUp*` after it. */
export function changeMark(): number {
  return log.head;
}

/**
 * A page of the queue just answered: apply what arrived while it was under way (only to rows it
 * holds, for an older page) and mark it.
 */
export function caughtUpPage(queryClient: QueryClient, filters: ListenerFilters, page: ListenerMessagesResponse, mark: number, first: boolean): ListenerMessagesResponse {
  log.learn(page.messages);
  const changes = log.since(mark);
  let result = page;
  if (changes === null) refreshSoon(queryClient, listenerKeys.list(filters));
  else if (changes.length > 0) {
    const applied = applyToList({ pages: [page], pageParams: [null] }, changes, filters, { catchUp: true, maxRows: Infinity, insert: first });
    result = first ? applied.data.pages[0]! : { ...applied.data.pages[0]!, counts: page.counts };
    if (first && applied.stale) refreshSoon(queryClient, listenerKeys.list(filters));
  }
  if (first) marks.set(result, log.head);
  return result;
}

export function caughtUpSummary(queryClient: QueryClient, summary: ListenerSummary, mark: number): ListenerSummary {
  log.learn(summary.latest);
  log.learn(summary.queue);
  const changes = log.since(mark);
  let result = summary;
  if (changes === null) refreshSoon(queryClient, listenerKeys.summary);
  else if (changes.length > 0) {
    const applied = applyToSummary(summary, changes, { catchUp: true });
    result = applied.data;
    if (applied.stale) refreshSoon(queryClient, listenerKeys.summary);
  }
  marks.set(result, log.head);
  return result;
}
