import { LISTENER_LIMITS, LISTENER_SOURCES, LISTENER_STATUSES, type ListenerMessage, type ListenerSource, type ListenerStatus } from '@studioportal/shared';

/**
 * The queue's filters, shared by the query key, the request and the live merge: an event is
 * placed in a cached list only when it matches the same filters the server applied.
 */
export const STATUS_FILTERS = ['aktive', ...LISTENER_STATUSES, 'alle'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ListenerFilters {
  status: StatusFilter;
  source: ListenerSource | null;
  showId: string | null;
  /** Trimmed search text; '' for none. */
  q: string;
}

export const DEFAULT_FILTERS: ListenerFilters = { status: 'aktive', source: null, showId: null, q: '' };

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value);
}

/** The query string of GET /api/listener-messages for these filters (and a page cursor). */
export function filtersToParams(filters: ListenerFilters, before: string | null = null): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.source) params.set('source', filters.source);
  if (filters.showId) params.set('show_id', filters.showId);
  if (filters.q) params.set('q', filters.q);
  if (before) params.set('before', before);
  return params;
}

export function statusMatches(status: ListenerStatus, filter: StatusFilter): boolean {
  if (filter === 'alle') return true;
  if (filter === 'aktive') return status !== 'arkivert';
  return status === filter;
}

const fold = (text: string) => text.toLocaleLowerCase('nb');

/**
 * Source, show and search: what the per-status counts of a response are taken over (the status
 * filter picks rows, the counts show every status). The search follows the server's rule, name
 * and text; a request's song is part of its text on the wire.
 */
export function inScope(message: ListenerMessage, filters: ListenerFilters): boolean {
  if (filters.source && message.source !== filters.source) return false;
  if (filters.showId && message.show_id !== filters.showId) return false;
  if (filters.q) {
    const q = fold(filters.q);
    if (!fold(message.name).includes(q) && !fold(message.body).includes(q)) return false;
  }
  return true;
}

export function matchesFilters(message: ListenerMessage, filters: ListenerFilters): boolean {
  return inScope(message, filters) && statusMatches(message.status, filters.status);
}

/** Filters in the page address (?status=ny&kilde=sms&program=…&sok=…), so a view can be shared and survives a reload. */
export const FILTER_PARAMS = { status: 'status', source: 'kilde', showId: 'program', q: 'sok' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filtersFromSearch(params: URLSearchParams): ListenerFilters {
  const status = params.get(FILTER_PARAMS.status);
  const source = params.get(FILTER_PARAMS.source);
  const showId = params.get(FILTER_PARAMS.showId);
  return {
    status: isStatusFilter(status) ? status : DEFAULT_FILTERS.status,
    source: source && (LISTENER_SOURCES as readonly string[]).includes(source) ? (source as ListenerSource) : null,
    showId: showId && UUID.test(showId) ? showId : null,
    q: (params.get(FILTER_PARAMS.q) ?? '').trim().slice(0, LISTENER_LIMITS.searchMax),
  };
}

export function filtersToSearch(filters: ListenerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_FILTERS.status) params.set(FILTER_PARAMS.status, filters.status);
  if (filters.source) params.set(FILTER_PARAMS.source, filters.source);
  if (filters.showId) params.set(FILTER_PARAMS.showId, filters.showId);
  if (filters.q) params.set(FILTER_PARAMS.q, filters.q);
  return params;
}
