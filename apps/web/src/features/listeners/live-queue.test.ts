import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ListenerSummary } from '@studioportal/shared';
import type { ListenerListData } from './listener-cache';
import { DEFAULT_FILTERS } from './listener-filters';
import { applyAnswer, caughtUpPage, caughtUpSummary, changeMark, receiveEvent } from './live-queue';
import { listenerKeys } from './query-keys';
import { counts, message, moved, page, summary } from './test-messages';

const key = listenerKeys.list(DEFAULT_FILTERS);
const ids = (qc: QueryClient) => qc.getQueryData<ListenerListData>(key)!.pages.flatMap((p) => p.messages.map((m) => m.id));
const nyCount = (qc: QueryClient) => qc.getQueryData<ListenerListData>(key)!.pages[0]!.counts.ny;

/** Stores an answer the way the queries do: marked by live-queue, then put in the cache. */
function load(qc: QueryClient, answer: ReturnType<typeof page>, mark = changeMark()) {
  const first = caughtUpPage(qc, DEFAULT_FILTERS, answer, mark, true);
  qc.setQueryData<ListenerListData>(key, { pages: [first], pageParams: [null] });
}

describe('live queue', () => {
  let qc: QueryClient;
  let seq = 1000;
  beforeEach(() => {
    vi.useFakeTimers();
    qc = new QueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    qc.clear();
  });

  it('applies a burst of events in one batch and each event once, however many syncs hear it', () => {
    load(qc, page([message(100)], null, counts({ ny: 1 })));
    const setData = vi.spyOn(qc, 'setQueryData');
    for (let n = 101; n <= 150; n++) {
      const s = seq++;
      receiveEvent(qc, 'created', message(n), s);
      // A second mounted sync hears the same event.
      receiveEvent(qc, 'created', message(n), s);
    }
    expect(ids(qc)).toEqual(['m100']);
    vi.advanceTimersByTime(150);
    expect(setData).toHaveBeenCalledTimes(1);
    expect(ids(qc)[0]).toBe('m150');
    expect(nyCount(qc)).toBe(51);
  });

  it('catches an answer up with what arrived while it was under way', () => {
    const mark = changeMark();
    receiveEvent(qc, 'created', message(201), seq++);
    // The server answered before m201 was stored: the answer lacks it, and must not lose it.
    load(qc, page([message(200)], null, counts({ ny: 1 })), mark);
    expect(ids(qc)).toEqual(['m201', 'm200']);
    expect(nyCount(qc)).toBe(2);
    // The batch that was waiting finds it already applied.
    vi.advanceTimersByTime(150);
    expect(ids(qc)).toEqual(['m201', 'm200']);
    expect(nyCount(qc)).toBe(2);
  });

  it('shows our own answer at once, and its event changes nothing more', () => {
    const m = message(300);
    load(qc, page([m], null, counts({ ny: 1 })));
    const starred = moved(m, 'stjernemerket', 400);
    applyAnswer(qc, 'updated', starred);
    expect(qc.getQueryData<ListenerListData>(key)!.pages[0]!.counts).toEqual(counts({ stjernemerket: 1 }));
    receiveEvent(qc, 'updated', starred, seq++);
    vi.advanceTimersByTime(150);
    expect(qc.getQueryData<ListenerListData>(key)!.pages[0]!.counts).toEqual(counts({ stjernemerket: 1 }));
  });

  it('keeps the summary count live and leaves data it cannot vouch for to its refetch', () => {
    const start = caughtUpSummary(qc, summary({ new_count: 2 }), changeMark());
    qc.setQueryData<ListenerSummary>(listenerKeys.summary, start);
    receiveEvent(qc, 'created', message(500), seq++);
    vi.advanceTimersByTime(150);
    expect(qc.getQueryData<ListenerSummary>(listenerKeys.summary)!.new_count).toBe(3);
    // Restored from storage (no mark): untouched until it is fetched again.
    qc.setQueryData<ListenerSummary>(listenerKeys.summary, summary({ new_count: 7 }));
    receiveEvent(qc, 'created', message(501), seq++);
    vi.advanceTimersByTime(150);
    expect(qc.getQueryData<ListenerSummary>(listenerKeys.summary)!.new_count).toBe(7);
  });
});
