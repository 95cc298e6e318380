import { format, parseISO, isValid } from 'date-fns';
import { nb } from 'date-fns/locale';
import { TIME_ZONE } from '@studioportal/shared';

/**
 * date-fns formats in the browser's own zone, but the studio runs on the station's zone (Europe/Oslo)
 * even for a laptop abroad. This returns a Date whose *local* fields show the wall-clock time in
 * `timeZone`, so date-fns with the nb locale can format it. Only for display, never for arithmetic.
 */
export function toZonedWallClock(date: Date, timeZone: string = TIME_ZONE): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** 'hh:mm:ss', 24-hour (spec: the navbar clock). */
export function formatClock(date: Date, timeZone?: string): string {
  return format(toZonedWallClock(date, timeZone), 'HH:mm:ss');
}

/** 'mandag 24. november 2025' with a capital first letter, for headings. */
export function formatLongDate(date: Date, timeZone?: string): string {
  const text = format(toZonedWallClock(date, timeZone), 'EEEE d. MMMM yyyy', { locale: nb });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'dd.MM.yyyy' (product decision: Norwegian date format), or null for a missing/invalid value. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return format(toZonedWallClock(date, timeZone), 'dd.MM.yyyy');
}

/** 'HH:mm' in the station zone. */
export function formatTime(iso: string, timeZone?: string): string | null {
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return format(toZonedWallClock(date, timeZone), 'HH:mm');
}

/** The hour (0-23) on the station's wall clock. */
export function zonedHour(date: Date, timeZone?: string): number {
  return toZonedWallClock(date, timeZone).getHours();
}
