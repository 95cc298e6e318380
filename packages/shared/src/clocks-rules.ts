import { describeSeconds, formatMmSs } from './clocks-time';
import { stationTimeZone, zonedWeekday } from './station-time';

/**
 * The pure rules of a clock hour, shared by the editor (live messages while typing) and the
 * server (refuses what breaks them): elements must not overlap, must end by the top of the next
 * hour, and a hard start is never moved to make room.
 */

export const HOUR_SECONDS = 3600;

export interface ClockElementTiming {
  title: string;
  start_offset_s: number;
  duration_s: number;
  hard_start: boolean;
}

export type ClockIssue =
  | { kind: 'overlap'; index: number; other: number; seconds: number; message: string }
  | { kind: 'hard_start'; index: number; other: number; seconds: number; message: string }
  | { kind: 'overflow'; index: number; seconds: number; message: string };

const label = (title: string) => `«${title.trim() || 'Uten tittel'}»`;

/**
 * Every broken rule, each pinned to the element that has to change (`index` in the given list).
 * A soft element running into a hard start is reported on the soft one: the hard start stays.
 */
export function clockIssues(elements: readonly ClockElementTiming[]): ClockIssue[] {
  const issues: ClockIssue[] = [];
  const order = elements.map((_, i) => i).sort((a, b) => {
    const ea = elements[a]!;
    const eb = elements[b]!;
    return ea.start_offset_s - eb.start_offset_s || a - b;
  });

  for (let i = 0; i < order.length; i++) {
    const a = elements[order[i]!]!;
    const aEnd = a.start_offset_s + a.duration_s;
    for (let j = i + 1; j < order.length; j++) {
      const b = elements[order[j]!]!;
      if (b.start_offset_s >= aEnd) break;
      const seconds = Math.min(aEnd, b.start_offset_s + b.duration_s) - b.start_offset_s;
      if (b.hard_start && !a.hard_start) {
        issues.push({
          kind: 'hard_start',
          index: order[i]!,
          other: order[j]!,
          seconds,
          message: `${label(a.title)} går ${describeSeconds(seconds)} inn i den faste starten til ${label(b.title)} (${formatMmSs(b.start_offset_s)}).`,
        });
      } else if (a.hard_start && !b.hard_start) {
        issues.push({
          kind: 'hard_start',
          index: order[j]!,
          other: order[i]!,
          seconds,
          message: `${label(b.title)} starter ${describeSeconds(seconds)} før ${label(a.title)} med fast start er ferdig.`,
        });
      } else {
        issues.push({
          kind: 'overlap',
          index: order[j]!,
          other: order[i]!,
          seconds,
          message: `${label(b.title)} overlapper ${label(a.title)} med ${describeSeconds(seconds)}.`,
        });
      }
    }
  }

  elements.forEach((element, index) => {
    const over = element.start_offset_s + element.duration_s - HOUR_SECONDS;
    if (over > 0) {
      issues.push({ kind: 'overflow', index, seconds: over, message: `${label(element.title)} går ${describeSeconds(over)} over timen.` });
    }
  });
  return issues;
}

/** Planned seconds in use and left over; `overBy` is how far the last element runs past the hour. */
export function clockTotals(elements: readonly ClockElementTiming[]) {
  const planned = elements.reduce((sum, e) => sum + e.duration_s, 0);
  const end = elements.reduce((max, e) => Math.max(max, e.start_offset_s + e.duration_s), 0);
  return { planned, free: Math.max(0, HOUR_SECONDS - planned), end, overBy: Math.max(0, end - HOUR_SECONDS) };
}

/**
 * Recalculates offsets after a reorder: soft elements follow each other from the top of the
 * hour, hard starts keep their offset (the news at :00 never moves).
 */
export function reflowElements<T extends ClockElementTiming>(elements: readonly T[]): T[] {
  let cursor = 0;
  return elements.map((element) => {
    const start = element.hard_start ? element.start_offset_s : cursor;
    cursor = start + element.duration_s;
    return start === element.start_offset_s ? element : { ...element, start_offset_s: start };
  });
}

/** Where a new element goes: right after the last one, capped inside the hour. */
export function nextFreeOffset(elements: readonly ClockElementTiming[]): number {
  const end = elements.reduce((max, e) => Math.max(max, e.start_offset_s + e.duration_s), 0);
  return Math.min(end, HOUR_SECONDS - 1);
}

/** Spec section 5: today's templates are those with weekday equal to today and is_active. */
export function isTodaysTemplate(template: { weekday: number; is_active: boolean }, now: Date, timeZone: string = stationTimeZone()): boolean {
  return template.is_active && template.weekday === zonedWeekday(now, timeZone);
}

export const UPCOMING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Spec section 5: upcoming shows are those starting within the next 24 h. */
export function isUpcomingShow(show: { scheduled_start: string }, now: Date): boolean {
  const start = Date.parse(show.scheduled_start);
  return start > now.getTime() && start <= now.getTime() + UPCOMING_WINDOW_MS;
}
