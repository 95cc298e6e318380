import { format, parseISO, isValid } from 'date-fns';
import { nb } from 'date-fns/locale';
import { formatZonedDate, formatZonedTime, stationTimeZone, zonedParts } from '@studioportal/shared';

/**
 * date-fns formats in the browser's own zone, but the studio runs on the station's zone (Europe/Oslo)
 * even for a laptop abroad. This returns a Date whose *local* fields show the wall-clock time in
 * `timeZone`, so date-fns with the nb locale can format it (weekday and month names). Only for
 * display, never for arithmetic; the station-time maths itself is shared (station-time.ts).
 */
export function toZonedWallClock(date: Date, timeZone: string = stationTimeZone()): Date {
  const p = zonedParts(date, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** 'hh:mm:ss', 24-hour (spec: the navbar clock). */
export function formatClock(date: Date, timeZone?: string): string {
  return formatZonedTime(date, timeZone, true);
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
  return formatZonedDate(date, timeZone);
}

/** 'HH:mm' in the station zone. */
export function formatTime(iso: string, timeZone?: string): string | null {
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return formatZonedTime(date, timeZone);
}

/**
 * A moment in a list of today's events: 'HH:mm' when it was today on the station's clock, with the
 * date in front ('dd.MM.yyyy HH:mm') another day; `kl.` before the time when the line reads as prose.
 * Empty for a missing or invalid value.
 */
export function formatRecentTime(iso: string | null, timeZone?: string, now: Date = new Date(), options: { kl?: boolean } = {}): string {
  const time = iso ? formatTime(iso, timeZone) : null;
  if (!iso || !time) return '';
  const clock = options.kl ? `kl. ${time}` : time;
  const date = formatDate(iso, timeZone);
  return date === formatDate(now.toISOString(), timeZone) ? clock : `${date} ${clock}`;
}

/** The hour (0-23) on the station's wall clock. */
export function zonedHour(date: Date, timeZone?: string): number {
  return zonedParts(date, timeZone).hour;
}
