import type { ListenerStatus, PersonRef } from '@studioportal/shared';
import type { BadgeProps } from '@/components/ui/badge';
import { formatRecentTime } from '@/lib/datetime';
import { displayName, firstName } from '@/lib/people';

/** 'HH:mm' on the station's clock (24 h); with the date in front when it was not today. */
export function messageTime(iso: string | null, timeZone: string, now: Date = new Date()): string {
  return formatRecentTime(iso, timeZone, now);
}

/** A whole Norwegian number in the usual groups ('+47 912 34 567'); a masked or foreign one as it came. */
export function phoneText(phone: string): string {
  const norwegian = /^\+47(\d{3})(\d{2})(\d{3})$/.exec(phone);
  return norwegian ? `+47 ${norwegian[1]} ${norwegian[2]} ${norwegian[3]}` : phone;
}

/** 'Kari' for a colleague in a short status line. */
export function shortName(person: PersonRef | null): string {
  return firstName(person?.full_name) ?? displayName(person?.full_name);
}

export const STATUS_BADGE: Record<ListenerStatus, NonNullable<BadgeProps['variant']>> = {
  ny: 'default',
  lest: 'secondary',
  stjernemerket: 'warning',
  brukt: 'success',
  arkivert: 'outline',
};

/** '3 nye lyttermeldinger' for screen readers next to a bare number. */
export function newCountText(count: number): string {
  return count === 1 ? '1 ny lyttermelding' : `${count} nye lyttermeldinger`;
}
