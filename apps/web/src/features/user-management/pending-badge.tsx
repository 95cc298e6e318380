import { USER_MANAGEMENT_STRINGS } from '@studioportal/shared';
import { useAuth } from '@/features/auth';
import { usePendingCount } from './api';
import { useAdminUsersLive } from './use-admin-users-live';

/** The admin button's count of accounts waiting for approval; nothing when none wait. */
export function PendingUsersBadge() {
  const { can } = useAuth();
  const allowed = can('manageUsers');
  useAdminUsersLive(allowed);
  const { data } = usePendingCount(allowed);
  const count = data?.count ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-[11px] font-bold leading-5 text-black">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {USER_MANAGEMENT_STRINGS.pendingBadge(count)}</span>
    </span>
  );
}
