import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CallerEntryInput,
  Competition,
  CompetitionDetail,
  CompetitionDraw,
  CompetitionEntry,
  CompetitionInput,
  CompetitionUpdate,
  SponsorWinner,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { removeById, upsertById } from './by-id';
import { competitionPath, sponsorKeys } from './keys';
import { storeWinner } from './winners';

/**
 * Competitions: the list (newest first, as the server gives it) and one competition with its
 * entries, its draws (the audit records) and its winners. Every write answers with the changed
 * row, which takes its place in both at once; the channel brings everybody else's (sync.ts).
 */

export const competitionsQuery = queryOptions({
  queryKey: sponsorKeys.competitions,
  queryFn: ({ signal }) => api.get<{ competitions: Competition[] }>('/api/sponsors/competitions', { signal }).then((r) => r.competitions),
  ...cacheProfile('user'),
});

export function useCompetitions() {
  return useQuery(competitionsQuery);
}

export function useCompetition(id: string | null) {
  return useQuery({
    queryKey: sponsorKeys.competition(id ?? ''),
    queryFn: ({ signal }) => api.get<CompetitionDetail>(competitionPath(id!), { signal }),
    enabled: id !== null,
    ...cacheProfile('user'),
  });
}

/** The stored competition as it is now (after a 409 "changed"), put in the cache too. */
export async function reloadCompetition(queryClient: QueryClient, id: string): Promise<Competition> {
  const detail = await queryClient.fetchQuery({ queryKey: sponsorKeys.competition(id), queryFn: ({ signal }) => api.get<CompetitionDetail>(competitionPath(id), { signal }), staleTime: 0 });
  storeCompetition(queryClient, detail.competition);
  return detail.competition;
}

export function storeCompetition(queryClient: QueryClient, competition: Competition) {
  queryClient.setQueryData<Competition[]>(sponsorKeys.competitions, (list) => {
    const current = list?.find((c) => c.id === competition.id);
    if (current && current.version > competition.version) return list;
    return upsertById(list, competition);
  });
  queryClient.setQueryData<CompetitionDetail>(sponsorKeys.competition(competition.id), (detail) =>
    detail && detail.competition.version <= competition.version ? { ...detail, competition } : detail,
  );
}

export function forgetCompetition(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<Competition[]>(sponsorKeys.competitions, (list) => removeById(list, id));
  queryClient.removeQueries({ queryKey: sponsorKeys.competition(id), exact: true });
}

/** Entries in the order they arrived, so the table reads like the phone log. */
const byArrival = (entries: CompetitionEntry[]) => [...entries].sort((a, b) => a.received_at.localeCompare(b.received_at));

export function storeEntry(queryClient: QueryClient, entry: CompetitionEntry) {
  queryClient.setQueryData<CompetitionDetail>(sponsorKeys.competition(entry.competition_id), (detail) => {
    if (!detail) return detail;
    const entries = upsertById(detail.entries, entry) ?? detail.entries;
    return { ...detail, entries: byArrival(entries) };
  });
}

export function storeDraw(queryClient: QueryClient, draw: CompetitionDraw, winner: SponsorWinner) {
  queryClient.setQueryData<CompetitionDetail>(sponsorKeys.competition(draw.competition_id), (detail) => {
    if (!detail || detail.draws.some((d) => d.id === draw.id)) return detail;
    return { ...detail, draws: [...detail.draws, draw], winners: upsertById(detail.winners, winner) ?? detail.winners };
  });
  storeWinner(queryClient, winner);
}

function useCompetitionMutation<V>(request: (vars: V) => Promise<{ competition: Competition }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => request(vars).then((r) => r.competition),
    onSuccess: (competition) => storeCompetition(queryClient, competition),
    retry: 0,
  });
}

export const useCreateCompetition = () => useCompetitionMutation((input: CompetitionInput) => api.post<{ competition: Competition }>('/api/sponsors/competitions', input));

export const useUpdateCompetition = () =>
  useCompetitionMutation(({ id, update }: { id: string; update: CompetitionUpdate }) => api.put<{ competition: Competition }>(competitionPath(id), update));

export const useCloseCompetition = () => useCompetitionMutation((id: string) => api.post<{ competition: Competition }>(competitionPath(id, '/close'), {}));

export function useDeleteCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(competitionPath(id)).then(() => id),
    onSuccess: (id) => forgetCompetition(queryClient, id),
    retry: 0,
  });
}

/** The competition's counts move with an entry: its row is fetched again alongside. */
function useEntryMutation<V extends { competitionId: string }>(request: (vars: V) => Promise<{ entry: CompetitionEntry }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => request(vars).then((r) => r.entry),
    onSuccess: (entry) => {
      storeEntry(queryClient, entry);
      void queryClient.invalidateQueries({ queryKey: sponsorKeys.competitions, exact: true });
    },
    retry: 0,
  });
}

export const useEnterCaller = () =>
  useEntryMutation(({ competitionId, input }: { competitionId: string; input: CallerEntryInput }) => api.post<{ entry: CompetitionEntry }>(competitionPath(competitionId, '/entries'), input));

export const useInvalidateEntry = () =>
  useEntryMutation(({ competitionId, entryId, reason }: { competitionId: string; entryId: string; reason: string }) =>
    api.post<{ entry: CompetitionEntry }>(competitionPath(competitionId, `/entries/${encodeURIComponent(entryId)}/invalidate`), { reason }),
  );

/** "Trekk vinner" and "Trekk på nytt": the audit record and the winner, in the cache at once; the row's status is fetched again. */
export function useDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ competitionId, reason }: { competitionId: string; reason?: string }) =>
      api.post<{ draw: CompetitionDraw; winner: SponsorWinner }>(competitionPath(competitionId, reason === undefined ? '/draw' : '/redraw'), reason === undefined ? {} : { reason }),
    onSuccess: ({ draw, winner }) => {
      storeDraw(queryClient, draw, winner);
      // A redraw marks the earlier winner replaced, and the competition is now drawn.
      void queryClient.invalidateQueries({ queryKey: sponsorKeys.competition(draw.competition_id), exact: true });
      void queryClient.invalidateQueries({ queryKey: sponsorKeys.competitions, exact: true });
      void queryClient.invalidateQueries({ queryKey: sponsorKeys.winners, exact: true });
    },
    // Never twice by itself: a second draw would be a redraw.
    retry: 0,
  });
}
