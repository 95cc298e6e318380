import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  type CollectionInput,
  type CollectionsResponse,
  type ContentItemRef,
  type HubFacetsResponse,
  type HubQuery,
  type HubResponse,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { useTypedChannel } from '@/lib/realtime';

export const hubKeys = {
  all: ['content-hub'] as const,
  search: (query: HubQuery) => ['content-hub', 'search', query] as const,
  facets: ['content-hub', 'facets'] as const,
  collections: ['content-hub', 'collections'] as const,
};

function toSearchParams(query: HubQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null && !(key === 'type' && value === 'all') && !(key === 'page' && value === 0)) {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search; the previous answer stays on screen while the next one loads, so typing does not flicker. */
export function useHubSearch(query: HubQuery) {
  return useQuery({
    queryKey: hubKeys.search(query),
    queryFn: ({ signal }) => api.get<HubResponse>(`/api/content-hub${toSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHubFacets() {
  return useQuery({ queryKey: hubKeys.facets, queryFn: ({ signal }) => api.get<HubFacetsResponse>('/api/content-hub/facets', { signal }) });
}

export function useCollections() {
  return useQuery({ queryKey: hubKeys.collections, queryFn: ({ signal }) => api.get<CollectionsResponse>('/api/collections', { signal }) });
}

/**
 * Any change to notes, media or collections (by anyone) refreshes the hub: results and counts
 * depend on the search, so the server recounts. Bursts of events cause one refetch.
 */
export function useHubLive() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: hubKeys.all }), 150);
  };
  // Every valid event of either channel counts; what it says does not matter, only that it changed.
  useTypedChannel('content', refresh, { onResync: refresh });
  useTypedChannel('media', refresh, { onResync: refresh });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput) => api.post('/api/collections', input),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hubKeys.all }),
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/collections/${id}`),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hubKeys.all }),
  });
}

export function useToggleCollectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, ref, add }: { collectionId: string; ref: ContentItemRef; add: boolean }) =>
      add
        ? api.post(`/api/collections/${collectionId}/items`, ref)
        : api.delete(`/api/collections/${collectionId}/items/${ref.item_type}/${ref.item_id}`),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hubKeys.all }),
  });
}
