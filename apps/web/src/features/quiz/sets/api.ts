import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUIZ_EVENTS, type QuizSessionCreate, type QuizSessionDetail, type QuizSet, type QuizSetInput, type QuizSetSummary, type QuizSetUpdate } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useChannelEvents } from '@/lib/realtime';
import { removeById, upsertById } from '../lib/by-id';
import { storeSessionDetail } from '../live/api';
import { quizKeys } from '../lib/query-keys';

/**
 * Question sets: the list (summaries, newest change first) and each set with its questions for the
 * editor. The quiz channel keeps the list current (useSetsSync); the editor's own copy is never
 * replaced under someone's hands, it notices a newer version instead (set-editor).
 */

export const setPath = (id: string, action = '') => `/api/quiz/sets/${encodeURIComponent(id)}${action}`;

export const setsQuery = queryOptions({
  queryKey: quizKeys.sets,
  queryFn: ({ signal }) => api.get<{ sets: QuizSetSummary[] }>('/api/quiz/sets', { signal }).then((r) => r.sets),
  // Events keep it current; no polling underneath.
  ...cacheProfile('user'),
});

export function useSets(enabled = true) {
  return useQuery({ ...setsQuery, enabled });
}

export function useSet(id: string | null) {
  return useQuery({
    queryKey: quizKeys.set(id ?? ''),
    queryFn: ({ signal }) => api.get<{ set: QuizSet }>(setPath(id!), { signal }).then((r) => r.set),
    enabled: id !== null,
    ...cacheProfile('user'),
    // The editor holds its own draft: a refetch on focus would only mislead it.
    refetchOnWindowFocus: false,
  });
}

/** The stored set as it is now (the editor's "Last inn på nytt"), put in the cache too. */
export function fetchSet(queryClient: QueryClient, id: string): Promise<QuizSet> {
  return queryClient.fetchQuery({ queryKey: quizKeys.set(id), queryFn: ({ signal }) => api.get<{ set: QuizSet }>(setPath(id), { signal }).then((r) => r.set), staleTime: 0 });
}

export function summaryOf({ questions, ...summary }: QuizSet): QuizSetSummary {
  return { ...summary, question_count: questions.length };
}

/** Newest change first, as the server lists them. */
function byUpdated(sets: QuizSetSummary[]): QuizSetSummary[] {
  return [...sets].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export function storeSetSummary(queryClient: QueryClient, summary: QuizSetSummary) {
  queryClient.setQueryData<QuizSetSummary[]>(quizKeys.sets, (sets) => {
    const current = sets?.find((s) => s.id === summary.id);
    // An event that arrives after our own save's answer describes no newer set.
    if (current && current.version > summary.version) return sets;
    const next = upsertById(sets, summary);
    return next && byUpdated(next);
  });
}

export function storeSet(queryClient: QueryClient, set: QuizSet) {
  queryClient.setQueryData(quizKeys.set(set.id), set);
  storeSetSummary(queryClient, summaryOf(set));
}

function forgetSet(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<QuizSetSummary[]>(quizKeys.sets, (sets) => removeById(sets, id));
  queryClient.removeQueries({ queryKey: quizKeys.set(id), exact: true });
}

/** Keeps the list live from the quiz channel; a gap the replay cannot cover fetches it again. */
export function useSetsSync(enabled = true) {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'quiz',
    {
      [QUIZ_EVENTS.setChanged]: ({ set }) => storeSetSummary(queryClient, set),
      [QUIZ_EVENTS.setDeleted]: ({ id }) => forgetSet(queryClient, id),
    },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: quizKeys.sets, exact: true }) },
  );
}

export function useCreateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizSetInput) => api.post<{ set: QuizSet }>('/api/quiz/sets', input).then((r) => r.set),
    onSuccess: (set) => storeSet(queryClient, set),
    // A retried create would make two sets.
    retry: 0,
  });
}

export function useUpdateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: QuizSetUpdate }) => api.put<{ set: QuizSet }>(setPath(id), update).then((r) => r.set),
    onSuccess: (set) => storeSet(queryClient, set),
    retry: 0,
  });
}

export function useDuplicateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ set: QuizSet }>(setPath(id, '/duplicate')).then((r) => r.set),
    onSuccess: (set) => storeSet(queryClient, set),
    retry: 0,
  });
}

/** The body is what the file held: the server's schema decides (400 importInvalid with its message). */
export function useImportSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.post<{ set: QuizSet }>('/api/quiz/sets/import', body).then((r) => r.set),
    onSuccess: (set) => storeSet(queryClient, set),
    retry: 0,
  });
}

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(setPath(id)).then(() => id),
    onSuccess: (id) => forgetSet(queryClient, id),
    retry: 0,
  });
}

/** "Start direkte": the caller becomes the session's producer (409 oneLiveSession while another runs). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizSessionCreate) => api.post<{ detail: QuizSessionDetail }>('/api/quiz/sessions', input).then((r) => r.detail),
    // The Direkte tab shows it at once, without waiting for its fetch.
    onSuccess: (detail) => storeSessionDetail(queryClient, detail),
    retry: 0,
  });
}
