import { useQuery } from '@tanstack/react-query';
import { can, type Permission } from '@studioportal/shared/roles';
import { authApi } from '@/features/auth/api';

/**
 * Who is looking at the listener page, from GET /api/session (public/boot.js asked it with the
 * page's scripts). No auth provider: the page only needs to know whether to offer the staff app
 * and the episodes' management, both plain links that load the staff app.
 */
export function useListenerSession() {
  const { data } = useQuery({ queryKey: ['session', 'listener'], queryFn: ({ signal }) => authApi.session(signal), staleTime: Infinity, retry: false });
  const profile = data?.profile ?? null;
  const staff = profile !== null && profile.approval_status === 'approved';
  return { staff, may: (permission: Permission) => staff && can(profile.app_role, permission) };
}
