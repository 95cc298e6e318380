import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';
import { formatZonedTime, zonedDateKey } from '@studioportal/shared';
import { toZonedWallClock } from '@/lib/datetime';

/** The station-zone calendar day of a timestamp, e.g. '2025-11-24', for grouping messages. */
export function dayKey(iso: string, timeZone: string): string {
  return zonedDateKey(parseISO(iso), timeZone);
}

/** 'I dag', 'I går', or 'mandag 24. november' (with the year when it is not this year). */
export function dayLabel(iso: string, timeZone: string, now: Date = new Date()): string {
  const day = toZonedWallClock(parseISO(iso), timeZone);
  const today = toZonedWallClock(now, timeZone);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diffDays = Math.round((startOf(today) - startOf(day)) / 86_400_000);
  if (diffDays === 0) return 'I dag';
  if (diffDays === 1) return 'I går';
  const text = format(day, day.getFullYear() === today.getFullYear() ? 'EEEE d. MMMM' : 'EEEE d. MMMM yyyy', { locale: nb });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Short time for lists: 'HH:mm' today, 'i går', else 'dd.MM.'. */
export function listTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const label = dayLabel(iso, timeZone, now);
  if (label === 'I dag') return formatZonedTime(parseISO(iso), timeZone);
  if (label === 'I går') return 'i går';
  return format(toZonedWallClock(parseISO(iso), timeZone), 'dd.MM.');
}

/** Full date and time for a tooltip: '24.11.2025 kl. 07:12'. */
export function fullTimestamp(iso: string, timeZone: string): string {
  return format(toZonedWallClock(parseISO(iso), timeZone), "dd.MM.yyyy 'kl.' HH:mm");
}
