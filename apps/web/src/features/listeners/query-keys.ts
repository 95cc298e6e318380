import type { ListenerFilters } from './listener-filters';

/** Own root ('listener-queue'), so invalidating the queue never touches the hub's polls or requests. */
export const listenerKeys = {
  all: ['listener-queue'] as const,
  lists: ['listener-queue', 'messages'] as const,
  list: (filters: ListenerFilters) => ['listener-queue', 'messages', filters] as const,
  summary: ['listener-queue', 'summary'] as const,
};
