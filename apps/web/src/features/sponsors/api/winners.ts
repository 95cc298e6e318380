import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HandoverStatus, SponsorWinner } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { upsertById } from './by-id';
import { sponsorKeys } from './keys';

/** The winners log, newest draw first; phones masked unless the viewer may run competitions (the server decides). */

const byDrawn = (list: SponsorWinner[]) => [...list].sort((a, b) => b.drawn_at.localeCompare(a.drawn_at));

export const winnersQuery = queryOptions({
  queryKey: sponsorKeys.winners,
  queryFn: ({ signal }) => api.get<{ winners: SponsorWinner[] }>('/api/sponsors/winners', { signal }).then((r) => byDrawn(r.winners)),
  ...cacheProfile('user'),
});

export function useWinners() {
  return useQuery(winnersQuery);
}

export function storeWinner(queryClient: QueryClient, winner: SponsorWinner) {
  queryClient.setQueryData<SponsorWinner[]>(sponsorKeys.winners, (list) => {
    const next = upsertById(list, winner);
    return next && byDrawn(next);
  });
}

export function useUpdateHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handover, note }: { id: string; handover: HandoverStatus; note: string | null }) =>
      api.patch<{ winner: SponsorWinner }>(`/api/sponsors/winners/${encodeURIComponent(id)}`, { handover, note }).then((r) => r.winner),
    onSuccess: (winner) => {
      storeWinner(queryClient, winner);
      void queryClient.invalidateQueries({ queryKey: sponsorKeys.competition(winner.competition_id), exact: true });
    },
    retry: 0,
  });
}
