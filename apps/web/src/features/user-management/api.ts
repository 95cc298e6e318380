import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersQuery, AdminUsersResponse, AppRole, Profile } from '@studioportal/shared';
import { api } from '@/lib/api';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUsersQuery) => ['admin-users', 'list', query] as const,
  pendingCount: ['admin-users', 'pending-count'] as const,
};

function toSearch(query: AdminUsersQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.role) params.set('role', query.role);
  if (query.q) params.set('q', query.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminUsersApi = {
  list: (query: AdminUsersQuery, signal?: AbortSignal) =>
    api.get<AdminUsersResponse>(`/api/admin/users${toSearch(query)}`, signal ? { signal } : {}),
  pendingCount: () => api.get<{ count: number }>('/api/admin/users/pending-count'),
  approve: (id: string, role: AppRole) => api.post<{ profile: Profile }>(`/api/admin/users/${encodeURIComponent(id)}/approve`, { app_role: role }),
  reject: (id: string, reason: string) => api.post<{ profile: Profile }>(`/api/admin/users/${encodeURIComponent(id)}/reject`, { reason }),
  changeRole: (id: string, role: AppRole) => api.post<{ profile: Profile }>(`/api/admin/users/${encodeURIComponent(id)}/role`, { app_role: role }),
  deactivate: (id: string) => api.post<{ profile: Profile }>(`/api/admin/users/${encodeURIComponent(id)}/deactivate`, {}),
  reactivate: (id: string) => api.post<{ profile: Profile }>(`/api/admin/users/${encodeURIComponent(id)}/reactivate`, {}),
};

/** The list. Fresh through realtime events (see use-admin-users-live), so the 'user' profile suffices. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => adminUsersApi.list(query, signal),
    placeholderData: (previous) => previous,
  });
}

export function usePendingCount(enabled: boolean) {
  return useQuery({ queryKey: adminUserKeys.pendingCount, queryFn: adminUsersApi.pendingCount, enabled });
}

export type AdminAction =
  | { kind: 'approve'; id: string; role: AppRole }
  | { kind: 'reject'; id: string; reason: string }
  | { kind: 'role'; id: string; role: AppRole }
  | { kind: 'deactivate'; id: string }
  | { kind: 'reactivate'; id: string };

function run(action: AdminAction) {
  switch (action.kind) {
    case 'approve':
      return adminUsersApi.approve(action.id, action.role);
    case 'reject':
      return adminUsersApi.reject(action.id, action.reason);
    case 'role':
      return adminUsersApi.changeRole(action.id, action.role);
    case 'deactivate':
      return adminUsersApi.deactivate(action.id);
    case 'reactivate':
      return adminUsersApi.reactivate(action.id);
  }
}

/** Every admin decision; the list and the badge refetch after it (other admins learn by socket). */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    retry: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
