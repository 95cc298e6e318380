import { useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CHANNELS,
  type BroadcastListResponse,
  type BroadcastMessage,
  type BroadcastMessageResponse,
  type PersonRef,
  type CreateBroadcastInput,
} from '@studioportal/shared';
import { api, isApiError } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { getChannelStatus, subscribeChannelStatus } from '@/lib/realtime';
import { catchUp, withAcknowledgement, withoutMessage } from './broadcast-cache';

export const broadcastKeys = {
  list: ['broadcast-messages'] as const,
};

/**
 * The 'realtime' caching profile (spec section 9), except that polling only runs while the
 * broadcast channel is not live: with the socket up, its events keep the list current.
 */
const REALTIME = cacheProfile('realtime');

export function broadcastListQuery(enabled: boolean, channelLive: boolean) {
  return {
    queryKey: broadcastKeys.list,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      catchUp(await api.get<BroadcastListResponse>('/api/broadcast-messages', { signal })),
    ...REALTIME,
    refetchInterval: channelLive ? (false as const) : REALTIME.refetchInterval,
    enabled,
  };
}

export function useBroadcastList(enabled = true) {
  // Re-render when the channel goes up or down, so polling starts and stops with it.
  const channel = useSyncExternalStore(subscribeChannelStatus, () => getChannelStatus(CHANNELS.broadcast.name));
  return useQuery(broadcastListQuery(enabled, channel === 'subscribed'));
}

export function updateBroadcastList(queryClient: QueryClient, update: (list: BroadcastListResponse) => BroadcastListResponse): void {
  queryClient.setQueryData<BroadcastListResponse>(broadcastKeys.list, (current) => (current ? update(current) : current));
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBroadcastInput) => api.post<BroadcastMessageResponse>('/api/broadcast-messages', input),
    // A retry could send the same emergency twice; the person decides whether to try again.
    retry: false,
    onSuccess: ({ message }) => {
      updateBroadcastList(queryClient, (list) =>
        list.messages.some((m) => m.id === message.id) ? list : { ...list, messages: [message, ...list.messages] },
      );
    },
  });
}

/** 'Forstått': shown as done at once; undone if the server says no. */
export function useAcknowledgeBroadcast(me: PersonRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: BroadcastMessage) =>
      api.post<BroadcastMessageResponse>(`/api/broadcast-messages/${encodeURIComponent(message.id)}/acknowledge`),
    // It is idempotent, so one retry is safe — but only for network or server trouble, not a refusal.
    retry: (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    onMutate: async (message) => {
      if (!me) return;
      await queryClient.cancelQueries({ queryKey: broadcastKeys.list });
      updateBroadcastList(queryClient, (list) => ({
        ...list,
        messages: list.messages.map((m) => (m.id === message.id ? withAcknowledgement(m, me) : m)),
      }));
    },
    onError: (error, message) => {
      // Gone already (dismissed or expired elsewhere): nothing left to acknowledge.
      if (isApiError(error) && error.status === 404) updateBroadcastList(queryClient, (list) => withoutMessage(list, message.id));
      else void queryClient.invalidateQueries({ queryKey: broadcastKeys.list });
    },
  });
}

export function useDismissBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: BroadcastMessage) => api.post<boolean>('/api/rpc/dismiss_broadcast_message', { message_id: message.id }),
    retry: false,
    onSuccess: (_dismissed, message) => updateBroadcastList(queryClient, (list) => withoutMessage(list, message.id)),
  });
}
