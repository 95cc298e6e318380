import { useQuery } from '@tanstack/react-query';
import type { CommentInput, ListenerReceipt, PublicCommentsResponse } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { listenerKeys } from '../to-studio/live-query';

const commentsPath = (episodeId: string) => `/api/listener/episodes/${encodeURIComponent(episodeId)}/comments`;

/** An episode's approved comments with the show's replies (new ones appear after moderation, so no hurry). */
export function useEpisodeComments(episodeId: string) {
  return useQuery({
    queryKey: listenerKeys.comments(episodeId),
    queryFn: ({ signal }) => api.get<PublicCommentsResponse>(commentsPath(episodeId), { signal }),
    ...cacheProfile('user'),
  });
}

export const sendComment = (episodeId: string, body: CommentInput) => api.post<ListenerReceipt>(commentsPath(episodeId), body);
