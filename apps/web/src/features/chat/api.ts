import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  conversationOf,
  type ChatColleaguesResponse,
  type ChatConversationsResponse,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatReadResponse,
  type EditChatMessageInput,
  type MarkChatReadInput,
  type SendChatMessageInput,
} from '@studioportal/shared';
import { api, isApiError } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useAuth } from '@/features/auth';
import { applyRead, applyToConversations, upsertHistory, type ChatHistoryData } from './chat-cache';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  colleagues: ['chat', 'colleagues'] as const,
  history: (conversation: string) => ['chat', 'history', conversation] as const,
};

/** Retry only what might work a second time: network trouble and server errors, never a refusal. */
const retryTransient = (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function useConversations() {
  const { isApproved } = useAuth();
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => api.get<ChatConversationsResponse>('/api/chat/conversations', { signal }),
    enabled: isApproved,
  });
}

export function useColleagues() {
  return useQuery({
    queryKey: chatKeys.colleagues,
    queryFn: ({ signal }) => api.get<ChatColleaguesResponse>('/api/chat/colleagues', { signal }),
  });
}

/** History of one conversation, newest page first, paging back by cursor (spec: 'infinite' profile). */
export function useChatHistory(conversation: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(conversation),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ conversation });
      if (pageParam) params.set('before', pageParam);
      return api.get<ChatHistoryResponse>(`/api/chat/messages?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    ...cacheProfile('infinite'),
    // Opening a conversation again shows the cache at once and catches up in the background.
    refetchOnMount: true,
  });
}

/** Puts a message we know about (from the server's answer or an event) into every cache it belongs to. */
export function storeMessage(queryClient: QueryClient, message: ChatMessage, kind: 'created' | 'updated' | 'deleted', me: string, seen: boolean) {
  const conversation = conversationOf(message, me);
  const historyKey = chatKeys.history(conversation);
  queryClient.setQueryData<ChatHistoryData>(historyKey, (data) => upsertHistory(data, message));
  let refetch = false;
  queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations, (data) => {
    if (!data) return data;
    const update = applyToConversations(data, message, kind, me, seen);
    refetch = update.refetch;
    return update.data;
  });
  // A fetch still in flight may have been answered before this change was committed and would
  // overwrite it when it lands: fetch again instead.
  if (refetch || queryClient.isFetching({ queryKey: chatKeys.conversations }) > 0) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  }
  if (queryClient.isFetching({ queryKey: historyKey }) > 0) void queryClient.invalidateQueries({ queryKey: historyKey });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: SendChatMessageInput & { client_id: string }) => api.post<{ message: ChatMessage }>('/api/chat/messages', input),
    // Safe to retry: the client id makes the server store the message once.
    retry: retryTransient,
    onSuccess: ({ message }) => {
      if (user) storeMessage(queryClient, message, 'created', user.id, true);
    },
  });
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ id, ...input }: EditChatMessageInput & { id: string }) =>
      api.patch<{ message: ChatMessage }>(`/api/chat/messages/${encodeURIComponent(id)}`, input),
    retry: retryTransient,
    onSuccess: ({ message }) => {
      if (user) storeMessage(queryClient, message, 'updated', user.id, true);
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: ChatMessage }>(`/api/chat/messages/${encodeURIComponent(id)}`),
    retry: retryTransient,
    onSuccess: ({ message }) => {
      if (user) storeMessage(queryClient, message, 'deleted', user.id, true);
    },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkChatReadInput) => api.post<ChatReadResponse>('/api/chat/read', input),
    retry: retryTransient,
    onSuccess: (read) => {
      // A list fetched before this read landed would bring the old count back: fetch it again.
      if (queryClient.isFetching({ queryKey: chatKeys.conversations }) > 0) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        return;
      }
      queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations, (data) =>
        data ? applyRead(data, read.conversation, read.last_read_position, read.unread) : data,
      );
    },
  });
}

/** A v4 UUID also where crypto.randomUUID is missing (plain http on a LAN address is no secure context). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
