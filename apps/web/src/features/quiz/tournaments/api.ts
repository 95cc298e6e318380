import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  QUIZ_EVENTS,
  type HandoverStatus,
  type Tournament,
  type TournamentDetail,
  type TournamentInput,
  type tournamentWinnerInputSchema,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useChannelEvents } from '@/lib/realtime';
import { removeById, upsertById } from '../lib/by-id';
import { quizKeys } from '../lib/query-keys';

/**
 * Tournaments: the list, and one tournament with its standings and sessions. The quiz channel
 * keeps both current (useTournamentsSync): a changed tournament replaces its row at once, and its
 * standings are fetched again since a finished quiz or a recorded winner moves them.
 */

export type TournamentWinnerInput = z.input<typeof tournamentWinnerInputSchema>;

const tournamentPath = (id: string, rest = '') => `/api/quiz/tournaments/${encodeURIComponent(id)}${rest}`;

/** Newest period first. */
function byPeriod(list: Tournament[]): Tournament[] {
  return [...list].sort((a, b) => b.starts_on.localeCompare(a.starts_on) || b.created_at.localeCompare(a.created_at));
}

export const tournamentsQuery = queryOptions({
  queryKey: quizKeys.tournaments,
  queryFn: ({ signal }) => api.get<{ tournaments: Tournament[] }>('/api/quiz/tournaments', { signal }).then((r) => byPeriod(r.tournaments)),
  ...cacheProfile('user'),
});

export function useTournaments() {
  return useQuery(tournamentsQuery);
}

export function useTournament(id: string | null) {
  return useQuery({
    queryKey: quizKeys.tournament(id ?? ''),
    queryFn: ({ signal }) => api.get<TournamentDetail>(tournamentPath(id!), { signal }),
    enabled: id !== null,
    ...cacheProfile('user'),
  });
}

export function storeTournament(queryClient: QueryClient, tournament: Tournament) {
  queryClient.setQueryData<Tournament[]>(quizKeys.tournaments, (list) => {
    const next = upsertById(list, tournament);
    return next && byPeriod(next);
  });
  queryClient.setQueryData<TournamentDetail>(quizKeys.tournament(tournament.id), (detail) => (detail ? { ...detail, tournament } : detail));
}

function forgetTournament(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<Tournament[]>(quizKeys.tournaments, (list) => removeById(list, id));
  queryClient.removeQueries({ queryKey: quizKeys.tournament(id), exact: true });
}

/** Standings move when a quiz in the tournament scores (a reveal, its end): refetch the open detail then. */
const SCORING_PHASES = new Set(['revealed', 'leaderboard', 'finished']);

export function useTournamentsSync() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'quiz',
    {
      [QUIZ_EVENTS.tournamentChanged]: ({ tournament }) => {
        storeTournament(queryClient, tournament);
        void queryClient.invalidateQueries({ queryKey: quizKeys.tournament(tournament.id), exact: true });
      },
      [QUIZ_EVENTS.tournamentDeleted]: ({ id }) => forgetTournament(queryClient, id),
      [QUIZ_EVENTS.sessionChanged]: ({ state }) => {
        if (state.tournament_id && SCORING_PHASES.has(state.phase)) void queryClient.invalidateQueries({ queryKey: quizKeys.tournament(state.tournament_id), exact: true });
      },
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: quizKeys.tournaments }) },
  );
}

function useTournamentMutation<V>(request: (vars: V) => Promise<{ tournament: Tournament }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => request(vars).then((r) => r.tournament),
    onSuccess: (tournament) => {
      storeTournament(queryClient, tournament);
      void queryClient.invalidateQueries({ queryKey: quizKeys.tournament(tournament.id), exact: true });
    },
    retry: 0,
  });
}

export const useCreateTournament = () => useTournamentMutation((input: TournamentInput) => api.post<{ tournament: Tournament }>('/api/quiz/tournaments', input));

export const useUpdateTournament = () =>
  useTournamentMutation(({ id, input }: { id: string; input: TournamentInput }) => api.put<{ tournament: Tournament }>(tournamentPath(id), input));

export const useRecordWinner = () =>
  useTournamentMutation(({ id, input }: { id: string; input: TournamentWinnerInput }) => api.post<{ tournament: Tournament }>(tournamentPath(id, '/winners'), input));

export const useUpdateWinner = () =>
  useTournamentMutation(({ id, playerId, handover_status }: { id: string; playerId: string; handover_status: HandoverStatus }) =>
    api.patch<{ tournament: Tournament }>(tournamentPath(id, `/winners/${encodeURIComponent(playerId)}`), { handover_status }),
  );

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(tournamentPath(id)).then(() => id),
    onSuccess: (id) => forgetTournament(queryClient, id),
    retry: 0,
  });
}
