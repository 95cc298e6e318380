import {
  addDaysToDateKey,
  DATE_KEY_PATTERN,
  isValidDateKey,
  mondayOf,
  mondayOfInstant,
  weekRange,
  zonedDateKey,
  type ScheduledShow,
} from '@studioportal/shared';

/** The Monday of the week in the URL (?uke=YYYY-MM-DD, any day of it), or this week's. */
export function weekFromParam(param: string | null, now: Date, timeZone: string): string {
  if (param && DATE_KEY_PATTERN.test(param) && isValidDateKey(param)) return mondayOf(param);
  return mondayOfInstant(now, timeZone);
}

export interface WeekDay {
  date: string;
  weekday: number;
}

/** The seven days Monday → Sunday. */
export function weekDays(monday: string): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => ({ date: addDaysToDateKey(monday, i), weekday: (i + 1) % 7 }));
}

export function weekBounds(monday: string, timeZone: string) {
  const { from, to } = weekRange(monday, timeZone);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * Shows by the day they are drawn on: the day they start, or Monday for a show that began the
 * Sunday before and runs into this week.
 */
export function showsByDay(shows: readonly ScheduledShow[], monday: string, timeZone: string): Map<string, ScheduledShow[]> {
  const byDay = new Map<string, ScheduledShow[]>(weekDays(monday).map((d) => [d.date, []]));
  for (const show of shows) {
    const day = zonedDateKey(new Date(show.scheduled_start), timeZone);
    const key = day < monday ? monday : day;
    byDay.get(key)?.push(show);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.scheduled_start.localeCompare(b.scheduled_start));
  return byDay;
}

/** '24.03.–30.03.2025' for the heading. */
export function weekLabel(monday: string): string {
  const sunday = addDaysToDateKey(monday, 6);
  const [y1, m1, d1] = monday.split('-');
  const [y2, m2, d2] = sunday.split('-');
  return y1 === y2 ? `${d1}.${m1}.–${d2}.${m2}.${y2}` : `${d1}.${m1}.${y1}–${d2}.${m2}.${y2}`;
}

/** '24.03.' for a day heading. */
export function shortDate(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}.${m}.`;
}

/** ISO week number (for 'Uke 13'): the week's Thursday decides the year. */
export function isoWeek(monday: string): number {
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number];
  const thursday = Date.UTC(y, m - 1, d + 3);
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / 86_400_000 / 7) + 1;
}
