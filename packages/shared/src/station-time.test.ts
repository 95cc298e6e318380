import { describe, expect, it } from 'vitest';
import {
  addDaysToDateKey,
  daysBetweenDateKeys,
  formatZonedDate,
  formatZonedTime,
  fromStationInputValue,
  hourExists,
  isValidDateKey,
  toStationInputValue,
  weekdayOfDateKey,
  zonedDateKey,
  zonedMinuteOfDay,
  zonedTimeToInstant,
  zonedWeekday,
} from './station-time';

const at = (iso: string) => new Date(iso);

describe('Europe/Oslo weekday and date', () => {
  it('turns to Monday at local midnight, not UTC midnight (winter, UTC+1)', () => {
    // Sunday 2025-01-05 23:30 UTC is Monday 00:30 in Oslo.
    expect(zonedWeekday(at('2025-01-05T22:59:59Z'))).toBe(0);
    expect(zonedWeekday(at('2025-01-05T23:00:00Z'))).toBe(1);
    expect(zonedDateKey(at('2025-01-05T23:00:00Z'))).toBe('2025-01-06');
  });

  it('turns at 22:00 UTC in summer (UTC+2)', () => {
    expect(zonedDateKey(at('2025-06-15T21:59:59Z'))).toBe('2025-06-15');
    expect(zonedDateKey(at('2025-06-15T22:00:00Z'))).toBe('2025-06-16');
    expect(zonedWeekday(at('2025-06-15T22:00:00Z'))).toBe(1);
  });

  it('handles the spring DST day (Sunday 30 March 2025): the day is 23 hours long', () => {
    // Saturday ends at 23:00 UTC (CET); Sunday ends at 22:00 UTC (CEST).
    expect(zonedWeekday(at('2025-03-29T22:59:59Z'))).toBe(6);
    expect(zonedWeekday(at('2025-03-29T23:00:00Z'))).toBe(0);
    expect(zonedWeekday(at('2025-03-30T21:59:59Z'))).toBe(0);
    expect(zonedWeekday(at('2025-03-30T22:00:00Z'))).toBe(1);
    const start = zonedTimeToInstant('2025-03-30', 0)!;
    const end = zonedTimeToInstant('2025-03-31', 0)!;
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('handles the autumn DST day (Sunday 26 October 2025): the day is 25 hours long', () => {
    expect(zonedWeekday(at('2025-10-25T21:59:59Z'))).toBe(6);
    expect(zonedWeekday(at('2025-10-25T22:00:00Z'))).toBe(0);
    expect(zonedWeekday(at('2025-10-26T22:59:59Z'))).toBe(0);
    expect(zonedWeekday(at('2025-10-26T23:00:00Z'))).toBe(1);
    const start = zonedTimeToInstant('2025-10-26', 0)!;
    const end = zonedTimeToInstant('2025-10-27', 0)!;
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });

  it('gives the weekday of a calendar date (0 = Sunday)', () => {
    expect(weekdayOfDateKey('2025-03-30')).toBe(0);
    expect(weekdayOfDateKey('2025-03-31')).toBe(1);
    expect(weekdayOfDateKey('2024-02-29')).toBe(4);
  });
});

describe('zonedTimeToInstant', () => {
  it('maps local hours to UTC instants on ordinary days', () => {
    expect(zonedTimeToInstant('2025-01-06', 7)!.toISOString()).toBe('2025-01-06T06:00:00.000Z');
    expect(zonedTimeToInstant('2025-06-16', 7, 30)!.toISOString()).toBe('2025-06-16T05:30:00.000Z');
  });

  it('says hour 02 does not exist on the spring DST day', () => {
    expect(zonedTimeToInstant('2025-03-30', 2)).toBeNull();
    expect(hourExists('2025-03-30', 2)).toBe(false);
    expect(zonedTimeToInstant('2025-03-30', 1)!.toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(zonedTimeToInstant('2025-03-30', 3)!.toISOString()).toBe('2025-03-30T01:00:00.000Z');
  });

  it('takes the first of the two 02:00s on the autumn DST day', () => {
    expect(zonedTimeToInstant('2025-10-26', 2)!.toISOString()).toBe('2025-10-26T00:00:00.000Z');
    expect(zonedTimeToInstant('2025-10-26', 3)!.toISOString()).toBe('2025-10-26T02:00:00.000Z');
    expect(hourExists('2025-10-26', 2)).toBe(true);
  });
});

describe('date keys', () => {
  it('validates real calendar dates only', () => {
    expect(isValidDateKey('2025-02-28')).toBe(true);
    expect(isValidDateKey('2025-02-29')).toBe(false);
    expect(isValidDateKey('2024-02-29')).toBe(true);
    expect(isValidDateKey('2025-13-01')).toBe(false);
    expect(isValidDateKey('25-01-01')).toBe(false);
  });

  it('adds days across months and years and counts between', () => {
    expect(addDaysToDateKey('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysToDateKey('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetweenDateKeys('2025-03-29', '2025-04-01')).toBe(3);
    expect(daysBetweenDateKeys('2025-04-01', '2025-03-29')).toBe(-3);
  });
});

describe('station wall clock as text', () => {
  it('formats times, dates and minutes of day in Oslo whatever the machine zone', () => {
    // 2025-01-05 23:05:09 UTC is Monday 00:05:09 in Oslo; 2025-06-15 21:59:59 UTC is 23:59:59.
    expect(formatZonedTime(at('2025-01-05T23:05:09Z'))).toBe('00:05');
    expect(formatZonedTime(at('2025-01-05T23:05:09Z'), 'Europe/Oslo', true)).toBe('00:05:09');
    expect(formatZonedDate(at('2025-01-05T23:05:09Z'))).toBe('06.01.2025');
    expect(zonedMinuteOfDay(at('2025-06-15T21:59:59Z'))).toBe(23 * 60 + 59);
  });

  it('round-trips datetime-local values, DST days included', () => {
    expect(toStationInputValue(at('2025-06-15T04:30:00Z'))).toBe('2025-06-15T06:30');
    expect(fromStationInputValue('2025-06-15T06:30')?.toISOString()).toBe('2025-06-15T04:30:00.000Z');
    // 02:30 does not exist on the spring DST day: it moves forward by the gap, to 03:30.
    expect(fromStationInputValue('2025-03-30T02:30')?.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    // 02:30 happens twice on the autumn DST day: the later one.
    expect(fromStationInputValue('2025-10-26T02:30')?.toISOString()).toBe('2025-10-26T01:30:00.000Z');
    expect(fromStationInputValue('26.10.2025 02:30')).toBeNull();
  });
});
