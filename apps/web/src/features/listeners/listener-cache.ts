import type { InfiniteData } from '@tanstack/react-query';
import {
  LISTENER_LIMITS,
  type ListenerMessage,
  type ListenerMessagesResponse,
  type ListenerStatus,
  type ListenerSummary,
} from '@studioportal/shared';
import { inScope, matchesFilters, type ListenerFilters } from './listener-filters';

/**
 * Pure updates of the cached queue from live changes (events, and our own mutations' answers).
 * A call to action on air brings hundreds of messages a second, so nothing here refetches: each
 * cache is moved along by the changes themselves, in the order they arrived, and says `stale`
 * only when it cannot know the answer (a row it never saw changed status; a slot opened in a
 * capped list). Every step is idempotent: the same change twice changes nothing the second time.
 */

export type ListenerListData = InfiniteData<ListenerMessagesResponse, string | null>;

/** What a tab knows of one message: its status, and how new that knowledge is. */
export interface KnownState {
  status: ListenerStatus;
  version: number;
}

export interface ListenerChange {
  kind: 'created' | 'updated';
  message: ListenerMessage;
  /** What this tab knew of the message just before the change; null when it had never heard of it. */
  previous: KnownState | null;
}

export interface MergeResult<T> {
  data: T;
  /** The counts or a capped list may now be off by what only the server knows: fetch again soon. */
  stale: boolean;
}

export interface MergeOptions {
  /**
   * The data is a server answer that was under way while these changes arrived, so it may
   * already hold them: only rows it contains tell what it counted.
   */
  catchUp?: boolean;
  /** Rows kept loaded in a list; the oldest go and come back with "Vis eldre". */
  maxRows?: number;
  /** False for an older page on its own: a new message never belongs there. */
  insert?: boolean;
}

/** Rows a list keeps while messages pour in (six pages). */
export const MAX_LIVE_ROWS = LISTENER_LIMITS.pageSize * 6;

/** Statuses the broadcast studio's queue holds (never used or archived). */
const QUEUE_STATUSES: readonly ListenerStatus[] = ['stjernemerket', 'ny', 'lest'];

const instant = (iso: string | null): number => {
  if (!iso) return 0;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** A message's latest change: every change stamps one of these times, so a later one is newer. */
export function versionOf(message: ListenerMessage): number {
  return Math.max(instant(message.created_at), instant(message.status_changed_at), instant(message.pushed_at), instant(message.read_on_air_at));
}

export function stateOf(message: ListenerMessage): KnownState {
  return { status: message.status, version: versionOf(message) };
}

const newerFirst = (a: ListenerMessage, b: ListenerMessage) => instant(b.created_at) - instant(a.created_at);
const starredFirst = (a: ListenerMessage, b: ListenerMessage) =>
  Number(b.status === 'stjernemerket') - Number(a.status === 'stjernemerket') || newerFirst(a, b);

const isMasked = (phone: string) => phone.includes('•');

/** Events carry masked phones; a whole number from a moderator's answer stays (a message's phone never changes). */
function withBestPhone(existing: ListenerMessage | null, incoming: ListenerMessage): ListenerMessage {
  if (!existing?.phone || (incoming.phone && !isMasked(incoming.phone)) || existing.phone === incoming.phone) return incoming;
  return { ...incoming, phone: existing.phone };
}

/**
 * The state a change starts from, as this cache saw it: earlier in the same batch, its own row,
 * or what the tab knew. An answer that may already hold the change (`catchUp`) vouches only for
 * what it would show: a row it would hold but lacks was not there yet. Undefined means unknown.
 */
function startingState(
  change: ListenerChange,
  local: Map<string, KnownState>,
  existing: ListenerMessage | null,
  catchUp: boolean | 'shown',
): KnownState | null | undefined {
  const seen = local.get(change.message.id);
  if (seen) return seen;
  if (existing) return stateOf(existing);
  return catchUp === true ? undefined : change.previous;
}

type StatusCounts = ListenerMessagesResponse['counts'];

/** Moves the per-status counts along; false when the change cannot be counted without the server. */
function countChange(counts: StatusCounts, change: ListenerChange, from: KnownState | null | undefined): boolean {
  const to = change.message.status;
  if (from) {
    if (from.status !== to) {
      counts[from.status] = Math.max(0, counts[from.status] - 1);
      counts[to] += 1;
    }
    return true;
  }
  if (from === null && change.kind === 'created') {
    counts[to] += 1;
    return true;
  }
  return false;
}

function locate(pages: ListenerMessage[][], id: string): { page: number; row: number } | null {
  for (let page = 0; page < pages.length; page++) {
    const row = pages[page]!.findIndex((m) => m.id === id);
    if (row !== -1) return { page, row };
  }
  return null;
}

/** Whether a message's time falls within the loaded rows (or the list is complete). */
function withinLoaded(pages: ListenerMessage[][], message: ListenerMessage, complete: boolean): boolean {
  if (complete) return true;
  const oldest = pages.findLast((rows) => rows.length > 0)?.at(-1);
  return oldest !== undefined && instant(message.created_at) >= instant(oldest.created_at);
}

/** Puts a row where its time belongs; false when it is older than everything loaded and more is on the server. */
function insertRow(pages: ListenerMessage[][], message: ListenerMessage, complete: boolean): boolean {
  const at = instant(message.created_at);
  for (const rows of pages) {
    const last = rows.at(-1);
    if (!last || at < instant(last.created_at)) continue;
    // A new message goes above rows of the same moment: the newest arrival shows on top.
    rows.splice(rows.findIndex((r) => instant(r.created_at) <= at), 0, message);
    return true;
  }
  if (!complete) return false;
  pages.at(-1)!.push(message);
  return true;
}

/**
 * Applies changes to one cached list (the pages of one set of filters). New matching messages go
 * in at their time (a live one at the top), rows that stop matching leave, the counts of the
 * first page follow every change in scope, and the list keeps at most `maxRows` rows.
 */
export function applyToList(
  data: ListenerListData,
  changes: readonly ListenerChange[],
  filters: ListenerFilters,
  options: MergeOptions = {},
): MergeResult<ListenerListData> {
  const first = data.pages[0];
  if (!first || changes.length === 0) return { data, stale: false };
  const { catchUp = false, maxRows = MAX_LIVE_ROWS, insert = true } = options;
  const pages = data.pages.map((p) => p.messages.slice());
  const complete = data.pages.at(-1)!.next_before === null;
  const counts = { ...first.counts };
  const local = new Map<string, KnownState>();
  let changed = false;
  let stale = false;

  for (const change of changes) {
    const { message } = change;
    const at = locate(pages, message.id);
    const existing = at ? pages[at.page]![at.row]! : null;
    const wouldShow = insert && matchesFilters(message, filters) && withinLoaded(pages, message, complete);
    const from = startingState(change, local, existing, catchUp && wouldShow ? 'shown' : catchUp);
    // Older news than what this cache already shows (a replay, or an answer overtaken by an event).
    if (from && from.version > versionOf(message)) continue;
    if (inScope(message, filters) && !countChange(counts, change, from)) stale = true;
    local.set(message.id, stateOf(message));
    const next = withBestPhone(existing, message);
    if (at) {
      if (matchesFilters(next, filters)) pages[at.page]![at.row] = next;
      else pages[at.page]!.splice(at.row, 1);
      changed = true;
    } else if (insert && matchesFilters(next, filters) && insertRow(pages, next, complete)) {
      changed = true;
    }
  }

  const countsChanged = Object.keys(counts).some((s) => counts[s as ListenerStatus] !== first.counts[s as ListenerStatus]);
  if (!changed && !countsChanged) return { data, stale };

  const trimmed = trimRows(pages, maxRows);
  const result: ListenerListData = {
    pages: trimmed.pages.map((messages, i) => {
      const page = data.pages[i]!;
      const isLast = i === trimmed.pages.length - 1;
      return {
        ...page,
        messages,
        ...(i === 0 ? { counts } : {}),
        ...(isLast && trimmed.cut ? { next_before: messages.at(-1)?.created_at ?? page.next_before } : {}),
      };
    }),
    pageParams: data.pageParams.slice(0, trimmed.pages.length),
  };
  return { data: result, stale };
}

/** Drops the oldest rows beyond `maxRows` (and pages left empty, never the first). */
function trimRows(pages: ListenerMessage[][], maxRows: number): { pages: ListenerMessage[][]; cut: boolean } {
  let extra = pages.reduce((n, rows) => n + rows.length, 0) - maxRows;
  if (extra <= 0) return { pages, cut: false };
  const kept = pages.slice();
  while (extra > 0 && kept.length > 0) {
    const last = kept.at(-1)!;
    if (last.length <= extra && kept.length > 1) {
      extra -= last.length;
      kept.pop();
    } else {
      kept[kept.length - 1] = last.slice(0, Math.max(0, last.length - extra));
      extra = 0;
    }
  }
  return { pages: kept, cut: true };
}

/**
 * Places a message in a capped, ordered list (or takes it out). A message sorting past the end
 * of a full list is left out; a slot opening in a full list is filled by the server on the next
 * fetch (`stale`).
 */
function place(
  list: ListenerMessage[],
  message: ListenerMessage,
  keep: boolean,
  cap: number,
  order: (a: ListenerMessage, b: ListenerMessage) => number,
): { list: ListenerMessage[]; stale: boolean } {
  const index = list.findIndex((m) => m.id === message.id);
  const full = list.length >= cap;
  const rest = index === -1 ? list : list.filter((_, i) => i !== index);
  if (!keep) return { list: index === -1 ? list : rest, stale: index !== -1 && full };
  const position = rest.findIndex((m) => order(message, m) <= 0);
  if (position === -1) {
    if (!full || index === list.length - 1) return { list: [...rest, message], stale: false };
    return { list: rest, stale: index !== -1 };
  }
  const next = [...rest.slice(0, position), message, ...rest.slice(position)];
  return { list: next.slice(0, cap), stale: false };
}

/**
 * Applies changes to the summary: the count of new messages, the five latest not archived, and
 * the broadcast studio's queue (starred first, then new and read, newest first).
 */
export function applyToSummary(summary: ListenerSummary, changes: readonly ListenerChange[], options: Pick<MergeOptions, 'catchUp'> = {}): MergeResult<ListenerSummary> {
  if (changes.length === 0) return { data: summary, stale: false };
  const catchUp = options.catchUp ?? false;
  let { latest, queue, new_count: newCount } = summary;
  const local = new Map<string, KnownState>();
  let stale = false;
  let changed = false;

  for (const change of changes) {
    const { message } = change;
    const existing = latest.find((m) => m.id === message.id) ?? queue.find((m) => m.id === message.id) ?? null;
    const from = startingState(change, local, existing, catchUp);
    if (from && from.version > versionOf(message)) continue;
    const isNew = Number(message.status === 'ny');
    if (from) newCount += isNew - Number(from.status === 'ny');
    else if (from === null && change.kind === 'created') newCount += isNew;
    else stale = true;
    local.set(message.id, stateOf(message));
    const next = withBestPhone(existing, message);
    const inLatest = place(latest, next, next.status !== 'arkivert', LISTENER_LIMITS.latestShown, newerFirst);
    const inQueue = place(queue, next, QUEUE_STATUSES.includes(next.status), LISTENER_LIMITS.queueShown, starredFirst);
    if (inLatest.list !== latest || inQueue.list !== queue) changed = true;
    latest = inLatest.list;
    queue = inQueue.list;
    stale ||= inLatest.stale || inQueue.stale;
  }

  newCount = Math.max(0, newCount);
  if (!changed && newCount === summary.new_count) return { data: summary, stale };
  return { data: { ...summary, new_count: newCount, latest, queue }, stale };
}
