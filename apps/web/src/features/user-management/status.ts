import { USER_MANAGEMENT_STRINGS, type Profile, type UserStatusFilter } from '@studioportal/shared';
import type { BadgeProps } from '@/components/ui/badge';

/** The one status an account shows: deactivated overrides the approval status. */
export function accountStatus(profile: Pick<Profile, 'is_active' | 'approval_status'>): UserStatusFilter {
  return profile.is_active ? profile.approval_status : 'deactivated';
}

export const STATUS_BADGE: Record<UserStatusFilter, { label: string; variant: NonNullable<BadgeProps['variant']> }> = {
  pending: { label: USER_MANAGEMENT_STRINGS.statusLabels.pending, variant: 'warning' },
  approved: { label: USER_MANAGEMENT_STRINGS.statusLabels.approved, variant: 'success' },
  rejected: { label: USER_MANAGEMENT_STRINGS.statusLabels.rejected, variant: 'destructive' },
  deactivated: { label: USER_MANAGEMENT_STRINGS.statusLabels.deactivated, variant: 'secondary' },
};
