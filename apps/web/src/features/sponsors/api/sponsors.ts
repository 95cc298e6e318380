import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Sponsor, SponsorInput, SponsorMention, SponsorUpdate } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { removeById, upsertById } from './by-id';
import { sponsorKeys, sponsorPath } from './keys';

/**
 * Sponsor profiles and "Nevnt på lufta". The sponsors channel keeps the list current (sync.ts);
 * a mark changes the sponsor's counts on the server, so the list is fetched again after one.
 */

const byName = (list: Sponsor[]) => [...list].sort((a, b) => a.name.localeCompare(b.name, 'nb'));

export const sponsorsQuery = queryOptions({
  queryKey: sponsorKeys.sponsors,
  queryFn: ({ signal }) => api.get<{ sponsors: Sponsor[] }>('/api/sponsors', { signal }).then((r) => byName(r.sponsors)),
  // Events keep it current; no polling underneath.
  ...cacheProfile('user'),
});

export function useSponsors() {
  return useQuery(sponsorsQuery);
}

export function storeSponsor(queryClient: QueryClient, sponsor: Sponsor) {
  queryClient.setQueryData<Sponsor[]>(sponsorKeys.sponsors, (list) => {
    const current = list?.find((s) => s.id === sponsor.id);
    // An event that arrives after our own save's answer describes no newer sponsor.
    if (current && current.version > sponsor.version) return list;
    const next = upsertById(list, sponsor);
    return next && byName(next);
  });
}

export function forgetSponsor(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<Sponsor[]>(sponsorKeys.sponsors, (list) => removeById(list, id));
}

/** The stored sponsors as they are now (after a 409 "changed"). */
export function reloadSponsors(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...sponsorsQuery, staleTime: 0 });
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorInput) => api.post<{ sponsor: Sponsor }>('/api/sponsors', input).then((r) => r.sponsor),
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
    // A retried create would make two sponsors.
    retry: 0,
  });
}

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: SponsorUpdate }) => api.put<{ sponsor: Sponsor }>(sponsorPath(id), update).then((r) => r.sponsor),
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
    retry: 0,
  });
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sponsorPath(id)).then(() => id),
    onSuccess: (id) => forgetSponsor(queryClient, id),
    retry: 0,
  });
}

/** "Nevnt på lufta": a studio mention now. Not retried (a retry could count one mention twice). */
export function useMarkMention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sponsorId: string) => api.post<{ mention: SponsorMention }>(sponsorPath(sponsorId, '/mentions'), {}).then((r) => r.mention),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sponsorKeys.sponsors, exact: true }),
    retry: 0,
  });
}

/** Takes a mark back: only its maker, only within SPONSOR_LIMITS.mentionUndoMs (the server decides). */
export function useUndoMention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mentionId: string) => api.delete<void>(`/api/sponsors/mentions/${encodeURIComponent(mentionId)}`).then(() => mentionId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sponsorKeys.sponsors, exact: true }),
    retry: 0,
  });
}
