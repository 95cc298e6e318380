import { addDaysToDateKey, stationTimeZone, weekdayOfDateKey, zonedDateKey, zonedTimeToInstant } from './station-time';

/**
 * Pure rules of the show plan (/show-plan): times of day, the Monday-first week, where a show
 * template's shows fall on real dates (Europe/Oslo, DST included), and which shows overlap.
 */

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' → minutes after midnight; null when it is not a time of day. */
export function parseTimeOfDay(text: string): number | null {
  const match = TIME_OF_DAY.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/** What people type ('6:00', '0600', '06.00', '6') → 'HH:MM'; null when it is not a time of day. */
export function normalizeTimeOfDay(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const candidate = `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`;
  return isTimeOfDay(candidate) ? candidate : null;
}

/** Minutes after midnight → 'HH:MM'. */
export function formatTimeOfDay(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a show from `start` to `end` (times of day) runs past midnight into the next day. */
export function endsNextDay(start: string, end: string): boolean {
  const s = parseTimeOfDay(start);
  const e = parseTimeOfDay(end);
  return s !== null && e !== null && e <= s;
}

/** Length in minutes of a show from `start` to `end` (times of day), across midnight when needed. */
export function timeOfDaySpan(start: string, end: string): number {
  const s = parseTimeOfDay(start) ?? 0;
  const e = parseTimeOfDay(end) ?? 0;
  return e > s ? e - s : e + 1440 - s;
}

/** The Monday (date key) of the week a date key falls in. */
export function mondayOf(dateKey: string): string {
  const weekday = weekdayOfDateKey(dateKey);
  return addDaysToDateKey(dateKey, -((weekday + 6) % 7));
}

/** The Monday of the week an instant falls in, on the station's wall clock. */
export function mondayOfInstant(instant: Date, timeZone: string = stationTimeZone()): string {
  return mondayOf(zonedDateKey(instant, timeZone));
}

/**
 * The instant the wall clock shows `dateKey` at `minutes` after midnight. A time skipped when the
 * clocks go forward moves forward by the gap (02:30 on the spring DST day becomes 03:30), as a
 * wall clock would show it; a repeated time (autumn) is its first occurrence.
 */
export function wallClockInstant(dateKey: string, minutes: number, timeZone: string = stationTimeZone()): Date {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const exact = zonedTimeToInstant(dateKey, hour, minute, timeZone);
  if (exact) return exact;
  // Skipped: the same minute an hour later exists (DST gaps are one hour in every zone we serve).
  const later = zonedTimeToInstant(dateKey, hour + 1 > 23 ? 23 : hour + 1, minute, timeZone);
  if (later) return later;
  throw new Error(`no wall-clock time ${dateKey} ${hour}:${minute} in ${timeZone}`);
}

/** Start and end of a week (Monday 00:00 to the next Monday 00:00, station time). */
export function weekRange(monday: string, timeZone: string = stationTimeZone()): { from: Date; to: Date } {
  return { from: wallClockInstant(monday, 0, timeZone), to: wallClockInstant(addDaysToDateKey(monday, 7), 0, timeZone) };
}

export interface TemplateTimes {
  weekdays: readonly number[];
  start_time: string;
  end_time: string;
}

export interface Occurrence {
  /** The local date the show starts on. */
  date: string;
  start: Date;
  end: Date;
}

/** Where a template's shows fall in `days` days from `from` (a date key), in order. */
export function templateOccurrences(template: TemplateTimes, from: string, days: number, timeZone: string = stationTimeZone()): Occurrence[] {
  const start = parseTimeOfDay(template.start_time);
  const end = parseTimeOfDay(template.end_time);
  if (start === null || end === null) return [];
  const out: Occurrence[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDaysToDateKey(from, i);
    if (!template.weekdays.includes(weekdayOfDateKey(date))) continue;
    const endDate = end <= start ? addDaysToDateKey(date, 1) : date;
    out.push({ date, start: wallClockInstant(date, start, timeZone), end: wallClockInstant(endDate, end, timeZone) });
  }
  return out;
}

export interface TimedShow {
  id: string;
  scheduled_start: string;
  scheduled_end: string;
  status?: string;
}

/** For every show that overlaps another (cancelled shows never count), the ids it overlaps. */
export function showConflicts(shows: readonly TimedShow[]): Map<string, string[]> {
  const live = shows
    .filter((s) => s.status !== 'cancelled')
    .map((s) => ({ id: s.id, start: Date.parse(s.scheduled_start), end: Date.parse(s.scheduled_end) }))
    .sort((a, b) => a.start - b.start);
  const conflicts = new Map<string, string[]>();
  const add = (a: string, b: string) => conflicts.set(a, [...(conflicts.get(a) ?? []), b]);
  for (let i = 0; i < live.length; i++) {
    const a = live[i]!;
    for (let j = i + 1; j < live.length; j++) {
      const b = live[j]!;
      if (b.start >= a.end) break;
      add(a.id, b.id);
      add(b.id, a.id);
    }
  }
  return conflicts;
}
