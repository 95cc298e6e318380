import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MindReaderFinishInput,
  MindReaderGuessInput,
  MindReaderHistory,
  MindReaderQuestionInput,
  MindReaderRound,
  MindReaderRoundInput,
  MindReaderSecret,
  MindReaderSecretInput,
  MindReaderSession,
  MindReaderSessionInput,
  MindReaderToday,
} from '@studioportal/shared';
import { api, isApiError } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { withRound, withSession } from './lib/cache';
import { mindReaderKeys } from './lib/query-keys';
import { noteServerNow } from '@/lib/server-clock';

/**
 * Tankeleseren's requests (docs/mind-reader-api.md). GET /today is the one live object every
 * screen reads; the channel (use-mind-reader-sync.ts) and every mutation's answer are merged into
 * it, so nothing is fetched per event. No mutation repeats itself: a second question or guess sent
 * by a retry would count twice.
 */

const base = '/api/mind-reader';
const sessionPath = (id: string, rest = '') => `${base}/sessions/${encodeURIComponent(id)}${rest}`;
export const roundPath = (id: string, rest = '') => `${base}/rounds/${encodeURIComponent(id)}${rest}`;

export const todayQuery = queryOptions({
  queryKey: mindReaderKeys.today,
  queryFn: ({ signal }) =>
    api.get<MindReaderToday>(`${base}/today`, { signal }).then((today) => {
      noteServerNow(today.server_now);
      return today;
    }),
  ...cacheProfile('user'),
});

export function useToday() {
  return useQuery(todayQuery);
}

export const historyQuery = (season: string) =>
  infiniteQueryOptions({
    queryKey: mindReaderKeys.history(season),
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ season });
      if (pageParam) params.set('before', pageParam);
      return api.get<MindReaderHistory>(`${base}/history?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    ...cacheProfile('user'),
  });

export function useHistory(season: string) {
  return useInfiniteQuery(historyQuery(season));
}

export function storeRound(queryClient: QueryClient, round: MindReaderRound): void {
  queryClient.setQueryData<MindReaderToday>(mindReaderKeys.today, (today) => withRound(today, round));
  // A finished round belongs in the history and the season's figures; a reveal adds its secret there.
  if (round.status === 'finished') void queryClient.invalidateQueries({ queryKey: mindReaderKeys.histories });
}

export function storeSession(queryClient: QueryClient, session: MindReaderSession): void {
  queryClient.setQueryData<MindReaderToday>(mindReaderKeys.today, (today) => withSession(today, session));
}

/** A 409 means the round moved on under us (another tab, a deadline): fetch the truth again. */
function onConflict(queryClient: QueryClient) {
  return (error: unknown) => {
    if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: mindReaderKeys.today });
  };
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MindReaderSessionInput) => api.post<{ session: MindReaderSession }>(`${base}/sessions`, input).then((r) => r.session),
    onSuccess: (session) => {
      storeSession(queryClient, session);
      // The viewer's role in it comes from the server.
      void queryClient.invalidateQueries({ queryKey: mindReaderKeys.today });
    },
    onError: onConflict(queryClient),
    retry: 0,
  });
}

export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.post<{ session: MindReaderSession }>(sessionPath(sessionId, '/close'), {}).then((r) => r.session),
    onSuccess: (session) => {
      storeSession(queryClient, session);
      void queryClient.invalidateQueries({ queryKey: mindReaderKeys.all });
    },
    onError: onConflict(queryClient),
    retry: 0,
  });
}

export function useAddRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, input }: { sessionId: string; input: MindReaderRoundInput }) =>
      api.post<{ round: MindReaderRound }>(sessionPath(sessionId, '/rounds'), input).then((r) => r.round),
    onSuccess: (round) => storeRound(queryClient, round),
    onError: onConflict(queryClient),
    retry: 0,
  });
}

/** Every producer step on a round that answers with the round. */
export type RoundAction =
  | { kind: 'start' }
  | { kind: 'question'; body: MindReaderQuestionInput }
  | { kind: 'guess'; body: MindReaderGuessInput }
  | { kind: 'undo' }
  | { kind: 'hint'; index: number }
  | { kind: 'finish'; body: MindReaderFinishInput }
  | { kind: 'reveal' };

function actionRequest(roundId: string, action: RoundAction): Promise<{ round: MindReaderRound }> {
  switch (action.kind) {
    case 'start':
    case 'undo':
    case 'reveal':
      return api.post(roundPath(roundId, `/${action.kind}`), {});
    case 'question':
      return api.post(roundPath(roundId, '/questions'), action.body);
    case 'guess':
      return api.post(roundPath(roundId, '/guesses'), action.body);
    case 'hint':
      return api.post(roundPath(roundId, `/hints/${action.index}/give`), {});
    case 'finish':
      return api.post(roundPath(roundId, '/finish'), action.body);
  }
}

export function useRoundAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundId, action }: { roundId: string; action: RoundAction }) => actionRequest(roundId, action).then((r) => r.round),
    onSuccess: (round) => storeRound(queryClient, round),
    onError: onConflict(queryClient),
    retry: 0,
  });
}

export function useSaveSecret() {
  return useMutation({
    mutationFn: ({ roundId, input }: { roundId: string; input: MindReaderSecretInput }) => api.put<{ secret: MindReaderSecret }>(roundPath(roundId, '/secret'), input).then((r) => r.secret),
    retry: 0,
  });
}

export function useChooseFirstListener() {
  return useMutation({
    mutationFn: ({ roundId, messageId }: { roundId: string; messageId: string }) =>
      api.post<{ secret: MindReaderSecret }>(roundPath(roundId, '/first-listener'), { message_id: messageId }).then((r) => r.secret),
    retry: 0,
  });
}
