import type { ListenerMessage, ListenerMessagesResponse, ListenerStatusCounts, ListenerSummary } from '@studioportal/shared';
import type { ListenerListData } from './listener-cache';

/** Test data for the queue's pure modules (not part of the app bundle: only tests import it). */

const BASE = Date.parse('2025-03-03T06:00:00Z');
export const at = (second: number) => new Date(BASE + second * 1000).toISOString();

export function message(n: number, over: Partial<ListenerMessage> = {}): ListenerMessage {
  return {
    id: `m${n}`,
    source: 'sms',
    status: 'ny',
    name: `Lytter ${n}`,
    body: `Hilsen nummer ${n}`,
    phone: '+47 ••••• 567',
    blockable: true,
    show_id: 'show-a',
    show_title: 'Morgenshowet',
    request: null,
    episode_title: null,
    created_at: at(n),
    status_changed_by: null,
    status_changed_at: null,
    pushed_at: null,
    pushed_by: null,
    read_on_air_at: null,
    read_on_air_by: null,
    ...over,
  };
}

/** The message after a status change at `second`. */
export const moved = (m: ListenerMessage, status: ListenerMessage['status'], second: number): ListenerMessage => ({
  ...m,
  status,
  status_changed_at: at(second),
});

export function counts(over: Partial<ListenerStatusCounts> = {}): ListenerStatusCounts {
  return { ny: 0, lest: 0, stjernemerket: 0, brukt: 0, arkivert: 0, ...over };
}

export function page(messages: ListenerMessage[], nextBefore: string | null = null, pageCounts = counts()): ListenerMessagesResponse {
  return { messages, counts: pageCounts, next_before: nextBefore };
}

export function list(...pages: ListenerMessagesResponse[]): ListenerListData {
  return { pages, pageParams: pages.map((p, i) => (i === 0 ? null : pages[i - 1]!.next_before)) };
}

export function summary(over: Partial<ListenerSummary> = {}): ListenerSummary {
  return { new_count: 0, latest: [], queue: [], ...over };
}
