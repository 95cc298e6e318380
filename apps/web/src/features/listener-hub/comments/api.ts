import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommentModeration, ListenerComment, ListenerCommentResponse, ListenerCommentsResponse } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { placeInList } from '../lib/list-cache';

/** Comments on podcast episodes, one list per moderation state, kept live by listeners.comment.changed. */

export const commentKeys = {
  all: ['listener-hub', 'comments'] as const,
  list: (moderation: CommentModeration) => ['listener-hub', 'comments', moderation] as const,
};

export function useComments(moderation: CommentModeration) {
  return useQuery({
    queryKey: commentKeys.list(moderation),
    queryFn: ({ signal }) => api.get<ListenerCommentsResponse>(`/api/listener-comments?${new URLSearchParams({ moderation })}`, { signal }).then((r) => r.comments),
    ...cacheProfile('user'),
  });
}

/** A comment as it is now: in the list of its state, out of the others. */
export function storeComment(queryClient: QueryClient, comment: ListenerComment) {
  for (const [key] of queryClient.getQueriesData<ListenerComment[]>({ queryKey: commentKeys.all })) {
    const moderation = key[2] as CommentModeration;
    queryClient.setQueryData<ListenerComment[]>(key, (list) => placeInList(list, comment, comment.moderation === moderation));
  }
}

const commentPath = (id: string, action: string) => `/api/listener-comments/${encodeURIComponent(id)}/${action}`;

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moderation }: { id: string; moderation: 'godkjent' | 'skjult' }) =>
      api.post<ListenerCommentResponse>(commentPath(id, 'moderate'), { moderation }).then((r) => r.comment),
    onSuccess: (comment) => storeComment(queryClient, comment),
    // Setting a state twice is harmless.
    retry: 1,
  });
}

export function useReplyToComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => api.post<ListenerCommentResponse>(commentPath(id, 'reply'), { body }).then((r) => r.comment),
    onSuccess: (comment) => storeComment(queryClient, comment),
    retry: 0,
  });
}
