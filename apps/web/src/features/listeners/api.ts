import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListenerBlock,
  ListenerMessageResponse,
  ListenerMessagesResponse,
  ListenerStatus,
  ListenerSummary,
  StaffListenerMessageInput,
} from '@studioportal/shared';
import { api, isApiError } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useAuth } from '@/features/auth';
import { filtersToParams, type ListenerFilters } from './listener-filters';
import { applyAnswer, caughtUpPage, caughtUpSummary, changeMark } from './live-queue';
import { listenerKeys } from './query-keys';

export { listenerKeys } from './query-keys';

/** Retry only what might work a second time: network trouble and server errors, never a refusal. */
const retryTransient = (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

const messagePath = (id: string, action = '') => `/api/listener-messages/${encodeURIComponent(id)}${action}`;

/**
 * The staff queue for a set of filters, newest first, paging back by created_at ('infinite'
 * profile). Kept live by useListenerSync; structural sharing is off because live-queue marks the
 * very page object it stored (a shared older copy would lose its mark).
 */
/** `keepPrevious`: while another filter loads, the rows of the last one stay (no empty flash between tabs). */
export function useListenerMessages(filters: ListenerFilters, { keepPrevious = false } = {}) {
  const queryClient = useQueryClient();
  const { isApproved } = useAuth();
  return useInfiniteQuery({
    queryKey: listenerKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const mark = changeMark();
      const page = await api.get<ListenerMessagesResponse>(`/api/listener-messages?${filtersToParams(filters, pageParam)}`, { signal });
      return caughtUpPage(queryClient, filters, page, mark, pageParam === null);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
    enabled: isApproved,
    structuralSharing: false,
    ...cacheProfile('infinite'),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** New count, latest five and the studio queue: the nav badge, the dashboard card and the broadcast studio. */
export function useListenerSummary() {
  const queryClient = useQueryClient();
  const { isApproved, can } = useAuth();
  return useQuery({
    queryKey: listenerKeys.summary,
    queryFn: async ({ signal }) => {
      const mark = changeMark();
      const summary = await api.get<ListenerSummary>('/api/listener-messages/summary', { signal });
      return caughtUpSummary(queryClient, summary, mark);
    },
    enabled: isApproved && can('useStaffScreens'),
    structuralSharing: false,
  });
}

/** Stores a mutation's answer in every cached list and the summary at once. */
function useStoreAnswer(kind: 'created' | 'updated') {
  const queryClient = useQueryClient();
  return ({ message }: ListenerMessageResponse) => applyAnswer(queryClient, kind, message);
}

/** Mutation keys, so the list can show which rows have a change under way. */
export const listenerMutationKeys = {
  status: ['listener-queue', 'status'] as const,
  push: ['listener-queue', 'push'] as const,
  readOnAir: ['listener-queue', 'read-on-air'] as const,
};

export function useSetListenerStatus() {
  const onSuccess = useStoreAnswer('updated');
  return useMutation({
    mutationKey: listenerMutationKeys.status,
    mutationFn: ({ id, status }: { id: string; status: ListenerStatus }) => api.patch<ListenerMessageResponse>(messagePath(id), { status }),
    // Setting a status twice leaves it the same: safe to retry.
    retry: retryTransient,
    onSuccess,
  });
}

/** Sends the message to the studio displays and the broadcast studio ("Fra lytter"). */
export function usePushListenerMessage() {
  const onSuccess = useStoreAnswer('updated');
  return useMutation({
    mutationKey: listenerMutationKeys.push,
    mutationFn: (id: string) => api.post<ListenerMessageResponse>(messagePath(id, '/push'), {}),
    // Not retried: a second push would put it on the displays twice.
    retry: false,
    onSuccess,
  });
}

export function useReadOnAir() {
  const onSuccess = useStoreAnswer('updated');
  return useMutation({
    mutationKey: listenerMutationKeys.readOnAir,
    mutationFn: (id: string) => api.post<ListenerMessageResponse>(messagePath(id, '/read-on-air'), {}),
    retry: retryTransient,
    onSuccess,
  });
}

/** A caller's message typed in by staff (source telefon). */
export function useCreateStaffMessage() {
  const onSuccess = useStoreAnswer('created');
  return useMutation({
    mutationFn: (input: StaffListenerMessageInput) => api.post<ListenerMessageResponse>('/api/listener-messages', input),
    // Not retried: the body has no id, so a lost answer would store it twice.
    retry: false,
    onSuccess,
  });
}

export function useBlockSender() {
  return useMutation({
    mutationFn: (messageId: string) => api.post<{ block: ListenerBlock }>('/api/listener-blocks', { message_id: messageId }),
    retry: false,
  });
}
