import type { Query } from '@tanstack/react-query';

/**
 * When this page was loaded. Data older than that was restored from the saved query cache
 * (persisted-query-cache.tsx), not fetched by this page.
 */
export const PAGE_LOADED_AT = Date.now();

/**
 * The shared query default for refetchOnMount (lib/query-client.ts): the spec's "no refetch on
 * mount" holds for data fetched in this session; data restored from storage is refetched (when
 * stale) as soon as a screen uses it, so the saved copy only ever bridges the gap.
 */
export function cameFromStorage(query: Pick<Query, 'state'>): boolean {
  return query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < PAGE_LOADED_AT;
}
