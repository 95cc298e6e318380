import { z } from 'zod';
import { listenerNameSchema, publicFormFields } from './listeners';
import { LISTENER_STRINGS } from './listeners-strings';
import { normalisePhone } from './listener-phone';
import { personRefSchema } from './person-ref';
import { HANDOVER_STATUSES } from './quiz-strings';
import {
  COMPETITION_STATUSES,
  ENTRY_CHANNELS,
  MENTION_SOURCES,
  normaliseCompetitionKeyword,
  SPONSOR_LIMITS as L,
  SPONSOR_STRINGS as S,
} from './sponsors-strings';
import { hasVisibleText } from './visible-text';

export * from './sponsors-strings';

/**
 * The sponsor competition desk (/joker-nord): sponsor profiles with their mention script, prize
 * competitions with entries from the listener queue (SMS keyword, the public page, callers typed
 * in by staff), a fair draw whose audit record nobody can change, the winners log, "nevnt på
 * lufta" marks and the sponsor report. Phones are masked in every shape except for those who may
 * run competitions (runCompetitions). The API is listed in docs/sponsors-api.md.
 */

// ─── Realtime ────────────────────────────────────────────────────────────────

/** On CHANNELS.sponsors (durable). Phones are always masked in events. */
export const SPONSOR_EVENTS = {
  sponsorChanged: 'sponsor.sponsor.changed',
  sponsorDeleted: 'sponsor.sponsor.deleted',
  competitionChanged: 'sponsor.competition.changed',
  competitionDeleted: 'sponsor.competition.deleted',
  entryCreated: 'sponsor.entry.created',
  entryChanged: 'sponsor.entry.changed',
  drawMade: 'sponsor.draw.made',
  winnerChanged: 'sponsor.winner.changed',
  mentionCreated: 'sponsor.mention.created',
  mentionDeleted: 'sponsor.mention.deleted',
} as const;

// ─── Field schemas ───────────────────────────────────────────────────────────

const visible = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(hasVisibleText, required);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v && hasVisibleText(v) ? v : null));

const idSchema = z.uuid({ error: 'Ugyldig id' });
const instantSchema = z.string().datetime({ offset: true, message: 'Ugyldig tidspunkt' });
const dateKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig dato');
const versionSchema = z.number().int().min(1).max(2_147_483_647);
const phoneSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(30, LISTENER_STRINGS.phoneInvalid)
    .transform((value, ctx) => {
      const e164 = normalisePhone(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: LISTENER_STRINGS.phoneInvalid });
        return z.NEVER;
      }
      return e164;
    });
const priceSchema = z.number({ error: S.priceRange }).min(0, S.priceRange).max(L.priceMaxNok, S.priceRange);

// ─── Requests ────────────────────────────────────────────────────────────────

export const sponsorIdParamsSchema = z.strictObject({ id: idSchema });
export const sponsorEntryParamsSchema = z.strictObject({ id: idSchema, entryId: idSchema });

const sponsorFields = {
  name: visible(S.nameRequired, L.nameMax, S.nameTooLong),
  /** A picture from the media library. */
  logo_media_id: idSchema.nullable().default(null),
  contact_name: optionalText(L.contactMax, S.contactTooLong),
  contact_email: z
    .string()
    .trim()
    .max(L.contactMax, S.contactTooLong)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), S.emailInvalid),
  contact_phone: optionalText(30, S.contactTooLong),
  mention_script: z.string().trim().max(L.scriptMax, S.scriptTooLong).default(''),
};
export const sponsorInputSchema = z.strictObject(sponsorFields);
export type SponsorInput = z.input<typeof sponsorInputSchema>;
export const sponsorUpdateSchema = z.strictObject({ ...sponsorFields, version: versionSchema });
export type SponsorUpdate = z.input<typeof sponsorUpdateSchema>;

const keywordSchema = z
  .string()
  .trim()
  .max(L.keywordMax + 10, S.keywordInvalid)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const folded = normaliseCompetitionKeyword(v);
    if (!new RegExp(`^[A-Z0-9]{${L.keywordMin},${L.keywordMax}}$`).test(folded)) {
      ctx.addIssue({ code: 'custom', message: S.keywordInvalid });
      return z.NEVER;
    }
    return folded;
  });

const competitionFields = {
  sponsor_id: idSchema,
  title: visible(S.competitionTitleRequired, L.titleMax, S.competitionTitleTooLong),
  prize: visible(S.prizeRequired, L.prizeMax, S.prizeTooLong),
  rules_text: visible(S.rulesRequired, L.rulesMax, S.rulesTooLong),
  /** Optional question entrants answer; the answer is stored with the entry, not judged. */
  question: optionalText(L.questionMax, S.questionTooLong),
  channels: z.array(z.enum(ENTRY_CHANNELS)).min(1, S.channelsRequired).max(ENTRY_CHANNELS.length),
  sms_keyword: keywordSchema,
  /** What an entry costs on top of the normal price (0: normal SMS/call price). Above 0 warns of a lottery. */
  sms_price_nok: priceSchema.default(0),
  phone_price_nok: priceSchema.default(0),
  opens_at: instantSchema,
  closes_at: instantSchema,
  /** Winners of any competition in the last N days are excluded from the draw. */
  exclude_days: z.number({ error: S.excludeDaysRange }).int(S.excludeDaysRange).min(0, S.excludeDaysRange).max(L.excludeDaysMax, S.excludeDaysRange).default(L.excludeDaysDefault),
};
const competitionRules = (c: { channels: string[]; sms_keyword: string | null; opens_at: string; closes_at: string }, ctx: z.RefinementCtx) => {
  if (c.channels.includes('sms') && !c.sms_keyword) ctx.addIssue({ code: 'custom', path: ['sms_keyword'], message: S.keywordRequired });
  if (c.sms_keyword && ['ONSKE', 'SVAR', 'GJETT'].includes(c.sms_keyword)) ctx.addIssue({ code: 'custom', path: ['sms_keyword'], message: S.keywordReserved });
  if (Date.parse(c.closes_at) <= Date.parse(c.opens_at)) ctx.addIssue({ code: 'custom', path: ['closes_at'], message: S.windowInvalid });
};
export const competitionInputSchema = z.strictObject(competitionFields).superRefine(competitionRules);
export type CompetitionInput = z.input<typeof competitionInputSchema>;
export const competitionUpdateSchema = z.strictObject({ ...competitionFields, version: versionSchema }).superRefine(competitionRules);
export type CompetitionUpdate = z.input<typeof competitionUpdateSchema>;

/** POST /api/sponsors/competitions/:id/entries (staff): a caller entered by phone. */
export const callerEntryInputSchema = z.strictObject({
  name: visible('Skriv navnet', L.contactMax, S.contactTooLong),
  phone: phoneSchema(S.phoneRequired),
  answer: optionalText(L.answerMax, S.answerTooLong),
});
export type CallerEntryInput = z.input<typeof callerEntryInputSchema>;

/** POST /api/sponsors/competitions/:id/entries/:entryId/invalidate (runCompetitions), before the draw only. */
export const entryInvalidateInputSchema = z.strictObject({ reason: visible(S.invalidReasonRequired, L.reasonMax, S.reasonTooLong) });

/** POST /api/sponsors/competitions/:id/redraw (runCompetitions): a new draw, only with a reason. */
export const redrawInputSchema = z.strictObject({
  reason: z.string({ error: S.reasonRequired }).trim().min(L.reasonMin, S.reasonRequired).max(L.reasonMax, S.reasonTooLong),
});

/** PATCH /api/sponsors/winners/:id (runCompetitions): the prize's hand-over. */
export const winnerHandoverInputSchema = z.strictObject({
  handover: z.enum(HANDOVER_STATUSES),
  note: optionalText(L.reasonMax, S.reasonTooLong),
});

/** POST /api/sponsors/:id/mentions (any staff): "Nevnt på lufta", now. */
export const mentionInputSchema = z.strictObject({ note: optionalText(200, S.contactTooLong) });

/** GET /api/sponsors/:id/report and /report.csv: a date range in station dates, both ends included. */
export const sponsorReportQuerySchema = z.strictObject({ from: dateKeySchema, to: dateKeySchema });
export type SponsorReportQuery = z.input<typeof sponsorReportQuerySchema>;

/** POST /api/sponsors/public/competitions/:id/entries (public, no account). */
export const publicEntryInputSchema = z.strictObject({
  name: listenerNameSchema,
  phone: phoneSchema(S.phoneRequired),
  answer: optionalText(L.answerMax, S.answerTooLong),
  ...publicFormFields,
});
export type PublicEntryInput = z.input<typeof publicEntryInputSchema>;

// ─── Responses ───────────────────────────────────────────────────────────────

export const sponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_media_id: z.string().nullable(),
  /** Staff-only file address of the logo (/storage/media/…). */
  logo_url: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  mention_script: z.string(),
  /** At the content studio's reading rate. */
  read_time_s: z.number().int(),
  warnings: z.array(z.string()),
  mentions_today: z.number().int(),
  last_mention_at: z.string().nullable(),
  version: z.number().int(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const competitionSchema = z.object({
  id: z.string(),
  sponsor_id: z.string(),
  sponsor_name: z.string(),
  title: z.string(),
  prize: z.string(),
  rules_text: z.string(),
  question: z.string().nullable(),
  channels: z.array(z.enum(ENTRY_CHANNELS)),
  sms_keyword: z.string().nullable(),
  sms_price_nok: z.number(),
  phone_price_nok: z.number(),
  opens_at: z.string(),
  closes_at: z.string(),
  exclude_days: z.number().int(),
  status: z.enum(COMPETITION_STATUSES),
  entries: z.number().int(),
  late_entries: z.number().int(),
  lottery_warning: z.boolean(),
  version: z.number().int(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const competitionEntrySchema = z.object({
  id: z.string(),
  competition_id: z.string(),
  channel: z.enum(ENTRY_CHANNELS),
  name: z.string(),
  /** Masked unless the viewer may run competitions. */
  phone: z.string().nullable(),
  answer: z.string().nullable(),
  received_at: z.string(),
  late: z.boolean(),
  invalid_reason: z.string().nullable(),
  entered_by: personRefSchema.nullable(),
});
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;

/** The audit record of one draw: written once, never changed (the database refuses updates and deletes). */
export const competitionDrawSchema = z.object({
  id: z.string(),
  competition_id: z.string(),
  drawn_at: z.string(),
  drawn_by: personRefSchema.nullable(),
  redraw_of: z.string().nullable(),
  reason: z.string().nullable(),
  rule_text: z.string(),
  entry_window: z.object({ from: z.string(), to: z.string() }),
  exclusion_window: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  total_entries: z.number().int(),
  valid_entries: z.number().int(),
  excluded: z.array(z.object({ entry_id: z.string(), name: z.string(), reason: z.string() })),
  late: z.array(z.object({ entry_id: z.string(), name: z.string(), received_at: z.string() })),
  random_source: z.string(),
  /** SHA-256 of the eligible entry ids in draw order, fixed before the number was drawn. */
  entries_hash: z.string(),
  winner_index: z.number().int(),
  winner_entry_id: z.string(),
  winner_name: z.string(),
});
export type CompetitionDraw = z.infer<typeof competitionDrawSchema>;

export const sponsorWinnerSchema = z.object({
  id: z.string(),
  competition_id: z.string(),
  competition_title: z.string(),
  sponsor_name: z.string(),
  draw_id: z.string(),
  name: z.string(),
  /** Masked unless the viewer may run competitions. */
  phone: z.string().nullable(),
  prize: z.string(),
  drawn_at: z.string(),
  handover: z.enum(HANDOVER_STATUSES),
  handover_note: z.string().nullable(),
  /** Set when a redraw replaced this winner. */
  replaced_at: z.string().nullable(),
});
export type SponsorWinner = z.infer<typeof sponsorWinnerSchema>;

export const sponsorMentionSchema = z.object({
  id: z.string(),
  sponsor_id: z.string(),
  aired_at: z.string(),
  source: z.enum(MENTION_SOURCES),
  /** The clock element's title for clock mentions; the note for studio marks. */
  detail: z.string().nullable(),
  marked_by: personRefSchema.nullable(),
});
export type SponsorMention = z.infer<typeof sponsorMentionSchema>;

/** GET /api/sponsors/competitions/:id */
export interface CompetitionDetail {
  competition: Competition;
  entries: CompetitionEntry[];
  draws: CompetitionDraw[];
  winners: SponsorWinner[];
}

/** GET /api/sponsors/:id/report */
export interface SponsorReport {
  sponsor: Sponsor;
  from: string;
  to: string;
  mentions: SponsorMention[];
  competitions: (Competition & { valid_entries: number; winners: SponsorWinner[] })[];
  totals: { mentions: number; competitions: number; entries: number; winners: number };
}

/** In GET /api/listener/live: competitions open for entries from the public page or by SMS now. */
export const publicCompetitionSchema = z.object({
  id: z.string(),
  sponsor_name: z.string(),
  title: z.string(),
  prize: z.string(),
  question: z.string().nullable(),
  rules_text: z.string(),
  closes_at: z.string(),
  web: z.boolean(),
  sms_keyword: z.string().nullable(),
});
export type PublicCompetition = z.infer<typeof publicCompetitionSchema>;

// ─── Event payloads ──────────────────────────────────────────────────────────

export const sponsorEventSchema = z.object({ sponsor: sponsorSchema });
export const sponsorDeletedEventSchema = z.object({ id: z.string() });
export const competitionEventSchema = z.object({ competition: competitionSchema });
export const competitionDeletedEventSchema = z.object({ id: z.string() });
export const entryEventSchema = z.object({ entry: competitionEntrySchema });
export const drawEventSchema = z.object({ draw: competitionDrawSchema, winner: sponsorWinnerSchema });
export const winnerEventSchema = z.object({ winner: sponsorWinnerSchema });
export const mentionEventSchema = z.object({ mention: sponsorMentionSchema });
export const mentionDeletedEventSchema = z.object({ id: z.string(), sponsor_id: z.string() });
