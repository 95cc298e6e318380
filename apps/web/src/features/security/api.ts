import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSession,
  ChangePasswordInput,
  ChangePasswordResponse,
  LoginHistoryEntry,
  SecurityEvent,
  SecurityEventType,
  TwoFactorEnrollment,
  TwoFactorStatus,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

export const securityKeys = {
  all: ['security'] as const,
  loginHistory: ['security', 'login-history'] as const,
  sessions: ['security', 'sessions'] as const,
  twoFactor: ['security', 'two-factor'] as const,
  events: (type: SecurityEventType | undefined) => ['security', 'events', type ?? 'all'] as const,
};

const EVENTS_PAGE = 30;

export const securityApi = {
  loginHistory: () => api.get<{ entries: LoginHistoryEntry[] }>('/api/security/login-history'),
  sessions: () => api.get<{ sessions: ActiveSession[] }>('/api/security/sessions'),
  revokeSession: (id: string) => api.delete<{ ok: true }>(`/api/security/sessions/${encodeURIComponent(id)}`),
  revokeOthers: () => api.post<{ revoked: number }>('/api/security/sessions/revoke-others', {}),
  changePassword: (input: ChangePasswordInput) => api.post<ChangePasswordResponse>('/api/security/password', input),
  twoFactor: () => api.get<TwoFactorStatus>('/api/security/two-factor'),
  enableTwoFactor: (password: string) => api.post<TwoFactorEnrollment>('/api/security/two-factor/enable', { password }),
  verifyTwoFactor: (code: string) => api.post<TwoFactorStatus>('/api/security/two-factor/verify', { code }),
  disableTwoFactor: (password: string) => api.post<TwoFactorStatus>('/api/security/two-factor/disable', { password }),
  regenerateBackupCodes: (password: string) => api.post<{ backup_codes: string[] }>('/api/security/two-factor/backup-codes', { password }),
  events: (type: SecurityEventType | undefined, before: string | undefined) => {
    const params = new URLSearchParams({ limit: String(EVENTS_PAGE) });
    if (type) params.set('type', type);
    if (before) params.set('before', before);
    return api.get<{ events: SecurityEvent[] }>(`/api/security/events?${params.toString()}`);
  },
};

export function useLoginHistory() {
  return useQuery({ queryKey: securityKeys.loginHistory, queryFn: securityApi.loginHistory, refetchOnMount: 'always' });
}

export function useSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: securityApi.sessions, refetchOnMount: 'always' });
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: securityKeys.twoFactor, queryFn: securityApi.twoFactor, refetchOnMount: 'always' });
}

/** Newest first, 30 at a time, paged by the oldest timestamp seen (a cursor, never an offset). */
export function useSecurityEvents(type: SecurityEventType | undefined) {
  return useInfiniteQuery({
    queryKey: securityKeys.events(type),
    queryFn: ({ pageParam }) => securityApi.events(type, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.events.length < EVENTS_PAGE ? undefined : last.events.at(-1)?.created_at),
    ...cacheProfile('infinite'),
    refetchOnMount: 'always',
  });
}

/** Every security mutation refreshes the whole page's data: a 2FA change rotates the session too. */
export function useSecurityMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    retry: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
