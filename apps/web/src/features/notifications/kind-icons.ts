import { AtSign, Award, BellRing, Clock, Inbox, UserCheck, type LucideIcon } from 'lucide-react';
import type { NotificationKind } from '@studioportal/shared';

/** One picture per kind, beside its Norwegian label (the label is what screen readers get). */
export const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  mention: AtSign,
  approval: UserCheck,
  reminder: Clock,
  listener_message: Inbox,
  achievement: Award,
  show_starting: BellRing,
};
