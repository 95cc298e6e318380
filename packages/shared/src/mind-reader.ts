import { z } from 'zod';
import { listenerNameSchema, publicFormFields } from './listeners';
import { normalisePhone } from './listener-phone';
import { personRefSchema } from './person-ref';
import {
  MIND_READER_ANSWERS,
  MIND_READER_ENTRY_KINDS,
  MIND_READER_LIMITS as L,
  MIND_READER_OUTCOMES,
  MIND_READER_ROUND_STATUSES,
  MIND_READER_STRINGS as S,
} from './mind-reader-strings';
import { hasVisibleText } from './visible-text';

export * from './mind-reader-strings';

/**
 * Tankeleseren (PRODUCT.md /mind-reader; routes /mind-reader, /producer/mind-reader,
 * /host/mind-reader[/sessions], /studio-display/mind-reader[/sessions]). A session is one show's
 * game with its producer and host; its rounds are callers. The one rule everything here keeps:
 * the secret (and its accepted variants, the hints not yet given, which listener guessed it) is in
 * no shape anyone but the session's producer receives — pages, responses, socket events — until
 * the producer reveals it. Only MindReaderSecret carries it. The API is listed in
 * docs/mind-reader-api.md.
 */

// ─── Realtime ────────────────────────────────────────────────────────────────

/** On CHANNELS.mindReader (durable). Payloads never carry an unrevealed secret. */
export const MIND_READER_EVENTS = {
  sessionChanged: 'mindreader.session.changed',
  roundChanged: 'mindreader.round.changed',
} as const;

// ─── Field schemas ───────────────────────────────────────────────────────────

const visible = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(hasVisibleText, required);

const idSchema = z.uuid({ error: 'Ugyldig id' });

const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, 'Ugyldig telefonnummer')
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const e164 = normalisePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Ugyldig telefonnummer' });
      return z.NEVER;
    }
    return e164;
  });

const roundFields = {
  caller_name: visible(S.callerNameRequired, L.callerNameMax, S.callerNameTooLong),
  caller_phone: optionalPhoneSchema,
  category: visible(S.categoryRequired, L.categoryMax, S.categoryTooLong),
  question_limit: z
    .number({ error: S.questionLimitRange })
    .int(S.questionLimitRange)
    .min(L.questionLimitMin, S.questionLimitRange)
    .max(L.questionLimitMax, S.questionLimitRange)
    .default(L.questionLimitDefault),
  time_limit_s: z
    .number({ error: S.timeLimitRange })
    .int(S.timeLimitRange)
    .min(L.timeLimitMinS, S.timeLimitRange)
    .max(L.timeLimitMaxS, S.timeLimitRange)
    .default(L.timeLimitDefaultS),
};

// ─── Requests ────────────────────────────────────────────────────────────────

export const mindReaderIdParamsSchema = z.strictObject({ id: idSchema });
export const mindReaderHintParamsSchema = z.strictObject({ id: idSchema, index: z.coerce.number().int().min(0).max(L.hintsMax - 1) });

/** POST /api/mind-reader/sessions (runGames): the session and its first caller. */
export const mindReaderSessionInputSchema = z.strictObject({
  /** Defaults to the one who starts it. */
  producer_id: idSchema.optional(),
  host_id: idSchema,
  round: z.strictObject(roundFields),
});
export type MindReaderSessionInput = z.input<typeof mindReaderSessionInputSchema>;

/** PATCH /api/mind-reader/sessions/:id (runGames or the session's producer): who produces and hosts. */
export const mindReaderSessionPatchSchema = z
  .strictObject({ producer_id: idSchema.optional(), host_id: idSchema.optional() })
  .refine((v) => v.producer_id !== undefined || v.host_id !== undefined, { message: 'Velg produsent eller programleder' });
export type MindReaderSessionPatch = z.input<typeof mindReaderSessionPatchSchema>;

/** POST /api/mind-reader/sessions/:id/rounds (the producer): the next caller. */
export const mindReaderRoundInputSchema = z.strictObject(roundFields);
export type MindReaderRoundInput = z.input<typeof mindReaderRoundInputSchema>;

/** PUT /api/mind-reader/rounds/:id/secret (the producer, while the round is ready). */
export const mindReaderSecretInputSchema = z.strictObject({
  secret: visible(S.secretMissing, L.secretMax, S.secretTooLong),
  /** Other spellings a guess may match ("Harald", "Kong Harald V"); compared like quiz answers. */
  accepted: z.array(visible(S.secretMissing, L.secretMax, S.acceptedTooLong)).max(L.acceptedMax, S.acceptedTooMany).default([]),
  /** Hidden until the producer gives one on air. */
  hints: z.array(visible(S.hintTooLong, L.hintMax, S.hintTooLong)).max(L.hintsMax, S.hintsTooMany).default([]),
});
export type MindReaderSecretInput = z.input<typeof mindReaderSecretInputSchema>;

/** POST /api/mind-reader/rounds/:id/questions (the producer): a question and the caller's answer, as it happens. */
export const mindReaderQuestionInputSchema = z.strictObject({
  text: z.string().trim().max(L.questionTextMax, S.questionTooLong).default(''),
  answer: z.enum(MIND_READER_ANSWERS, { error: S.answerRequired }),
});
export type MindReaderQuestionInput = z.input<typeof mindReaderQuestionInputSchema>;

/** POST /api/mind-reader/rounds/:id/guesses (the producer): the host's guess and whether it was right. A right one ends the round. */
export const mindReaderGuessInputSchema = z.strictObject({
  text: visible(S.guessRequired, L.guessTextMax, S.guessTooLong),
  correct: z.boolean({ error: S.guessRequired }),
});
export type MindReaderGuessInput = z.input<typeof mindReaderGuessInputSchema>;

/** POST /api/mind-reader/rounds/:id/finish (the producer). */
export const mindReaderFinishInputSchema = z.strictObject({ outcome: z.enum(MIND_READER_OUTCOMES, { error: S.outcomeRequired }) });
export type MindReaderFinishInput = z.input<typeof mindReaderFinishInputSchema>;

/** POST /api/mind-reader/rounds/:id/first-listener (the producer): this queue message was the first right listener guess. */
export const mindReaderFirstListenerInputSchema = z.strictObject({ message_id: idSchema });

/** GET /api/mind-reader/history */
export const mindReaderHistoryQuerySchema = z.strictObject({
  season: z
    .string()
    .regex(/^\d{4}\/\d{2}$/, 'Ugyldig sesong')
    .optional(),
  before: z.string().datetime({ offset: true, message: 'Ugyldig tidspunkt' }).optional(),
});
export type MindReaderHistoryQuery = z.input<typeof mindReaderHistoryQuerySchema>;

/** POST /api/mind-reader/public/guess (public, no account): a listener's guess from "Til studio". */
export const mindReaderListenerGuessSchema = z.strictObject({
  name: listenerNameSchema,
  guess: visible(S.listenerGuessRequired, L.listenerGuessMax, S.listenerGuessTooLong),
  ...publicFormFields,
});
export type MindReaderListenerGuess = z.input<typeof mindReaderListenerGuessSchema>;

// ─── Responses ───────────────────────────────────────────────────────────────

export const mindReaderEntrySchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(MIND_READER_ENTRY_KINDS),
  text: z.string(),
  /** Questions: the caller's answer. */
  answer: z.enum(MIND_READER_ANSWERS).nullable(),
  /** Guesses: whether the host was right. */
  correct: z.boolean().nullable(),
  at: z.string(),
});
export type MindReaderEntry = z.infer<typeof mindReaderEntrySchema>;

export const mindReaderFirstListenerSchema = z.object({ name: z.string(), source: z.string(), at: z.string() });

/** A round as every staff member, the display and the host see it: no secret before the reveal. */
export const mindReaderRoundSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  position: z.number().int(),
  caller_name: z.string(),
  /** Masked ("+47 ••••• 123") for everyone; the producer's secret view has it whole. */
  caller_phone: z.string().nullable(),
  category: z.string(),
  question_limit: z.number().int(),
  time_limit_s: z.number().int(),
  status: z.enum(MIND_READER_ROUND_STATUSES),
  has_secret: z.boolean(),
  started_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  outcome: z.enum(MIND_READER_OUTCOMES).nullable(),
  entries: z.array(mindReaderEntrySchema),
  questions_used: z.number().int(),
  guesses_used: z.number().int(),
  hints_given: z.array(z.object({ index: z.number().int(), text: z.string(), at: z.string() })),
  hints_total: z.number().int(),
  listener_guesses: z.number().int(),
  revealed_at: z.string().nullable(),
  /** Null until revealed. */
  secret: z.string().nullable(),
  /** Null until revealed (who it was would tell which queue guess is right). */
  first_listener: mindReaderFirstListenerSchema.nullable(),
  version: z.number().int(),
});
export type MindReaderRound = z.infer<typeof mindReaderRoundSchema>;

export const mindReaderSessionSchema = z.object({
  id: z.string(),
  date: z.string(),
  producer: personRefSchema,
  host: personRefSchema,
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  rounds: z.array(mindReaderRoundSchema),
});
export type MindReaderSession = z.infer<typeof mindReaderSessionSchema>;

/** GET /api/mind-reader/rounds/:id/secret — the session's producer only. */
export const mindReaderSecretSchema = z.object({
  round_id: z.string(),
  secret: z.string().nullable(),
  accepted: z.array(z.string()),
  hints: z.array(z.object({ index: z.number().int(), text: z.string(), given_at: z.string().nullable() })),
  caller_phone: z.string().nullable(),
  first_listener: mindReaderFirstListenerSchema.extend({ message_id: z.string().nullable() }).nullable(),
  /** The round's listener guesses so far, newest first, each marked when it matches the secret. */
  listener_guesses: z.array(z.object({ message_id: z.string(), name: z.string(), text: z.string(), at: z.string(), matches: z.boolean() })),
});
export type MindReaderSecret = z.infer<typeof mindReaderSecretSchema>;

/** GET /api/mind-reader/today: the open session, if any, and the viewer's part in it. */
export interface MindReaderToday {
  session: MindReaderSession | null;
  role: 'producer' | 'host' | 'viewer';
  server_now: string;
}

export const mindReaderStatsSchema = z.object({
  season: z.string(),
  rounds: z.number().int(),
  won: z.number().int(),
  success_rate: z.number(),
  average_questions: z.number(),
  longest_streak: z.number().int(),
  current_streak: z.number().int(),
});
export type MindReaderStats = z.infer<typeof mindReaderStatsSchema>;

/** A finished round in the history lists (host and display sessions pages). */
export const mindReaderHistoryRowSchema = z.object({
  round_id: z.string(),
  session_id: z.string(),
  date: z.string(),
  caller_name: z.string(),
  category: z.string(),
  questions_used: z.number().int(),
  question_limit: z.number().int(),
  outcome: z.enum(MIND_READER_OUTCOMES).nullable(),
  /** Null until revealed. */
  secret: z.string().nullable(),
  host: personRefSchema,
  finished_at: z.string().nullable(),
});
export type MindReaderHistoryRow = z.infer<typeof mindReaderHistoryRowSchema>;

export interface MindReaderHistory {
  stats: MindReaderStats;
  rows: MindReaderHistoryRow[];
  /** Pass as `before` for the next page; null at the end. */
  next: string | null;
}

/** In GET /api/listener/live while a round is playing: what a listener needs to guess along. */
export const publicMindReaderSchema = z.object({
  round_id: z.string(),
  category: z.string(),
  questions_used: z.number().int(),
  question_limit: z.number().int(),
  deadline_at: z.string().nullable(),
});
export type PublicMindReader = z.infer<typeof publicMindReaderSchema>;

// ─── Event payloads ──────────────────────────────────────────────────────────

export const mindReaderSessionEventSchema = z.object({ session: mindReaderSessionSchema });
export const mindReaderRoundEventSchema = z.object({ round: mindReaderRoundSchema });
