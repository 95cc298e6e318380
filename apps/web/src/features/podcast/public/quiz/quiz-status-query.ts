import { useQuery } from '@tanstack/react-query';
import { cameFromStorage, PAGE_LOADED_AT } from '@/lib/offline/restored-data';
import { listenerLiveQuery } from '../to-studio/live-query';
import { fetchQuizPublic } from './quiz-api';

export const quizPublicKey = ['listener', 'quiz', 'public'] as const;

/**
 * Whether a quiz is running, and the running tournament's top list. Asked on the same rhythm as
 * the section's live answer (every 15 s while the page is visible, again on focus): the public
 * page holds no socket. The play view has its own stream once the listener has joined.
 */
export const quizPublicQuery = {
  queryKey: quizPublicKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchQuizPublic(signal),
  staleTime: listenerLiveQuery.staleTime,
  gcTime: listenerLiveQuery.gcTime,
  refetchInterval: listenerLiveQuery.refetchInterval,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  // A copy restored from the saved query cache is asked again at once, however fresh it looks
  // (another tab saved it seconds ago): until then the block cannot trust it.
  refetchOnMount: (query: Parameters<typeof cameFromStorage>[0]) => (cameFromStorage(query) ? ('always' as const) : false),
  retry: 1,
};

export function useQuizPublic() {
  const query = useQuery(quizPublicQuery);
  // A copy restored from the saved query cache may be yesterday's ("a quiz is live"): only an
  // answer this page fetched itself counts; until then the quiz block shows nothing.
  return query.data && query.dataUpdatedAt >= PAGE_LOADED_AT ? query.data : undefined;
}
