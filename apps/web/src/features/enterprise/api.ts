import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ERROR_MESSAGES,
  isApiErrorBody,
  type AuditLogQuery,
  type AuditLogResponse,
  type StationLogoResponse,
  type StationSettingsResponse,
  type StationSettingsUpdate,
  type UserModerationResponse,
} from '@studioportal/shared';
import { api, ApiError, CLIENT_HEADERS, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { appConfigQuery, type AppConfig } from '@/lib/app-config';

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

/** The file is the whole body (the server checks the bytes, not the name or the declared type). */
async function putLogo(file: File): Promise<StationLogoResponse> {
  let response: Response;
  try {
    response = await fetch('/api/station/logo', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...CLIENT_HEADERS, 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch (cause) {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, cause);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as StationLogoResponse;
  if (isApiErrorBody(payload)) throw new ApiError(response.status, payload.error.code, payload.error.message);
  throw new ApiError(response.status, 'upload_failed', response.status === 413 ? ERROR_MESSAGES.payload_too_large : ERROR_MESSAGES.internal);
}

/**
 * Upload or removal: the top bar follows at once here (the live event brings it to every other
 * open page), and the audit log shows the step.
 */
export function useStationLogo() {
  const queryClient = useQueryClient();
  const onSuccess = ({ logo_url }: StationLogoResponse) => {
    queryClient.setQueryData<AppConfig>(appConfigQuery.queryKey, (config) => (config ? { ...config, logoUrl: logo_url } : config));
    void queryClient.invalidateQueries({ queryKey: enterpriseKeys.auditAll });
  };
  return {
    upload: useMutation({ mutationFn: putLogo, onSuccess }),
    remove: useMutation({ mutationFn: () => api.delete<StationLogoResponse>('/api/station/logo'), onSuccess }),
  };
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
