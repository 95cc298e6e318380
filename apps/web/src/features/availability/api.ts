import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_EVENTS, type Absence, type AbsenceInput, type MyAvailability, type Roster, type TeamAvailability, type WeeklySlot } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useChannelEvents } from '@/lib/realtime';

/**
 * Availability on the wire: one's own week and ranges away, the team's for dates (the show plan's
 * pickers), today's roster. Every change anyone makes is announced on `availability:v1`; the
 * screens that are open refetch (useAvailabilitySync).
 */
export const availabilityKeys = {
  all: ['availability'] as const,
  mine: ['availability', 'mine'] as const,
  team: (from: string, to: string) => ['availability', 'team', from, to] as const,
  roster: ['availability', 'roster'] as const,
};

export const myAvailabilityQuery = queryOptions({
  queryKey: availabilityKeys.mine,
  queryFn: ({ signal }) => api.get<MyAvailability>('/api/me/availability', { signal }),
  ...cacheProfile('user'),
});

export const teamAvailabilityQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: availabilityKeys.team(from, to),
    queryFn: ({ signal }) => api.get<TeamAvailability>(`/api/availability?from=${from}&to=${to}`, { signal }),
    ...cacheProfile('user'),
  });

export const rosterQuery = queryOptions({
  queryKey: availabilityKeys.roster,
  queryFn: ({ signal }) => api.get<Roster>('/api/availability/today', { signal }),
  ...cacheProfile('user'),
  // The station day turns at midnight: a roster left open overnight catches up within the hour.
  refetchInterval: 3_600_000,
});

export function useSaveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: WeeklySlot[]) => api.put<MyAvailability>('/api/me/availability/week', { week }),
    onSuccess: (mine) => {
      queryClient.setQueryData(availabilityKeys.mine, mine);
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}

export function useAddAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AbsenceInput) => api.post<{ absence: Absence }>('/api/me/availability/absences', input).then((r) => r.absence),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

export function useRemoveAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/me/availability/absences/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

/** Someone changed their availability: what is open asks again. */
export function useAvailabilitySync(enabled = true) {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'availability',
    { [AVAILABILITY_EVENTS.changed]: () => void queryClient.invalidateQueries({ queryKey: availabilityKeys.all }) },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: availabilityKeys.all }) },
  );
}

export function useRoster() {
  useAvailabilitySync();
  return useQuery(rosterQuery);
}
