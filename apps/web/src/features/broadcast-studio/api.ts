import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOW_PLAN_EVENTS, type RundownItem, type RundownResponse } from '@studioportal/shared';
import { api } from '@/lib/api';
import { useChannelEvents } from '@/lib/realtime';

/** The current show's rundown, read from the show plan and kept live by its rundown events. */

export const rundownKeys = {
  all: ['rundown'] as const,
  show: (showId: string) => ['rundown', showId] as const,
};

export function rundownQuery(showId: string) {
  return queryOptions({
    queryKey: rundownKeys.show(showId),
    queryFn: ({ signal }) => api.get<RundownResponse>(`/api/shows/${showId}/rundown`, { signal }).then((r) => r.items),
  });
}

export function useRundown(showId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...rundownQuery(showId ?? ''), enabled: showId !== null });
  useChannelEvents(
    'showPlanning',
    {
      [SHOW_PLAN_EVENTS.rundownChanged]: ({ show_id, items }) =>
        queryClient.setQueryData<RundownItem[]>(rundownKeys.show(show_id), [...items].sort((a, b) => a.position - b.position)),
    },
    { enabled: showId !== null, onResync: () => void queryClient.invalidateQueries({ queryKey: rundownKeys.all }) },
  );
  return query;
}
