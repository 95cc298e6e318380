import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log';
import { applyToList, applyToSummary, stateOf, type ListenerChange } from './listener-cache';
import { DEFAULT_FILTERS, type ListenerFilters } from './listener-filters';
import { at, counts, list, message, moved, page, summary } from './test-messages';

const created = (m: ReturnType<typeof message>, previous: ListenerChange['previous'] = null): ListenerChange => ({ kind: 'created', message: m, previous });
const updated = (m: ReturnType<typeof message>, previous: ListenerChange['previous']): ListenerChange => ({ kind: 'updated', message: m, previous });
const ids = (data: { pages: { messages: { id: string }[] }[] }) => data.pages.flatMap((p) => p.messages.map((m) => m.id));
const onlyNew: ListenerFilters = { ...DEFAULT_FILTERS, status: 'ny' };

describe('the queue list cache', () => {
  it('puts a live message on top and counts it, once however often it comes', () => {
    const data = list(page([message(2), message(1)], null, counts({ ny: 2 })));
    const once = applyToList(data, [created(message(3))], DEFAULT_FILTERS);
    expect(ids(once.data)).toEqual(['m3', 'm2', 'm1']);
    expect(once.data.pages[0]!.counts.ny).toBe(3);
    // The same event again (a replay, or the POST answer before it): the row is there, nothing moves.
    const twice = applyToList(once.data, [created(message(3))], DEFAULT_FILTERS);
    expect(ids(twice.data)).toEqual(['m3', 'm2', 'm1']);
    expect(twice.data.pages[0]!.counts.ny).toBe(3);
    expect(twice.stale).toBe(false);
  });

  it('keeps a message out of a list whose filters it does not match, but counts it when it is in scope', () => {
    const data = list(page([], null, counts()));
    const smsOnly: ListenerFilters = { ...DEFAULT_FILTERS, source: 'sms', status: 'stjernemerket' };
    const result = applyToList(data, [created(message(1)), created(message(2, { source: 'web' }))], smsOnly);
    expect(ids(result.data)).toEqual([]);
    // The SMS is counted under its status (the status tabs show every count); the web message is out of scope.
    expect(result.data.pages[0]!.counts).toEqual(counts({ ny: 1 }));
  });

  it('matches the search on name and text like the server', () => {
    const data = list(page([], null));
    const search: ListenerFilters = { ...DEFAULT_FILTERS, q: 'ÅSE' };
    const result = applyToList(data, [created(message(1, { name: 'Åse' })), created(message(2, { body: 'hei til åse!' })), created(message(3))], search);
    expect(ids(result.data)).toEqual(['m2', 'm1']);
  });

  it('moves the counts with a status change and drops the row that left the filter', () => {
    const m1 = message(1);
    const data = list(page([message(2), m1], null, counts({ ny: 2 })));
    const read = moved(m1, 'lest', 10);
    const result = applyToList(data, [updated(read, stateOf(m1))], onlyNew);
    expect(ids(result.data)).toEqual(['m2']);
    expect(result.data.pages[0]!.counts).toEqual(counts({ ny: 1, lest: 1 }));
  });

  it('counts a change of a row it does not hold from what the tab knew before', () => {
    // The list shows only starred messages; m1 (read) is starred elsewhere and comes in at its place.
    const starredOnly: ListenerFilters = { ...DEFAULT_FILTERS, status: 'stjernemerket' };
    const data = list(page([message(5, { status: 'stjernemerket' })], null, counts({ stjernemerket: 1, lest: 1 })));
    const m1 = moved(message(1), 'lest', 3);
    const result = applyToList(data, [updated(moved(m1, 'stjernemerket', 20), stateOf(m1))], starredOnly);
    expect(ids(result.data)).toEqual(['m5', 'm1']);
    expect(result.data.pages[0]!.counts).toEqual(counts({ stjernemerket: 2 }));
    expect(result.stale).toBe(false);
  });

  it('says stale when a message it never heard of changes status', () => {
    const data = list(page([message(5)], null, counts({ ny: 1 })));
    const result = applyToList(data, [updated(moved(message(1), 'lest', 20), null)], onlyNew);
    expect(result.stale).toBe(true);
    expect(result.data.pages[0]!.counts).toEqual(counts({ ny: 1 }));
  });

  it('ignores older news than the row it holds (a replay, or an answer overtaken by an event)', () => {
    const m1 = message(1);
    const archived = moved(m1, 'arkivert', 30);
    const data = list(page([archived], null, counts({ arkivert: 1 })));
    const lateRead = moved(m1, 'lest', 20);
    const result = applyToList(data, [updated(lateRead, stateOf(m1))], { ...DEFAULT_FILTERS, status: 'alle' });
    expect(result.data).toBe(data);
    expect(result.data.pages[0]!.messages[0]!.status).toBe('arkivert');
  });

  it('keeps a whole phone number from the server answer when an event brings the masked one', () => {
    const whole = message(1, { phone: '+4791234567' });
    const data = list(page([whole], null, counts({ ny: 1 })));
    const starred = moved(message(1), 'stjernemerket', 9);
    const result = applyToList(data, [updated(starred, stateOf(whole))], DEFAULT_FILTERS);
    expect(result.data.pages[0]!.messages[0]).toMatchObject({ status: 'stjernemerket', phone: '+4791234567' });
  });

  it('leaves a message older than the loaded pages for "Vis eldre", but places it when the list is complete', () => {
    const partial = list(page([message(20), message(10)], at(10)));
    const old = message(5, { status: 'stjernemerket' });
    expect(ids(applyToList(partial, [updated(old, { status: 'lest', version: 0 })], DEFAULT_FILTERS).data)).toEqual(['m20', 'm10']);
    const complete = list(page([message(20), message(10)], null));
    expect(ids(applyToList(complete, [updated(old, { status: 'lest', version: 0 })], DEFAULT_FILTERS).data)).toEqual(['m20', 'm10', 'm5']);
  });

  it('places a message between pages in the page its time belongs to', () => {
    const data = list(page([message(30), message(20)], at(20)), page([message(10), message(1)], at(1)));
    const m15 = moved(message(15), 'stjernemerket', 40);
    const result = applyToList(data, [updated(m15, { status: 'lest', version: 0 })], DEFAULT_FILTERS);
    expect(result.data.pages.map((p) => p.messages.map((m) => m.id))).toEqual([['m30', 'm20'], ['m15', 'm10', 'm1']]);
  });

  it('keeps at most maxRows rows in a storm and moves the cursor so the dropped ones come back with paging', () => {
    const data = list(page([message(3), message(2)], at(2)), page([message(1)], null));
    const storm = [4, 5, 6].map((n) => created(message(n)));
    const result = applyToList(data, storm, DEFAULT_FILTERS, { maxRows: 4 });
    expect(ids(result.data)).toEqual(['m6', 'm5', 'm4', 'm3']);
    expect(result.data.pages).toHaveLength(1);
    expect(result.data.pageParams).toEqual([null]);
    expect(result.data.pages[0]!.next_before).toBe(at(3));
  });

  it('applies a batch in order: created then read in the same batch counts as one read message', () => {
    const data = list(page([], null));
    const m1 = message(1);
    const result = applyToList(data, [created(m1), updated(moved(m1, 'lest', 5), stateOf(m1))], onlyNew);
    expect(ids(result.data)).toEqual([]);
    expect(result.data.pages[0]!.counts).toEqual(counts({ lest: 1 }));
  });

  it('on catch-up trusts only its own rows: a change of a row it lacks may already be counted', () => {
    const m1 = message(1);
    const answer = list(page([message(2)], null, counts({ ny: 1, lest: 1 })));
    const result = applyToList(answer, [updated(moved(m1, 'arkivert', 9), stateOf(m1))], onlyNew, { catchUp: true });
    expect(result.stale).toBe(true);
    expect(result.data.pages[0]!.counts).toEqual(counts({ ny: 1, lest: 1 }));
    // A change of a row it holds is certain.
    const m2 = message(2);
    const certain = applyToList(answer, [updated(moved(m2, 'lest', 9), stateOf(m2))], onlyNew, { catchUp: true });
    expect(certain.stale).toBe(false);
    expect(certain.data.pages[0]!.counts).toEqual(counts({ lest: 2 }));
    // A new message it would show on top but lacks was not there yet when it answered: certain too.
    const fresh = applyToList(answer, [created(message(3))], onlyNew, { catchUp: true });
    expect(fresh.stale).toBe(false);
    expect(ids(fresh.data)).toEqual(['m3', 'm2']);
    expect(fresh.data.pages[0]!.counts).toEqual(counts({ ny: 2, lest: 1 }));
  });

  it('returns the same data when nothing changed, so nothing renders again', () => {
    const data = list(page([message(1)], null, counts({ ny: 1 })));
    const result = applyToList(data, [created(message(2, { source: 'web' }))], { ...DEFAULT_FILTERS, source: 'sms' });
    expect(result.data).toBe(data);
  });
});

describe('the summary cache', () => {
  it('counts new messages and keeps the five latest and the queue', () => {
    const start = summary({ new_count: 0 });
    const batch = [1, 2, 3, 4, 5, 6].map((n) => created(message(n)));
    const result = applyToSummary(start, batch);
    expect(result.data.new_count).toBe(6);
    expect(result.data.latest.map((m) => m.id)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2']);
    expect(result.data.queue.map((m) => m.id)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1']);
  });

  it('puts starred messages first in the queue and takes used ones out', () => {
    const [m1, m2, m3] = [message(1), message(2), message(3)];
    const start = summary({ new_count: 3, latest: [m3, m2, m1], queue: [m3, m2, m1] });
    const result = applyToSummary(start, [updated(moved(m1, 'stjernemerket', 10), stateOf(m1)), updated(moved(m3, 'brukt', 11), stateOf(m3))]);
    expect(result.data.queue.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(result.data.new_count).toBe(1);
    expect(result.data.latest.map((m) => m.id)).toEqual(['m3', 'm2', 'm1']);
    expect(result.stale).toBe(false);
  });

  it('asks for a refetch when a slot opens in a full latest list', () => {
    const five = [5, 4, 3, 2, 1].map((n) => message(n, { status: 'lest' }));
    const start = summary({ latest: five, queue: five });
    const result = applyToSummary(start, [updated(moved(five[0]!, 'arkivert', 20), stateOf(five[0]!))]);
    expect(result.data.latest).toHaveLength(4);
    expect(result.stale).toBe(true);
  });

  it('ignores a repeat and an older change', () => {
    const m1 = message(1);
    const read = moved(m1, 'lest', 10);
    const start = summary({ new_count: 0, latest: [read], queue: [read] });
    const again = applyToSummary(start, [created(m1, stateOf(read)), updated(read, stateOf(read))]);
    expect(again.data.new_count).toBe(0);
    expect(again.data.latest[0]!.status).toBe('lest');
  });
});

describe('the change log', () => {
  it('stamps each change with what was known before it and hands each cache what it has not seen', () => {
    const log = new ChangeLog();
    const m1 = message(1);
    const first = log.receive('created', m1);
    expect(first.previous).toBeNull();
    const mark = log.head;
    const second = log.receive('updated', moved(m1, 'lest', 5));
    expect(second.previous).toEqual(stateOf(m1));
    expect(log.since(mark)).toEqual([second]);
    expect(log.since(log.head)).toEqual([]);
  });

  it('does not let an older answer overwrite what an event taught it', () => {
    const log = new ChangeLog();
    const m1 = message(1);
    log.receive('updated', moved(m1, 'arkivert', 30));
    log.learn([moved(m1, 'lest', 10)]);
    expect(log.receive('updated', moved(m1, 'arkivert', 30)).previous?.status).toBe('arkivert');
  });

  it('says so when the changes a cache needs were already dropped', () => {
    const log = new ChangeLog({ entries: 2, known: 10 });
    for (let n = 1; n <= 5; n++) log.receive('created', message(n));
    expect(log.since(1)).toBeNull();
    expect(log.since(3)).toHaveLength(2);
  });
});
