import { CheckCircle2, Clock3, HelpCircle, XCircle, type LucideIcon } from 'lucide-react';
import { STRINGS, type Profile } from '@studioportal/shared';

export type AccountStatusKind = 'pending' | 'approved' | 'rejected' | 'unknown';

export function accountStatusKind(status: Profile['approval_status'] | string | null | undefined): AccountStatusKind {
  return status === 'pending' || status === 'approved' || status === 'rejected' ? status : 'unknown';
}

export const STATUS_PRESENTATION: Record<AccountStatusKind, { title: string; icon: LucideIcon; tone: string; ring: string }> = {
  pending: { title: STRINGS.status.pending, icon: Clock3, tone: 'text-amber-600 dark:text-amber-300', ring: 'bg-amber-500/15' },
  approved: { title: STRINGS.status.approved, icon: CheckCircle2, tone: 'text-green-700 dark:text-green-300', ring: 'bg-green-500/15' },
  rejected: { title: STRINGS.status.rejected, icon: XCircle, tone: 'text-red-600 dark:text-red-300', ring: 'bg-red-500/15' },
  unknown: { title: STRINGS.status.unknown, icon: HelpCircle, tone: 'text-muted-foreground', ring: 'bg-muted' },
};
