import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatConversationsResponse,
  ChatMessage,
  ChatMuteResponse,
  ChatMutesResponse,
  ChatReportResponse,
  ChatReportsResponse,
  MuteChatUserInput,
} from '@studioportal/shared';
import { api, isApiError } from '@/lib/api';
import { useAuth } from '@/features/auth';
import { chatKeys, storeMessage } from './api';

/** Chat moderation (issue 17, part 6): reports, removal by a moderator, mutes. */
export const moderationKeys = {
  reports: ['chat', 'moderation', 'reports'] as const,
  mutes: ['chat', 'moderation', 'mutes'] as const,
};

/** Never retry a refusal; a network hiccup once. */
const retryTransient = (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** True for Administrators and Programledere (permission `moderateChat`). */
export function useCanModerate(): boolean {
  const { can, isApproved } = useAuth();
  return isApproved && can('moderateChat');
}

/** Open reports; kept fresh by the 'chat.report.*' events (use-chat-sync.ts). */
export function useChatReports(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.reports,
    queryFn: ({ signal }) => api.get<ChatReportsResponse>('/api/chat/reports', { signal }),
    enabled,
    // Invalidated by the moderators' events; opening the chat page again catches up.
    refetchOnMount: true,
  });
}

/** Mutes in force; kept fresh by 'chat.mute.changed'. */
export function useChatMutes(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.mutes,
    queryFn: ({ signal }) => api.get<ChatMutesResponse>('/api/chat/mutes', { signal }),
    enabled,
    // Shown only while the dialog is open: a change seen meanwhile (an event, our own mute) is
    // fetched when it opens again, and a mute that ran out meanwhile drops off.
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<ChatReportResponse>(`/api/chat/messages/${encodeURIComponent(id)}/report`, { reason }),
    // Reporting twice is the same report (the server keeps one per person and message).
    retry: retryTransient,
  });
}

export function useModerateMessage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ message: ChatMessage }>(`/api/chat/messages/${encodeURIComponent(id)}/moderate`, { reason }),
    retry: retryTransient,
    onSuccess: ({ message }) => {
      // A reported private message between two others is not in this person's caches at all.
      const mine = message.channel_type === 'public' || message.sender_id === user?.id || message.recipient_id === user?.id;
      if (user && mine) storeMessage(queryClient, message, 'deleted', user.id, true);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reports });
    },
  });
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true }>(`/api/chat/reports/${encodeURIComponent(id)}/dismiss`, {}),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ChatReportsResponse>(moderationKeys.reports, (data) => (data ? { reports: data.reports.filter((r) => r.id !== id) } : data));
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reports });
    },
  });
}

export function useMuteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MuteChatUserInput) => api.post<ChatMuteResponse>('/api/chat/mutes', input),
    retry: retryTransient,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.mutes }),
  });
}

export function useUnmuteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<ChatMuteResponse>(`/api/chat/mutes/${encodeURIComponent(userId)}`),
    retry: retryTransient,
    onSuccess: (_result, userId) => {
      queryClient.setQueryData<ChatMutesResponse>(moderationKeys.mutes, (data) => (data ? { mutes: data.mutes.filter((m) => m.user.id !== userId) } : data));
      void queryClient.invalidateQueries({ queryKey: moderationKeys.mutes });
    },
  });
}

/** The viewer's own mute changed (event or refusal): the composer follows at once. */
export function setOwnMute(queryClient: ReturnType<typeof useQueryClient>, mutedUntil: string | null) {
  queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations, (data) => (data ? { ...data, muted_until: mutedUntil } : data));
}
