import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BroadcastState,
  BroadcastStateChangedPayload,
  BroadcastStateInput,
  DisplayMessage,
  DisplayMessageResponse,
  DisplayMessagesResponse,
  OnAirResponse,
  OnAirSwitchedPayload,
  ScheduledShowsResponse,
} from '@studioportal/shared';
import { ON_AIR_LIMITS } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

/**
 * ON AIR, what is on air, and the messages on the studio displays. Both lists arrive live by
 * realtime events (use-on-air-sync), replayed by cursor after a reconnect; the studio displays
 * also refetch everything when their connection comes back.
 */

export const onAirKeys = {
  overview: ['on-air'] as const,
  displayMessages: ['display-messages'] as const,
  shows: (hour: number) => ['on-air', 'shows', hour] as const,
  showsAll: ['on-air', 'shows'] as const,
};

export const onAirQuery = queryOptions({
  queryKey: onAirKeys.overview,
  queryFn: ({ signal }) => api.get<OnAirResponse>('/api/on-air', { signal }),
  // Every screen's navbar shows it: events keep it current, no polling underneath.
  ...cacheProfile('user'),
});

export const displayMessagesQuery = queryOptions({
  queryKey: onAirKeys.displayMessages,
  queryFn: ({ signal }) => api.get<DisplayMessagesResponse>('/api/display-messages', { signal }).then((r) => r.messages),
  ...cacheProfile('user'),
});

const HOUR_MS = 3_600_000;

/** Shows starting within a day either side of this hour; the screen picks the one running now. */
export function showsAroundQuery(nowMs: number) {
  const hour = Math.floor(nowMs / HOUR_MS);
  return queryOptions({
    queryKey: onAirKeys.shows(hour),
    queryFn: ({ signal }) => {
      const from = new Date((hour - 24) * HOUR_MS).toISOString();
      const to = new Date((hour + 24) * HOUR_MS).toISOString();
      return api
        .get<ScheduledShowsResponse>(`/api/shows?${new URLSearchParams({ from, to })}`, { signal })
        .then((r) => r.shows);
    },
    refetchInterval: 60_000,
  });
}

export function useOnAir() {
  return useQuery(onAirQuery);
}

export function useDisplayMessages() {
  return useQuery(displayMessagesQuery);
}

// ─── Cache updates from events ───────────────────────────────────────────────

export function applySwitched(queryClient: QueryClient, payload: OnAirSwitchedPayload) {
  queryClient.setQueryData<OnAirResponse>(onAirKeys.overview, (data) => {
    const log = data?.log ?? [];
    if (log.some((e) => e.id === payload.entry.id)) return data;
    return { status: payload.status, state: payload.state, log: [payload.entry, ...log].slice(0, ON_AIR_LIMITS.logShown) };
  });
}

export function applyState(queryClient: QueryClient, { state }: BroadcastStateChangedPayload) {
  queryClient.setQueryData<OnAirResponse>(onAirKeys.overview, (data) => (data ? { ...data, state } : data));
}

export function addDisplayMessage(queryClient: QueryClient, message: DisplayMessage) {
  queryClient.setQueryData<DisplayMessage[]>(onAirKeys.displayMessages, (list = []) =>
    list.some((m) => m.id === message.id) ? list : [message, ...list].slice(0, ON_AIR_LIMITS.displayMessagesShown),
  );
}

export function removeDisplayMessage(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<DisplayMessage[]>(onAirKeys.displayMessages, (list) => list?.filter((m) => m.id !== id));
}

// ─── Mutations ───────────────────────────────────────────────────────────────

export function useSwitchOnAir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLive: boolean) => api.post<OnAirResponse>('/api/on-air', { is_live: isLive }),
    onSuccess: (data) => queryClient.setQueryData(onAirKeys.overview, data),
    // A refused switch (429) must not be sent again behind the person's back.
    retry: 0,
  });
}

export function useSetBroadcastState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastStateInput) => api.put<{ state: BroadcastState }>('/api/on-air/state', input),
    onSuccess: (data) => applyState(queryClient, data),
    retry: 0,
  });
}

export function usePushDisplayMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<DisplayMessageResponse>('/api/display-messages', { text }).then((r) => r.message),
    onSuccess: (message) => addDisplayMessage(queryClient, message),
    retry: 0,
  });
}

export function useClearDisplayMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<DisplayMessageResponse>(`/api/display-messages/${id}/clear`).then((r) => r.message),
    onSuccess: (message) => removeDisplayMessage(queryClient, message.id),
  });
}
