import { z } from 'zod';
import { ABSENCE_KIND_LABELS, AVAILABILITY_STRINGS as S } from './availability-strings';
import { daysBetweenDateKeys, isValidDateKey, weekdayOfDateKey } from './station-time';

export * from './availability-strings';

/**
 * Who can work when (issue 23 "availability"): each person's usual week (weekdays and hours) and
 * date ranges away. A range away beats the usual week. Dates are station dates ('YYYY-MM-DD' on
 * the station's wall clock), so "today" turns at the station's midnight, whatever the server's zone.
 * Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */

export const AVAILABILITY_EVENTS = {
  changed: 'availability.changed',
} as const;

export const ABSENCE_KINDS = ['ferie', 'fri', 'syk', 'kurs', 'annet'] as const;
export const absenceKindSchema = z.enum(ABSENCE_KINDS);
export type AbsenceKind = z.infer<typeof absenceKindSchema>;

export const AVAILABILITY_LIMITS = {
  noteMax: 200,
  /** A range away lasts at most a year (both ends included). */
  absenceDaysMax: 366,
  /** The team's availability is asked for at most this many days at once. */
  queryDaysMax: 62,
  /** Ranges one person may have that have not ended yet. */
  openAbsencesMax: 100,
} as const;

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const timeOfDaySchema = z.string().regex(TIME_PATTERN, S.invalidTime);

export function minutesOfTime(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const availabilityDateSchema = z.string().refine(isValidDateKey, S.invalidDate);

export const weeklySlotSchema = z
  .strictObject({
    weekday: z.number().int().min(1).max(7),
    start: timeOfDaySchema,
    end: timeOfDaySchema,
  })
  .refine((slot) => minutesOfTime(slot.end) > minutesOfTime(slot.start), { message: S.endAfterStart, path: ['end'] })
  .refine((slot) => slot.start !== '24:00', { message: S.invalidTime, path: ['start'] });
export type WeeklySlot = z.infer<typeof weeklySlotSchema>;

export const weekInputSchema = z.strictObject({
  week: z
    .array(weeklySlotSchema)
    .max(7)
    .refine((slots) => new Set(slots.map((s) => s.weekday)).size === slots.length, S.duplicateWeekday),
});
export type WeekInput = z.infer<typeof weekInputSchema>;

export const absenceInputSchema = z
  .strictObject({
    kind: absenceKindSchema,
    from: availabilityDateSchema,
    to: availabilityDateSchema,
    note: z.string().trim().max(AVAILABILITY_LIMITS.noteMax).optional().nullable().transform((note) => (note ? note : null)),
  })
  .refine((a) => !isValidDateKey(a.from) || !isValidDateKey(a.to) || daysBetweenDateKeys(a.from, a.to) >= 0, { message: S.toAfterFrom, path: ['to'] })
  .refine((a) => !isValidDateKey(a.from) || !isValidDateKey(a.to) || daysBetweenDateKeys(a.from, a.to) < AVAILABILITY_LIMITS.absenceDaysMax, {
    message: S.rangeTooLong,
    path: ['to'],
  });
export type AbsenceInput = z.output<typeof absenceInputSchema>;

export const absenceIdParamsSchema = z.strictObject({ id: z.uuid() });

export const absenceSchema = z.object({
  id: z.string(),
  kind: absenceKindSchema,
  from: z.string(),
  to: z.string(),
  note: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

/** GET /api/me/availability and the answer of its writes. */
export const myAvailabilitySchema = z.object({
  week: z.array(weeklySlotSchema),
  /** Ranges that have not ended before today, earliest first. */
  absences: z.array(absenceSchema),
});
export type MyAvailability = z.infer<typeof myAvailabilitySchema>;

/** GET /api/availability?from&to (both included, at most queryDaysMax days). */
export const teamAvailabilityQuerySchema = z
  .strictObject({ from: availabilityDateSchema, to: availabilityDateSchema })
  .refine((q) => !isValidDateKey(q.from) || !isValidDateKey(q.to) || daysBetweenDateKeys(q.from, q.to) >= 0, { message: S.toAfterFrom, path: ['to'] })
  .refine((q) => !isValidDateKey(q.from) || !isValidDateKey(q.to) || daysBetweenDateKeys(q.from, q.to) < AVAILABILITY_LIMITS.queryDaysMax, {
    message: S.queryTooLong,
    path: ['to'],
  });

export const personAvailabilitySchema = z.object({
  userId: z.string(),
  name: z.string(),
  chatColor: z.string().nullable(),
  week: z.array(weeklySlotSchema),
  /** Ranges that overlap the asked dates. */
  absences: z.array(absenceSchema),
});
export type PersonAvailability = z.infer<typeof personAvailabilitySchema>;

export const teamAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  people: z.array(personAvailabilitySchema),
});
export type TeamAvailability = z.infer<typeof teamAvailabilitySchema>;

/** GET /api/availability/today: the roster "På jobb i dag". */
export const rosterSchema = z.object({
  date: z.string(),
  working: z.array(z.object({ userId: z.string(), name: z.string(), chatColor: z.string().nullable(), start: z.string(), end: z.string() })),
  away: z.array(z.object({ userId: z.string(), name: z.string(), chatColor: z.string().nullable(), kind: absenceKindSchema, to: z.string() })),
});
export type Roster = z.infer<typeof rosterSchema>;

/** `availability:v1`: someone changed their week or ranges away; screens refetch what they show. */
export const availabilityChangedEventSchema = z.object({ userId: z.string() });
export type AvailabilityChangedEvent = z.infer<typeof availabilityChangedEventSchema>;

/** ISO weekday (1 = Monday) of a station date. */
export function isoWeekdayOfDate(dateKey: string): number {
  const day = weekdayOfDateKey(dateKey);
  return day === 0 ? 7 : day;
}

export type DayAvailability =
  | { status: 'away'; absence: Absence }
  | { status: 'working'; slot: WeeklySlot }
  | { status: 'off' };

/**
 * A person on one station date: away when a range covers it (beats the usual week), working when
 * the usual week has the weekday, off otherwise. Dates compare as 'YYYY-MM-DD' strings.
 */
export function availabilityOn(person: { week: readonly WeeklySlot[]; absences: readonly Absence[] }, dateKey: string): DayAvailability {
  const absence = person.absences.find((a) => a.from <= dateKey && dateKey <= a.to);
  if (absence) return { status: 'away', absence };
  const weekday = isoWeekdayOfDate(dateKey);
  const slot = person.week.find((s) => s.weekday === weekday);
  return slot ? { status: 'working', slot } : { status: 'off' };
}

/**
 * The picker's warning for a person on a date, or null when nothing speaks against them:
 * "Ikke tilgjengelig (Ferie)" for a range away. A person who entered no usual week at all is
 * not warned about (an empty week means "not filled in", not "never works"); one whose week
 * leaves the day out is.
 */
export function unavailableWarning(person: { week: readonly WeeklySlot[]; absences: readonly Absence[] }, dateKey: string): string | null {
  const day = availabilityOn(person, dateKey);
  if (day.status === 'away') return `${S.unavailable} (${ABSENCE_KIND_LABELS[day.absence.kind]}${day.absence.note ? `: ${day.absence.note}` : ''})`;
  if (day.status === 'off' && person.week.length > 0) return `${S.unavailable} (${S.notUsualDay})`;
  return null;
}
