import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUIZ_EVENTS, type SpeedMark, type SpeedRound, type SpeedRoundCreate } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useChannelEvents } from '@/lib/realtime';
import { quizKeys } from '../lib/query-keys';
import { noteServerNow } from '@/lib/server-clock';
import { newerRound } from './round-state';

/**
 * Speed rounds, newest first (the server's 50). Every answer and event carries `server_now`, which
 * sets the desk's clock (lib/server-clock); rounds only move forward (round-state newerRound).
 */

const roundPath = (id: string, action: string) => `/api/quiz/speed-rounds/${encodeURIComponent(id)}/${action}`;

export const speedRoundsQuery = queryOptions({
  queryKey: quizKeys.speedRounds,
  queryFn: async ({ signal }) => {
    const { rounds } = await api.get<{ rounds: SpeedRound[] }>('/api/quiz/speed-rounds', { signal });
    const newest = rounds[0];
    if (newest) noteServerNow(newest.server_now);
    return rounds;
  },
  ...cacheProfile('user'),
});

export function useSpeedRounds() {
  return useQuery(speedRoundsQuery);
}

export function storeRound(queryClient: QueryClient, round: SpeedRound) {
  noteServerNow(round.server_now);
  queryClient.setQueryData<SpeedRound[]>(quizKeys.speedRounds, (rounds) => {
    if (!rounds) return rounds;
    const current = rounds.find((r) => r.id === round.id);
    if (!current) return [round, ...rounds];
    const kept = newerRound(current, round);
    return kept === current ? rounds : rounds.map((r) => (r.id === round.id ? kept : r));
  });
}

export function useSpeedRoundsSync(enabled = true) {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'quiz',
    { [QUIZ_EVENTS.speedRoundChanged]: ({ round }) => storeRound(queryClient, round) },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: quizKeys.speedRounds }) },
  );
}

function useRoundMutation<V>(request: (vars: V) => Promise<{ round: SpeedRound }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => request(vars).then((r) => r.round),
    onSuccess: (round) => storeRound(queryClient, round),
    // A retried mark would count twice; a retried create would make two rounds.
    retry: 0,
  });
}

export const useCreateRound = () => useRoundMutation((input: SpeedRoundCreate) => api.post<{ round: SpeedRound }>('/api/quiz/speed-rounds', input));
export const useStartRound = () => useRoundMutation((id: string) => api.post<{ round: SpeedRound }>(roundPath(id, 'start')));
export const useFinishRound = () => useRoundMutation((id: string) => api.post<{ round: SpeedRound }>(roundPath(id, 'finish')));
export const useMarkRound = () => useRoundMutation(({ id, mark }: { id: string; mark: SpeedMark }) => api.post<{ round: SpeedRound }>(roundPath(id, 'marks'), { mark }));
