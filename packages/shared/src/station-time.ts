import { TIME_ZONE } from './constants';

/**
 * Station time: the wall clock and calendar of the station's zone (Europe/Oslo by default) for an
 * instant, and back, in Node and the browser alike, without a date library (Intl knows the zone
 * rules). A broadcast day is a local calendar date ('YYYY-MM-DD', a date key); hours are local
 * wall-clock hours, so on the spring DST day hour 02 does not exist and on the autumn DST day it
 * happens twice (we use the first). Weekdays count as Date.getDay(): 0 = Sunday.
 */

/**
 * The station's zone, settable at runtime (/enterprise): every function here defaults to it. The
 * server sets it at boot and on every station-settings change, the web app from /api/config.
 */
let currentZone: string = TIME_ZONE;

export function stationTimeZone(): string {
  return currentZone;
}

/** True for a zone name Intl knows (an IANA name such as 'Europe/Oslo' or 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An invalid zone is ignored (the station keeps its current one). */
export function setStationTimeZone(zone: string): void {
  if (isValidTimeZone(zone)) currentZone = zone;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday, as Date.getDay() (PRODUCT.md). */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zonedParts(instant: Date, timeZone: string = stationTimeZone()): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return {
    year,
    month,
    day,
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of an instant, 'YYYY-MM-DD'. */
export function zonedDateKey(instant: Date, timeZone: string = stationTimeZone()): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's weekday on the station's wall clock (0 = Sunday). */
export function zonedWeekday(instant: Date, timeZone: string = stationTimeZone()): number {
  return zonedParts(instant, timeZone).weekday;
}

export const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parseDateKey(dateKey: string): [number, number, number] {
  if (!DATE_KEY_PATTERN.test(dateKey)) throw new Error(`invalid date key: ${dateKey}`);
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** True when the string is a real calendar date (rejects 2025-02-30). */
export function isValidDateKey(dateKey: string): boolean {
  if (!DATE_KEY_PATTERN.test(dateKey)) return false;
  const [y, m, d] = parseDateKey(dateKey);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function weekdayOfDateKey(dateKey: string): number {
  const [y, m, d] = parseDateKey(dateKey);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addDaysToDateKey(dateKey: string, days: number): string {
  const [y, m, d] = parseDateKey(dateKey);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDateKeys(from: string, to: string): number {
  const [y1, m1, d1] = parseDateKey(from);
  const [y2, m2, d2] = parseDateKey(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(new Date(ms), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant at which the station's wall clock shows `dateKey` `hour`:`minute`. Null when that
 * wall time does not exist (the hour skipped when clocks go forward). When it exists twice (the
 * hour repeated when clocks go back), the first occurrence.
 */
export function zonedTimeToInstant(dateKey: string, hour: number, minute = 0, timeZone: string = stationTimeZone()): Date | null {
  const [y, m, d] = parseDateKey(dateKey);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // Offsets a day either side cover both sides of any DST change on this date.
  const offsets = new Set([offsetAt(wall - 86_400_000, timeZone), offsetAt(wall, timeZone), offsetAt(wall + 86_400_000, timeZone)]);
  const matches = [...offsets]
    .map((offset) => wall - offset)
    .filter((candidate) => {
      const p = zonedParts(new Date(candidate), timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
    });
  if (matches.length === 0) return null;
  return new Date(Math.min(...matches));
}

/** Whether a wall-clock hour happens on a date (false for 02 on the spring DST day in Oslo). */
export function hourExists(dateKey: string, hour: number, timeZone: string = stationTimeZone()): boolean {
  return zonedTimeToInstant(dateKey, hour, 0, timeZone) !== null;
}

/** Monday-first order of weekdays (PRODUCT.md: week starts Monday; weekday 0 is Sunday). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export const WEEKDAY_NAMES = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'] as const;

export function weekdayName(weekday: number, capitalised = false): string {
  const name = WEEKDAY_NAMES[weekday] ?? '';
  return capitalised ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}


/** Minutes after local midnight on the station's wall clock (for 'HH:MM' times of day). */
export function zonedMinuteOfDay(instant: Date, timeZone: string = stationTimeZone()): number {
  const p = zonedParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

/** 'HH:mm' (24 h) on the station's wall clock, or 'HH:mm:ss' with seconds. */
export function formatZonedTime(instant: Date, timeZone: string = stationTimeZone(), withSeconds = false): string {
  const p = zonedParts(instant, timeZone);
  const hhmm = `${pad(p.hour)}:${pad(p.minute)}`;
  return withSeconds ? `${hhmm}:${pad(p.second)}` : hhmm;
}

/** 'dd.MM.yyyy' (the Norwegian date format) of the station's calendar date. */
export function formatZonedDate(instant: Date, timeZone: string = stationTimeZone()): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
}

/** An instant as the value of <input type="datetime-local"> on the station's wall clock ('YYYY-MM-DDTHH:mm'). */
export function toStationInputValue(date: Date, timeZone: string = stationTimeZone()): string {
  return `${zonedDateKey(date, timeZone)}T${formatZonedTime(date, timeZone)}`;
}

/**
 * The instant a datetime-local value means on the station's wall clock, also when the browser runs
 * in another zone. Two passes settle the offset across a DST change (a time that happens twice
 * comes out as the later one; a skipped time moves forward by the gap).
 */
export function fromStationInputValue(value: string, timeZone: string = stationTimeZone()): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wallAsUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let guess = wallAsUtc;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += wallAsUtc - shownAsUtc;
  }
  return new Date(guess);
}
