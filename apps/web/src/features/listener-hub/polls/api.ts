import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListenerPoll, ListenerPollResponse, ListenerPollsResponse, PollInput } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { removePoll, upsertPoll } from '../lib/poll-tally';

/**
 * Polls for the hub and the studio displays: one list (newest first, with results), kept live by
 * the listener-polls channel (use-polls-sync). Mutations put the server's answer in the list at
 * once; the events that follow are no-ops by then.
 */

export const pollKeys = { list: ['listener-hub', 'polls'] as const };

export const pollsQuery = queryOptions({
  queryKey: pollKeys.list,
  queryFn: ({ signal }) => api.get<ListenerPollsResponse>('/api/listener-polls', { signal }).then((r) => r.polls),
  // Events keep it current (a tally at most twice a second); no polling underneath.
  ...cacheProfile('user'),
});

export function usePolls() {
  return useQuery(pollsQuery);
}

export function storePoll(queryClient: QueryClient, poll: ListenerPoll) {
  queryClient.setQueryData<ListenerPoll[]>(pollKeys.list, (polls) => upsertPoll(polls, poll));
}

const pollPath = (id: string, action = '') => `/api/listener-polls/${encodeURIComponent(id)}${action}`;

export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PollInput) => api.post<ListenerPollResponse>('/api/listener-polls', input).then((r) => r.poll),
    onSuccess: (poll) => storePoll(queryClient, poll),
    // A retried create would make two drafts.
    retry: 0,
  });
}

/** Open or close. Opening closes any other open poll on the server: that change arrives as its own event. */
export function usePollAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'open' | 'close' }) => api.post<ListenerPollResponse>(pollPath(id, `/${action}`)).then((r) => r.poll),
    onSuccess: (poll) => storePoll(queryClient, poll),
    retry: 0,
  });
}

export function useDeletePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(pollPath(id)).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<ListenerPoll[]>(pollKeys.list, (polls) => removePoll(polls, id)),
    retry: 0,
  });
}
