import { z } from 'zod';
import { normalisePhone } from './listener-phone';
import { personRefSchema } from './person-ref';
import {
  HANDOVER_STATUSES,
  QUIZ_KINDS,
  QUIZ_LIMITS as L,
  QUIZ_PARTICIPANT_KINDS,
  QUIZ_PHASES,
  QUIZ_SCORING,
  QUIZ_STEP_ACTIONS,
  QUIZ_STRINGS as S,
  SPEED_MARKS,
  SPEED_ROUND_STATUSES,
} from './quiz-strings';
import { hasVisibleText } from './visible-text';

export * from './quiz-strings';
export * from './quiz-scoring';

/**
 * The live quiz (PRODUCT.md /quiz, /studio-display/quiz): question sets, producer-run live
 * sessions joined by studio callers, SMS entrants and listeners on their phones, speed rounds and
 * tournaments. The one rule everything here keeps: the correct answer (a choice's index, a text
 * question's accepted answers) is in no shape a participant, the display or the host's view
 * receives before the producer reveals it. Only the set editor (QuizSet) and the session
 * producer's answer key (QuizAnswerKey) carry it. The API is listed in docs/quiz-api.md.
 */

// ─── Realtime ────────────────────────────────────────────────────────────────

/** On CHANNELS.quiz (durable unless marked). */
export const QUIZ_EVENTS = {
  setChanged: 'quiz.set.changed',
  setDeleted: 'quiz.set.deleted',
  sessionChanged: 'quiz.session.changed',
  leaderboardUpdated: 'quiz.leaderboard.updated',
  participantChanged: 'quiz.participant.changed',
  /** Ephemeral, coalesced to one per QUIZ_LIMITS.countIntervalMs per session. */
  answersCounted: 'quiz.answers.counted',
  speedRoundChanged: 'quiz.speed.changed',
  tournamentChanged: 'quiz.tournament.changed',
  tournamentDeleted: 'quiz.tournament.deleted',
} as const;

// ─── Field schemas ───────────────────────────────────────────────────────────

const visible = (required: string, max: number, tooLong: string, min = 1, tooShort = required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, tooShort)
    .max(max, tooLong)
    .refine(hasVisibleText, required);

const idSchema = z.uuid({ error: 'Ugyldig id' });
const isoSchema = z.string();
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig dato');

const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const e164 = normalisePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Ugyldig telefonnummer' });
      return z.NEVER;
    }
    return e164;
  });

// ─── Question sets (builder) ─────────────────────────────────────────────────

export const quizQuestionInputSchema = z
  .strictObject({
    /** Kept when an existing question is edited; a new one gets its id from the server. */
    id: idSchema.optional(),
    kind: z.enum(QUIZ_KINDS),
    prompt: visible(S.promptRequired, L.promptMax, S.promptTooLong),
    /** Choice questions: 2–4 alternatives in the author's order (a live session shuffles them). */
    alternatives: z.array(visible(S.alternativeRequired, L.alternativeMax, S.alternativeTooLong)).max(L.alternativesMax, S.alternativesCount).default([]),
    correct_index: z.number().int().min(0).max(L.alternativesMax - 1).nullable().default(null),
    /** Text questions: every accepted answer (compared case-, accent- and æ/ae-tolerant, quiz-scoring foldAnswer). */
    accepted_answers: z.array(visible(S.acceptedRequired, L.acceptedMaxLength, S.acceptedTooLong)).max(L.acceptedMax, S.acceptedTooMany).default([]),
    time_limit_s: z.number({ error: S.timeLimitRange }).int(S.timeLimitRange).min(L.timeLimitMinS, S.timeLimitRange).max(L.timeLimitMaxS, S.timeLimitRange).default(L.timeLimitDefaultS),
    points: z.number({ error: S.pointsRange }).int(S.pointsRange).min(L.pointsMin, S.pointsRange).max(L.pointsMax, S.pointsRange).default(L.pointsDefault),
    /** A picture or an audio clip from the media library. */
    media_id: idSchema.nullable().default(null),
    host_notes: z.string().trim().max(L.hostNotesMax, S.hostNotesTooLong).nullable().default(null).transform((v) => (v && hasVisibleText(v) ? v : null)),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'choice') {
      if (q.alternatives.length < L.alternativesMin) ctx.addIssue({ code: 'custom', path: ['alternatives'], message: S.alternativesCount });
      const folded = q.alternatives.map((a) => a.toLocaleLowerCase('nb'));
      if (new Set(folded).size !== folded.length) ctx.addIssue({ code: 'custom', path: ['alternatives'], message: S.alternativesDistinct });
      if (q.correct_index === null || q.correct_index >= q.alternatives.length) ctx.addIssue({ code: 'custom', path: ['correct_index'], message: S.correctRequired });
    } else if (q.accepted_answers.length < L.acceptedMin) {
      ctx.addIssue({ code: 'custom', path: ['accepted_answers'], message: S.acceptedRequired });
    }
  });
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;

const quizSetFields = {
  title: visible(S.setTitleRequired, L.titleMax, S.setTitleTooLong),
  description: z.string().trim().max(L.descriptionMax, S.descriptionTooLong).default(''),
  scoring: z.enum(QUIZ_SCORING).default('speed'),
  streak_bonus: z.boolean().default(true),
  questions: z.array(quizQuestionInputSchema).min(1, S.questionsRequired).max(L.questionsMax, S.tooManyQuestions),
};
export const quizSetInputSchema = z.strictObject(quizSetFields);
export type QuizSetInput = z.input<typeof quizSetInputSchema>;
/** PUT replaces the whole set (order is the array's order); `version` refuses a stale edit (409 S.setChanged). */
export const quizSetUpdateSchema = z.strictObject({ ...quizSetFields, version: z.number().int().min(1).max(2_147_483_647) });
export type QuizSetUpdate = z.input<typeof quizSetUpdateSchema>;

export const quizMediaRefSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'audio']),
  title: z.string(),
  /** Staff-only file address (/storage/media/…). */
  url: z.string(),
});
export type QuizMediaRef = z.infer<typeof quizMediaRefSchema>;

export const quizQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(QUIZ_KINDS),
  prompt: z.string(),
  alternatives: z.array(z.string()),
  correct_index: z.number().int().nullable(),
  accepted_answers: z.array(z.string()),
  time_limit_s: z.number().int(),
  points: z.number().int(),
  media: quizMediaRefSchema.nullable(),
  host_notes: z.string().nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  scoring: z.enum(QUIZ_SCORING),
  streak_bonus: z.boolean(),
  question_count: z.number().int(),
  version: z.number().int(),
  created_by: personRefSchema.nullable(),
  created_at: isoSchema,
  updated_at: isoSchema,
  /** Live sessions started from this set. */
  sessions_run: z.number().int(),
});
export type QuizSetSummary = z.infer<typeof quizSetSummarySchema>;
/** The editor's shape: carries the answers (builder permission only). */
export const quizSetSchema = quizSetSummarySchema.extend({ questions: z.array(quizQuestionSchema) });
export type QuizSet = z.infer<typeof quizSetSchema>;

/** GET /api/quiz/sets/:id/export and the body of POST /api/quiz/sets/import. Media are not carried. */
export const QUIZ_EXPORT_FORMAT = 'studioportal-quiz';
export const quizExportSchema = z.strictObject({
  format: z.literal(QUIZ_EXPORT_FORMAT, { error: S.importInvalid }),
  version: z.literal(1, { error: S.importInvalid }),
  exported_at: z.string().optional(),
  set: z.strictObject({
    ...quizSetFields,
    questions: z.array(quizQuestionInputSchema).min(1, S.questionsRequired).max(L.questionsMax, S.tooManyQuestions),
  }),
});
export type QuizExport = z.input<typeof quizExportSchema>;

// ─── Live sessions ───────────────────────────────────────────────────────────

export const quizSessionCreateSchema = z.strictObject({
  set_id: idSchema,
  /** Defaults to the set's title. */
  title: z.string().trim().max(L.titleMax, S.setTitleTooLong).optional(),
  tournament_id: idSchema.nullable().default(null),
});
export type QuizSessionCreate = z.input<typeof quizSessionCreateSchema>;

export const quizSessionListQuerySchema = z.strictObject({
  status: z.enum(['live', 'finished', 'all']).default('all'),
  tournament_id: idSchema.optional(),
});

/**
 * One step of the producer's run. `expect_phase`/`expect_index` are what the producer's screen
 * showed: a second press (or a colleague's) that finds the session elsewhere is refused with 409
 * S.stepOutOfDate instead of skipping a question. `next` is the one key: lobby → question 1,
 * question → locked, locked → revealed, revealed → leaderboard, leaderboard → next question or finished.
 */
export const quizStepSchema = z.strictObject({
  action: z.enum(QUIZ_STEP_ACTIONS),
  expect_phase: z.enum(QUIZ_PHASES),
  expect_index: z.number().int().min(-1).max(L.questionsMax),
});
export type QuizStep = z.input<typeof quizStepSchema>;

/** The question as participants, the display and the host see it: never the answer. */
export const quizPublicQuestionSchema = z.object({
  index: z.number().int(),
  kind: z.enum(QUIZ_KINDS),
  prompt: z.string(),
  /** In the session's (shuffled) order; A, B, C, D on screens and by SMS. */
  alternatives: z.array(z.string()),
  time_limit_s: z.number().int(),
  points: z.number().int(),
});
export type QuizPublicQuestion = z.infer<typeof quizPublicQuestionSchema>;

/** A question's result, in the state only once revealed. */
export const quizRevealSchema = z.object({
  question_index: z.number().int(),
  correct_index: z.number().int().nullable(),
  /** Text questions: the first accepted answer. */
  correct_text: z.string().nullable(),
  /** Choice questions: answers per alternative; text questions: []. */
  distribution: z.array(z.number().int()),
  answers: z.number().int(),
  correct: z.number().int(),
  average_ms: z.number().int().nullable(),
  first_correct: z.object({ participant_id: z.string(), name: z.string(), elapsed_ms: z.number().int() }).nullable(),
  skipped: z.boolean(),
});
export type QuizReveal = z.infer<typeof quizRevealSchema>;

export const quizSessionStateSchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  set_id: z.string().nullable(),
  tournament_id: z.string().nullable(),
  scoring: z.enum(QUIZ_SCORING),
  streak_bonus: z.boolean(),
  phase: z.enum(QUIZ_PHASES),
  /** -1 in the lobby. */
  question_index: z.number().int(),
  question_count: z.number().int(),
  question: quizPublicQuestionSchema.nullable(),
  /** Answers open at `opens_at` (after the countdown) and close at `deadline_at`; both null outside a question. */
  opens_at: isoSchema.nullable(),
  deadline_at: isoSchema.nullable(),
  locked_at: isoSchema.nullable(),
  paused: z.boolean(),
  /** While paused: what was left of the answer window. */
  remaining_ms: z.number().int().nullable(),
  /** The current question's reveal once shown (revealed, leaderboard); null before. */
  reveal: quizRevealSchema.nullable(),
  answers: z.number().int(),
  participants: z.number().int(),
  producer: personRefSchema.nullable(),
  created_at: isoSchema,
  started_at: isoSchema.nullable(),
  ended_at: isoSchema.nullable(),
  /** The server's clock when this was sent: screens count down against it, not their own. */
  server_now: isoSchema,
});
export type QuizSessionState = z.infer<typeof quizSessionStateSchema>;

/** Staff views (host, producer, display) add the current question's picture and host notes. */
export const quizStaffStateSchema = quizSessionStateSchema.extend({
  media: quizMediaRefSchema.nullable(),
  host_notes: z.string().nullable(),
});
export type QuizStaffState = z.infer<typeof quizStaffStateSchema>;

/** GET /api/quiz/sessions/:id/key: the session producer's answer key for the current question. */
export const quizAnswerKeySchema = z.object({
  question_index: z.number().int(),
  correct_index: z.number().int().nullable(),
  accepted_answers: z.array(z.string()),
});
export type QuizAnswerKey = z.infer<typeof quizAnswerKeySchema>;

export const quizParticipantSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  kind: z.enum(QUIZ_PARTICIPANT_KINDS),
  name: z.string(),
  /** Masked (+47 ••• •• 123) unless the viewer may see the number in full (moderateListeners). */
  phone: z.string().nullable(),
  points: z.number().int(),
  correct: z.number().int(),
  /** The last question index this participant answered (-1: none yet). */
  answered_index: z.number().int(),
  joined_at: isoSchema,
  removed: z.boolean(),
});
export type QuizParticipant = z.infer<typeof quizParticipantSchema>;

export const quizParticipantAddSchema = z.strictObject({
  kind: z.enum(['caller', 'guest']),
  name: visible(S.participantNameRequired, L.participantNameMax, S.participantNameRequired),
  phone: optionalPhoneSchema,
});
export type QuizParticipantAdd = z.input<typeof quizParticipantAddSchema>;

/** Rename (moderating a nickname) or remove a participant. */
export const quizParticipantUpdateSchema = z.strictObject({
  name: visible(S.participantNameRequired, L.participantNameMax, S.participantNameRequired).optional(),
  removed: z.boolean().optional(),
});

const answerFields = {
  question_index: z.number().int().min(0).max(L.questionsMax),
  /** Choice questions: the alternative's index in the session's order. */
  choice: z.number().int().min(0).max(L.alternativesMax - 1).optional(),
  /** Text questions. */
  text: z.string().trim().max(L.textAnswerMax, S.answerTooLong).optional(),
};
const oneAnswer = (a: { choice?: number; text?: string }, ctx: z.RefinementCtx) => {
  if ((a.choice === undefined) === (a.text === undefined || a.text === '')) ctx.addIssue({ code: 'custom', message: S.answerRequired });
};
/** The producer enters what a caller or studio guest answered; the time is the server's. */
export const quizStaffAnswerSchema = z.strictObject({ participant_id: idSchema, ...answerFields }).superRefine(oneAnswer);
export type QuizStaffAnswer = z.input<typeof quizStaffAnswerSchema>;

export const quizAdjustmentSchema = z.strictObject({
  participant_id: idSchema,
  points: z.number().int().min(-L.adjustmentMaxAbs).max(L.adjustmentMaxAbs).refine((p) => p !== 0, S.adjustmentZero),
  reason: visible(S.reasonRequired, L.reasonMax, S.reasonTooLong),
});
export type QuizAdjustmentInput = z.input<typeof quizAdjustmentSchema>;

export const quizAdjustmentSchemaOut = z.object({
  id: z.string(),
  participant_id: z.string(),
  participant_name: z.string(),
  points: z.number().int(),
  reason: z.string(),
  made_by: personRefSchema.nullable(),
  made_at: isoSchema,
});
export type QuizAdjustment = z.infer<typeof quizAdjustmentSchemaOut>;

export const quizLeaderboardEntrySchema = z.object({
  participant_id: z.string(),
  name: z.string(),
  kind: z.enum(QUIZ_PARTICIPANT_KINDS),
  /** Equal points and equal total time on correct answers share a rank (1, 1, 3). */
  rank: z.number().int(),
  points: z.number().int(),
  correct: z.number().int(),
  correct_time_ms: z.number().int(),
  /** Places gained since the previous leaderboard (negative: lost); null when new. */
  movement: z.number().int().nullable(),
  /** Player achievements (PLAYER_ACHIEVEMENTS keys). */
  badges: z.array(z.string()),
});
export type QuizLeaderboardEntry = z.infer<typeof quizLeaderboardEntrySchema>;

export const quizLeaderboardSchema = z.object({
  session_id: z.string(),
  /** The question it was computed after (-1: before any). */
  question_index: z.number().int(),
  entries: z.array(quizLeaderboardEntrySchema),
  total: z.number().int(),
});
export type QuizLeaderboard = z.infer<typeof quizLeaderboardSchema>;

/** GET /api/quiz/sessions/:id: everything the producer's and host's screens need. */
export const quizSessionDetailSchema = z.object({
  state: quizStaffStateSchema,
  participants: z.array(quizParticipantSchema),
  leaderboard: quizLeaderboardSchema,
  adjustments: z.array(quizAdjustmentSchemaOut),
  /** Every revealed question's result so far, in order. */
  reveals: z.array(quizRevealSchema),
  /** True when the viewer is this session's producer (may fetch the key, step, enter answers). */
  is_producer: z.boolean(),
});
export type QuizSessionDetail = z.infer<typeof quizSessionDetailSchema>;

export const quizSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  phase: z.enum(QUIZ_PHASES),
  question_count: z.number().int(),
  participants: z.number().int(),
  producer: personRefSchema.nullable(),
  tournament_id: z.string().nullable(),
  created_at: isoSchema,
  ended_at: isoSchema.nullable(),
  winner: z.string().nullable(),
});
export type QuizSessionSummary = z.infer<typeof quizSessionSummarySchema>;

// ─── Listeners on their phones (public, no account) ──────────────────────────

export const quizJoinSchema = z.strictObject({
  code: z.string({ error: S.codeInvalid }).trim().regex(/^\d{4}$/, S.codeInvalid),
  nickname: visible(S.nicknameRequired, L.nicknameMax, S.nicknameTooLong, L.nicknameMin, S.nicknameTooShort),
  website: z.string().max(500).optional(),
  form_token: z.string().max(200),
});
export type QuizJoinInput = z.input<typeof quizJoinSchema>;

export const quizCodeParamsSchema = z.strictObject({ code: z.string().regex(/^\d{4}$/, S.codeInvalid) });

export const quizPlayAnswerSchema = z.strictObject(answerFields).superRefine(oneAnswer);
export type QuizPlayAnswer = z.input<typeof quizPlayAnswerSchema>;

export const quizPlayAckSchema = z.object({
  question_index: z.number().int(),
  /** Only that it was taken and when: never whether it was right (that waits for the reveal). */
  answered_at: isoSchema,
  message: z.string(),
});
export type QuizPlayAck = z.infer<typeof quizPlayAckSchema>;

/** The player's own line: their answer to the current question and, after a reveal, their score. */
export const quizPlayMeSchema = z.object({
  participant_id: z.string(),
  nickname: z.string(),
  /** Their answer to the current question, if any. */
  answer: z
    .object({
      question_index: z.number().int(),
      choice: z.number().int().nullable(),
      text: z.string().nullable(),
      /** Right or wrong once the question is revealed (the server's verdict, any accepted variant); null before. */
      correct: z.boolean().nullable(),
    })
    .nullable(),
  points: z.number().int(),
  correct: z.number().int(),
  rank: z.number().int().nullable(),
  badges: z.array(z.string()),
});
export type QuizPlayMe = z.infer<typeof quizPlayMeSchema>;

/**
 * GET /api/quiz/play/:code and every message of its event stream (text/event-stream, event
 * `state`): the public state (no host notes, no picture) and the player's own line.
 */
export const quizPlayStateSchema = z.object({
  session: quizSessionStateSchema,
  me: quizPlayMeSchema.nullable(),
  /** Top QUIZ_LIMITS.leaderboardShown once the producer shows the leaderboard (and after the end). */
  leaderboard: z.array(quizLeaderboardEntrySchema).nullable(),
});
export type QuizPlayState = z.infer<typeof quizPlayStateSchema>;

/** GET /api/quiz/public: whether a quiz is running (the public page's "Bli med i quizen"). */
export const quizPublicStatusSchema = z.object({
  live: z.object({ title: z.string(), phase: z.enum(QUIZ_PHASES) }).nullable(),
  /** The running tournament's top list with player badges; null when none. */
  tournament: z
    .object({
      id: z.string(),
      name: z.string(),
      entries: z.array(z.object({ rank: z.number().int(), name: z.string(), points: z.number().int(), badges: z.array(z.string()) })),
    })
    .nullable(),
});
export type QuizPublicStatus = z.infer<typeof quizPublicStatusSchema>;

// ─── Speed rounds ────────────────────────────────────────────────────────────

export const speedRoundCreateSchema = z.strictObject({
  participant_name: visible(S.participantNameRequired, L.participantNameMax, S.participantNameRequired),
  phone: optionalPhoneSchema,
  duration_s: z.number().int().min(L.speedDurationMinS, S.speedDurationRange).max(L.speedDurationMaxS, S.speedDurationRange).default(L.speedDurationDefaultS),
  /** Questions read from this set in order (optional: the host may read from paper). */
  set_id: idSchema.nullable().default(null),
  tournament_id: idSchema.nullable().default(null),
});
export type SpeedRoundCreate = z.input<typeof speedRoundCreateSchema>;

export const speedRoundMarkSchema = z.strictObject({ mark: z.enum(SPEED_MARKS) });

export const speedRoundSchema = z.object({
  id: z.string(),
  participant_name: z.string(),
  phone: z.string().nullable(),
  duration_s: z.number().int(),
  status: z.enum(SPEED_ROUND_STATUSES),
  started_at: isoSchema.nullable(),
  ends_at: isoSchema.nullable(),
  correct: z.number().int(),
  wrong: z.number().int(),
  passes: z.number().int(),
  /** The question to read now (from the set), without its answer for the display; null without a set. */
  current_prompt: z.string().nullable(),
  set_id: z.string().nullable(),
  tournament_id: z.string().nullable(),
  created_by: personRefSchema.nullable(),
  created_at: isoSchema,
  server_now: isoSchema,
});
export type SpeedRound = z.infer<typeof speedRoundSchema>;

// ─── Route parameters ────────────────────────────────────────────────────────

/** `:id` of a set, a tournament or a speed round. */
export const quizIdParamsSchema = z.strictObject({ id: idSchema });
export const tournamentWinnerParamsSchema = z.strictObject({ id: idSchema, playerId: idSchema });
export const quizParticipantParamsSchema = z.strictObject({ id: idSchema, participantId: idSchema });
/** The body (or query) of an action that takes none. */
export const quizEmptyInputSchema = z.strictObject({});

// ─── Tournaments ─────────────────────────────────────────────────────────────

const tournamentFields = {
  name: visible(S.tournamentNameRequired, L.tournamentNameMax, S.tournamentNameTooLong),
  starts_on: dateSchema,
  ends_on: dateSchema,
  prize: z.string().trim().max(L.prizeMax, S.prizeTooLong).default(''),
};
export const tournamentInputSchema = z.strictObject(tournamentFields).refine((t) => t.ends_on >= t.starts_on, { path: ['ends_on'], message: S.tournamentDates });
export type TournamentInput = z.input<typeof tournamentInputSchema>;

export const tournamentStandingSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
  sessions: z.number().int(),
  correct_time_ms: z.number().int(),
  badges: z.array(z.string()),
});
export type TournamentStanding = z.infer<typeof tournamentStandingSchema>;

export const tournamentWinnerInputSchema = z.strictObject({
  player_id: idSchema,
  rank: z.number().int().min(1).max(100),
  prize: z.string().trim().max(L.prizeMax, S.prizeTooLong).default(''),
  handover_status: z.enum(HANDOVER_STATUSES).default('ikke_levert'),
});
export const tournamentWinnerUpdateSchema = z.strictObject({ handover_status: z.enum(HANDOVER_STATUSES), prize: z.string().trim().max(L.prizeMax, S.prizeTooLong).optional() });

export const tournamentWinnerSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  rank: z.number().int(),
  prize: z.string(),
  handover_status: z.enum(HANDOVER_STATUSES),
  recorded_by: personRefSchema.nullable(),
  recorded_at: isoSchema,
});
export type TournamentWinner = z.infer<typeof tournamentWinnerSchema>;

export const tournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  prize: z.string(),
  sessions: z.number().int(),
  created_by: personRefSchema.nullable(),
  created_at: isoSchema,
  winners: z.array(tournamentWinnerSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentDetailSchema = z.object({
  tournament: tournamentSchema,
  standings: z.array(tournamentStandingSchema),
  sessions: z.array(quizSessionSummarySchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

// ─── Event payloads ──────────────────────────────────────────────────────────

export const quizSetChangedEventSchema = z.object({ set: quizSetSummarySchema });
export const quizSetDeletedEventSchema = z.object({ id: z.string() });
export const quizSessionChangedEventSchema = z.object({ state: quizStaffStateSchema });
export const quizLeaderboardEventSchema = quizLeaderboardSchema;
export const quizParticipantEventSchema = z.object({ participant: quizParticipantSchema });
export const quizAnswersCountedEventSchema = z.object({
  session_id: z.string(),
  question_index: z.number().int(),
  answers: z.number().int(),
  participants: z.number().int(),
});
export const speedRoundEventSchema = z.object({ round: speedRoundSchema });
export const tournamentEventSchema = z.object({ tournament: tournamentSchema });
export const tournamentDeletedEventSchema = z.object({ id: z.string() });
