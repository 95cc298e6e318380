import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoDjConfig, AutoDjConfigUpdate, AutoDjState } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { automationKeys } from './api';

/**
 * Auto-DJ: the rules and the seven-day grid. Every write refetches the grid (an override changes
 * one hour, a save the version); the grid is refetched on focus since the show plan changes it.
 */
export const autoDjKey = [...automationKeys.all, 'auto-dj'] as const;

export const AUTO_DJ_EXPORT_URL = '/api/automation/auto-dj/export.json';

const overridePath = (date: string, hour: number) => `/api/automation/auto-dj/overrides/${encodeURIComponent(date)}/${hour}`;

export function useAutoDj() {
  return useQuery({
    queryKey: autoDjKey,
    queryFn: ({ signal }) => api.get<AutoDjState>('/api/automation/auto-dj', { signal }),
    ...cacheProfile('user'),
  });
}

export function useSaveAutoDjRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AutoDjConfigUpdate) => api.put<{ config: AutoDjConfig }>('/api/automation/auto-dj', update).then((r) => r.config),
    onSuccess: (config) => {
      queryClient.setQueryData<AutoDjState>(autoDjKey, (state) => (state ? { ...state, config } : state));
    },
    retry: 0,
  });
}

/** attended = force the hour attended / unattended; null = back to what the show plan says. */
export function useSetHourOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, hour, attended }: { date: string; hour: number; attended: boolean | null }) =>
      attended === null ? api.delete<void>(overridePath(date, hour)) : api.put<void>(overridePath(date, hour), { attended }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoDjKey, exact: true }),
    retry: 0,
  });
}

export async function reloadAutoDj(queryClient: ReturnType<typeof useQueryClient>): Promise<AutoDjState> {
  return queryClient.fetchQuery({ queryKey: autoDjKey, queryFn: ({ signal }) => api.get<AutoDjState>('/api/automation/auto-dj', { signal }), staleTime: 0 });
}
