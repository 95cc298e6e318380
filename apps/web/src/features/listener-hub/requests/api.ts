import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MusicRequest, MusicRequestResponse, MusicRequestRules, MusicRequestsResponse, MusicRequestStatus } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { placeInList } from '../lib/list-cache';

/**
 * Music requests, one list per status filter ('alle' for all), each answer carrying the rules.
 * Kept live by the music-requests channel: a request goes into every list whose filter it fits,
 * new rules into every answer.
 */

export type RequestFilter = MusicRequestStatus | 'alle';

export const requestKeys = {
  all: ['listener-hub', 'music-requests'] as const,
  list: (filter: RequestFilter) => ['listener-hub', 'music-requests', filter] as const,
};

export function useMusicRequests(filter: RequestFilter) {
  return useQuery({
    queryKey: requestKeys.list(filter),
    queryFn: ({ signal }) => api.get<MusicRequestsResponse>(`/api/music-requests${filter === 'alle' ? '' : `?${new URLSearchParams({ status: filter })}`}`, { signal }),
    ...cacheProfile('user'),
  });
}

export function storeRequest(queryClient: QueryClient, request: MusicRequest) {
  for (const [key] of queryClient.getQueriesData<MusicRequestsResponse>({ queryKey: requestKeys.all })) {
    const filter = key[2] as RequestFilter;
    queryClient.setQueryData<MusicRequestsResponse>(key, (data) => {
      if (!data) return data;
      const requests = placeInList(data.requests, request, filter === 'alle' || filter === request.status)!;
      return requests === data.requests ? data : { ...data, requests };
    });
  }
}

export function storeRules(queryClient: QueryClient, rules: MusicRequestRules) {
  queryClient.setQueriesData<MusicRequestsResponse>({ queryKey: requestKeys.all }, (data) => (data ? { ...data, rules } : data));
}

export function useSetRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MusicRequestStatus }) =>
      api.patch<MusicRequestResponse>(`/api/music-requests/${encodeURIComponent(id)}`, { status }).then((r) => r.request),
    onSuccess: (request) => storeRequest(queryClient, request),
    // Setting a status twice is harmless.
    retry: 1,
  });
}

export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: MusicRequestRules) => api.put<{ rules: MusicRequestRules }>('/api/music-requests/rules', rules).then((r) => r.rules),
    onSuccess: (rules) => storeRules(queryClient, rules),
    retry: 1,
  });
}
