import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogQuery, AuditLogResponse, StationSettingsResponse, StationSettingsUpdate, UserModerationResponse } from '@studioportal/shared';
import { api } from '@/lib/api';
import { appConfigQuery } from '@/lib/app-config';

export const enterpriseKeys = {
  settings: ['station-settings'] as const,
  auditAll: ['audit-log'] as const,
  audit: (filters: AuditFilters) => ['audit-log', filters] as const,
  moderation: (userId: string) => ['user-moderation', userId] as const,
};

export type AuditFilters = Omit<AuditLogQuery, 'cursor' | 'limit'>;

/** The backup is a plain link: the browser streams the archive to disk (no copy in memory). */
export const BACKUP_URL = '/api/station-settings/backup';

export function useStationSettings() {
  return useQuery({ queryKey: enterpriseKeys.settings, queryFn: ({ signal }) => api.get<StationSettingsResponse>('/api/station-settings', { signal }) });
}

export function useSaveStationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StationSettingsUpdate) => api.put<StationSettingsResponse>('/api/station-settings', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(enterpriseKeys.settings, answer);
      void queryClient.invalidateQueries({ queryKey: appConfigQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.auditAll });
    },
  });
}

function searchOf(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: enterpriseKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => api.get<AuditLogResponse>(`/api/audit-log${searchOf(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: (previous) => previous,
  });
}

export function useUserModeration(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: enterpriseKeys.moderation(userId),
    queryFn: ({ signal }) => api.get<UserModerationResponse>(`/api/admin/users/${encodeURIComponent(userId)}/moderation`, { signal }),
    enabled,
  });
}
