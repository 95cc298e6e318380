import { z } from 'zod';
import { addDaysToDateKey, isValidDateKey, zonedDateKey, zonedParts, zonedTimeToInstant } from './station-time';

/**
 * Auto-DJ (/automation, docs/auto-dj-export.md): which hours of the next seven days nobody is in
 * the studio — derived from the show plan (a show that is not cancelled and has a producer or a
 * host makes every hour it touches attended), with a per date + hour override either way — and the
 * rules the playout follows in those hours: music categories per hour of day, artist and title
 * separation, jingles per hour and a note. Exported as JSON for the playout to import.
 */

export const AUTO_DJ_LIMITS = {
  days: 7,
  categoriesPerHourMax: 10,
  categoryMax: 40,
  separationMaxMinutes: 1440,
  jinglesPerHourMax: 12,
  noteMax: 500,
  /** Overrides may be set this many days ahead (and for yesterday, for a show running past midnight). */
  overrideDaysAhead: 30,
} as const;
const L = AUTO_DJ_LIMITS;

export const AUTO_DJ_EXPORT_VERSION = 1;

export const AUTO_DJ_STRINGS = {
  title: 'Auto-DJ',
  changed: 'Noen andre har endret Auto-DJ-innstillingene. Last inn på nytt og prøv igjen.',
  categoryInvalid: `En kategori må ha 1–${L.categoryMax} tegn.`,
  categoriesTooMany: `Høyst ${L.categoriesPerHourMax} kategorier per time.`,
  hoursInvalid: 'Oppgi kategorier for alle 24 timer i døgnet.',
  separationInvalid: `Oppgi minutter fra 0 til ${L.separationMaxMinutes}.`,
  jinglesInvalid: `Oppgi 0–${L.jinglesPerHourMax} jingler per time.`,
  noteTooLong: `Notatet kan ha høyst ${L.noteMax} tegn.`,
  dateInvalid: 'Ugyldig dato (ÅÅÅÅ-MM-DD).',
  hourInvalid: 'Timen må være 0–23.',
  dateOutOfRange: `Datoen må være fra i går til ${L.overrideDaysAhead} dager fram.`,
  reasonShow: (title: string) => `Sending: ${title}`,
  reasonShowUnstaffed: (title: string) => `Sending uten folk: ${title}`,
  reasonOverrideAttended: 'Overstyrt: bemannet',
  reasonOverrideUnattended: 'Overstyrt: ubemannet',
  reasonNoShow: 'Ingen sending',
} as const;
const S = AUTO_DJ_STRINGS;

// ─── Rules ───────────────────────────────────────────────────────────────────

const categorySchema = z.string().trim().min(1, S.categoryInvalid).max(L.categoryMax, S.categoryInvalid);
const minutesSchema = z.number({ error: S.separationInvalid }).int(S.separationInvalid).min(0, S.separationInvalid).max(L.separationMaxMinutes, S.separationInvalid);

export const autoDjRulesSchema = z.strictObject({
  /** Index = local hour of day (0–23); each a list of the playout's music categories, in order. */
  hour_categories: z
    .array(z.array(categorySchema).max(L.categoriesPerHourMax, S.categoriesTooMany), { error: S.hoursInvalid })
    .length(24, S.hoursInvalid),
  artist_separation_minutes: minutesSchema,
  title_separation_minutes: minutesSchema,
  jingles_per_hour: z.number({ error: S.jinglesInvalid }).int(S.jinglesInvalid).min(0, S.jinglesInvalid).max(L.jinglesPerHourMax, S.jinglesInvalid),
  note: z.string().trim().max(L.noteMax, S.noteTooLong),
});
export type AutoDjRules = z.infer<typeof autoDjRulesSchema>;

export const autoDjConfigUpdateSchema = autoDjRulesSchema.extend({ version: z.number().int().min(1).max(2_147_483_647) });
export type AutoDjConfigUpdate = z.infer<typeof autoDjConfigUpdateSchema>;

export const DEFAULT_AUTO_DJ_RULES: AutoDjRules = {
  hour_categories: Array.from({ length: 24 }, () => []),
  artist_separation_minutes: 60,
  title_separation_minutes: 180,
  jingles_per_hour: 2,
  note: '',
};

// ─── Hours and overrides ─────────────────────────────────────────────────────

/** A real calendar date; years outside 2000–2099 are refused (no station plans that far). */
const dateKeySchema = z
  .string({ error: S.dateInvalid })
  .refine((d) => isValidDateKey(d) && d >= '2000-01-01' && d <= '2099-12-31', S.dateInvalid);
const hourSchema = z.coerce.number({ error: S.hourInvalid }).int(S.hourInvalid).min(0, S.hourInvalid).max(23, S.hourInvalid);

export const autoDjOverrideParamsSchema = z.strictObject({ date: dateKeySchema, hour: hourSchema });
export const autoDjOverrideBodySchema = z.strictObject({ attended: z.boolean() });
/** The first of the seven days (default: today at the station). */
export const autoDjQuerySchema = z.strictObject({ from: dateKeySchema.optional() });

export const AUTO_DJ_REASONS = ['show', 'show_unstaffed', 'override_attended', 'override_unattended', 'no_show'] as const;
export type AutoDjReason = (typeof AUTO_DJ_REASONS)[number];

export interface AutoDjHour {
  /** Station date and wall-clock hour; on the autumn DST day hour 02 comes twice (same override). */
  date: string;
  hour: number;
  start: string;
  end: string;
  attended: boolean;
  reason: AutoDjReason;
  /** Norwegian text for the reason, e.g. "Sending: Morgenshow". */
  reason_text: string;
  show_title: string | null;
  /** The override on this date + hour, if any (true = forced attended). */
  override: boolean | null;
}

export interface AutoDjDay {
  date: string;
  hours: AutoDjHour[];
}

export interface AutoDjConfig {
  rules: AutoDjRules;
  version: number;
  updated_at: string | null;
}

export interface AutoDjState {
  config: AutoDjConfig;
  time_zone: string;
  from: string;
  days: AutoDjDay[];
}

export interface AutoDjExport {
  version: typeof AUTO_DJ_EXPORT_VERSION;
  generated_at: string;
  time_zone: string;
  config_version: number;
  rules: AutoDjRules;
  hours: Array<{ start: string; end: string; date: string; hour: number; attended: boolean; reason: AutoDjReason; reason_text: string; categories: string[] }>;
}

// ─── Derivation (pure) ───────────────────────────────────────────────────────

export interface AutoDjShow {
  title: string;
  start: Date;
  end: Date;
  /** Has a producer or at least one host. */
  staffed: boolean;
}

export interface AutoDjOverride {
  date: string;
  hour: number;
  attended: boolean;
}

/**
 * The hours of `days` station days from `from`, stepped one real hour at a time, so the spring DST
 * day has 23 hours and the autumn one 25. An hour is attended when a staffed show overlaps it; an
 * override on its date + hour wins over the plan.
 */
export function autoDjHours(from: string, days: number, shows: readonly AutoDjShow[], overrides: readonly AutoDjOverride[], timeZone: string): AutoDjDay[] {
  const overrideOf = new Map(overrides.map((o) => [`${o.date}/${o.hour}`, o.attended]));
  const out: AutoDjDay[] = [];
  const first = startOfDate(from, timeZone);
  const end = startOfDate(addDaysToDateKey(from, days), timeZone);
  let day: AutoDjDay | null = null;
  for (let t = first.getTime(); t < end.getTime(); t += 3_600_000) {
    const start = new Date(t);
    const stop = new Date(t + 3_600_000);
    const date = zonedDateKey(start, timeZone);
    const hour = zonedParts(start, timeZone).hour;
    if (!day || day.date !== date) out.push((day = { date, hours: [] }));
    const touching = shows.filter((s) => s.start < stop && s.end > start);
    const staffed = touching.find((s) => s.staffed);
    const override = overrideOf.get(`${date}/${hour}`) ?? null;
    let reason: AutoDjReason;
    let reasonText: string;
    let showTitle: string | null = null;
    if (override !== null) {
      reason = override ? 'override_attended' : 'override_unattended';
      reasonText = override ? S.reasonOverrideAttended : S.reasonOverrideUnattended;
      showTitle = (staffed ?? touching[0])?.title ?? null;
    } else if (staffed) {
      reason = 'show';
      showTitle = staffed.title;
      reasonText = S.reasonShow(staffed.title);
    } else if (touching[0]) {
      reason = 'show_unstaffed';
      showTitle = touching[0].title;
      reasonText = S.reasonShowUnstaffed(touching[0].title);
    } else {
      reason = 'no_show';
      reasonText = S.reasonNoShow;
    }
    const attended = reason === 'show' || reason === 'override_attended';
    day.hours.push({ date, hour, start: start.toISOString(), end: stop.toISOString(), attended, reason, reason_text: reasonText, show_title: showTitle, override });
  }
  return out;
}

/** Local midnight of a date (midnight exists in every zone we serve; DST changes happen at night). */
function startOfDate(date: string, timeZone: string): Date {
  const midnight = zonedTimeToInstant(date, 0, 0, timeZone) ?? zonedTimeToInstant(date, 1, 0, timeZone);
  if (!midnight) throw new Error(`no midnight on ${date} in ${timeZone}`);
  return midnight;
}
