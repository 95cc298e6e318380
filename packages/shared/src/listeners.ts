import { z } from 'zod';
import { normalisePhone } from './listener-phone';
import type { PublicMindReader } from './mind-reader';
import type { PublicCompetition } from './sponsors';
import {
  BLOCK_KINDS,
  COMMENT_MODERATIONS,
  LISTENER_LIMITS as L,
  LISTENER_SOURCES,
  LISTENER_STATUSES,
  LISTENER_STRINGS as S,
  MUSIC_REQUEST_STATUSES,
  POLL_STATUSES,
} from './listeners-strings';
import { personRefSchema } from './person-ref';
import { hasVisibleText } from './visible-text';

export * from './listeners-strings';
export * from './listener-phone';

/**
 * Listeners (PRODUCT.md /listener-messages, /listener-hub, the public page's "Til studio"): one
 * moderated queue of everything listeners send — web messages, SMS, music requests, episode
 * comments, and later quiz answers and mind-reader guesses — with polls, comment moderation,
 * request rules and blocked senders. Listeners have no account: a device cookie, a form token
 * (minimum fill time), a honeypot field and rate limits stand in for one.
 */

// ─── Realtime ────────────────────────────────────────────────────────────────

/** On CHANNELS.listeners (durable): the queue and comment moderation. */
export const LISTENER_EVENTS = {
  messageCreated: 'listeners.message.created',
  messageUpdated: 'listeners.message.updated',
  commentChanged: 'listeners.comment.changed',
  blocksChanged: 'listeners.block.changed',
} as const;

/** On CHANNELS.listenerPolls: a poll created/opened/closed/deleted (durable) and its live tally (ephemeral, coalesced). */
export const LISTENER_POLL_EVENTS = {
  changed: 'listeners.poll.changed',
  deleted: 'listeners.poll.deleted',
  tally: 'listeners.poll.tally',
} as const;

/** On CHANNELS.musicRequests. */
export const MUSIC_REQUEST_EVENTS = {
  created: 'music.request.created',
  updated: 'music.request.updated',
  rulesChanged: 'music.rules.changed',
} as const;

// ─── Field schemas ───────────────────────────────────────────────────────────

const visible = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(hasVisibleText, required);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : undefined));

/** Optional phone, normalised to E.164; an empty field is no phone. */
export const listenerPhoneSchema = z
  .string()
  .trim()
  .max(30, S.phoneInvalid)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const e164 = normalisePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: S.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

/** A listener's name on every public form (games reuse it). */
export const listenerNameSchema = visible(S.nameRequired, L.nameMax, S.nameTooLong);
const nameSchema = listenerNameSchema;
const idSchema = z.uuid({ error: 'Ugyldig id' });

/**
 * What every public form carries besides its fields: the honeypot (`website`, must stay empty; a
 * filled one is answered as if taken and nothing is stored) and the form token from
 * GET /api/listener/live (its age is the fill time).
 */
export const publicFormFields = {
  website: z.string().max(500).optional(),
  form_token: z.string().max(200),
};

// ─── Public requests (no account) ────────────────────────────────────────────

export const listenerLiveQuerySchema = z.strictObject({});

export const listenerMessageInputSchema = z.strictObject({
  name: nameSchema,
  phone: listenerPhoneSchema,
  body: visible(S.messageRequired, L.messageMax, S.messageTooLong),
  ...publicFormFields,
});
export type ListenerMessageInput = z.input<typeof listenerMessageInputSchema>;

export const musicRequestInputSchema = z.strictObject({
  name: nameSchema,
  artist: visible(S.artistRequired, L.artistMax, S.artistTooLong),
  title: visible(S.titleRequired, L.titleMax, S.titleTooLong),
  greeting: optionalText(L.greetingMax, S.greetingTooLong),
  ...publicFormFields,
});
export type MusicRequestInput = z.input<typeof musicRequestInputSchema>;

export const pollVoteInputSchema = z.strictObject({ option_id: z.string({ error: S.pollOptionUnknown }).min(1, S.pollOptionUnknown).max(40) });
export type PollVoteInput = z.input<typeof pollVoteInputSchema>;

export const commentInputSchema = z.strictObject({
  name: nameSchema,
  body: visible(S.commentRequired, L.commentMax, S.commentTooLong),
  ...publicFormFields,
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const listenerIdParamsSchema = z.strictObject({ id: idSchema });
export const episodeCommentParamsSchema = z.strictObject({ id: z.uuid({ error: S.episodeNotFound }) });

/** What a public form gets back when it was taken — or silently dropped (bot, blocked, duplicate). */
export interface ListenerReceipt {
  received: true;
}

export const publicPollSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  /** This device's vote, if it voted. */
  voted_option_id: z.string().nullable(),
  /** Votes per option: only once this device has voted. */
  results: z.array(z.object({ option_id: z.string(), votes: z.number() })).nullable(),
  total_votes: z.number().nullable(),
});
export type PublicPoll = z.infer<typeof publicPollSchema>;

export interface ListenerLive {
  on_air: boolean;
  show_title: string | null;
  poll: PublicPoll | null;
  /** Whether music requests are taken now, and the reason when not. */
  requests: { open: boolean; reason: string | null };
  /** Signed, timestamped token each form sends back (minimum fill time, no replay across devices). */
  form_token: string;
  /** Tankeleseren's round while it is playing: listeners may guess along. */
  mind_reader: PublicMindReader | null;
  /** Sponsor competitions open for entries now. */
  competitions: PublicCompetition[];
}

export const publicCommentSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  created_at: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export interface PublicCommentsResponse {
  comments: PublicComment[];
}

// ─── Inbound SMS ─────────────────────────────────────────────────────────────

/**
 * POST /api/inbound/sms, the provider-neutral body. Signed with SMS_WEBHOOK_SECRET:
 * `X-Studioportal-Timestamp: <unix seconds>` and
 * `X-Studioportal-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`.
 * `id` is the provider's message id (a repeat is answered as taken and stored once).
 */
export const inboundSmsSchema = z.strictObject({
  id: z.string().trim().min(1).max(200),
  from: z.string().trim().min(1).max(40),
  to: z.string().trim().max(40).optional(),
  text: z.string().max(2000),
  received_at: z.iso.datetime({ offset: true }).optional(),
});
export type InboundSms = z.infer<typeof inboundSmsSchema>;

/** POST /api/inbound/sms/twilio: Twilio's form fields (it adds fields without notice, so any others are kept for the signature). */
export const twilioSmsSchema = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  From: z.string().min(1).max(40),
  To: z.string().max(40).optional(),
  Body: z.string().max(2000).default(''),
});

export interface InboundSmsReceipt {
  received: true;
  /** What the text became in the queue. */
  routed: 'message' | 'request' | 'vote' | 'quiz' | 'guess' | 'entry' | 'duplicate' | 'dropped';
}

// ─── Staff: the queue ────────────────────────────────────────────────────────

export const listenerSourceSchema = z.enum(LISTENER_SOURCES);
export const listenerStatusSchema = z.enum(LISTENER_STATUSES);

const PAGE_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "<ISO time>_<uuid>" naming a real instant (month 13 or 25 o'clock would reach the database as an error). */
function isPageCursor(value: string): boolean {
  const time = PAGE_CURSOR.exec(value)?.[1];
  if (!time) return false;
  const instant = new Date(time);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === time;
}

/**
 * GET /api/listener-messages. `status` 'aktive' (default) is everything not archived; `q` searches
 * name and text; `before` is the previous page's `next_before` (the last row's time and id, so two
 * messages in the same millisecond on a page boundary are both shown).
 */
export const listenerMessagesQuerySchema = z.strictObject({
  source: listenerSourceSchema.optional(),
  status: z.union([listenerStatusSchema, z.literal('aktive'), z.literal('alle')]).optional(),
  show_id: idSchema.optional(),
  q: z.string().trim().max(L.searchMax).optional(),
  before: z.string().max(80).refine(isPageCursor, 'Ugyldig side.').optional(),
});
export type ListenerMessagesQuery = z.input<typeof listenerMessagesQuerySchema>;

export const listenerMessageSchema = z.object({
  id: z.string(),
  source: listenerSourceSchema,
  status: listenerStatusSchema,
  name: z.string(),
  body: z.string(),
  /** Masked for everyone in events and for Teknikere; whole in GET answers to moderators. */
  phone: z.string().nullable(),
  /** Whether the sender can be blocked (a phone or a device is known). */
  blockable: z.boolean(),
  show_id: z.string().nullable(),
  show_title: z.string().nullable(),
  /** A music request's artist and title. */
  request: z.object({ id: z.string(), artist: z.string(), title: z.string(), greeting: z.string().nullable() }).nullable(),
  /** A comment's episode. */
  episode_title: z.string().nullable(),
  created_at: z.string(),
  status_changed_by: personRefSchema.nullable(),
  status_changed_at: z.string().nullable(),
  pushed_at: z.string().nullable(),
  pushed_by: personRefSchema.nullable(),
  read_on_air_at: z.string().nullable(),
  read_on_air_by: personRefSchema.nullable(),
});
export type ListenerMessage = z.infer<typeof listenerMessageSchema>;

export type ListenerStatusCounts = Record<(typeof LISTENER_STATUSES)[number], number>;

export interface ListenerMessagesResponse {
  messages: ListenerMessage[];
  counts: ListenerStatusCounts;
  /** Pass as `before` for the next page; null at the end. */
  next_before: string | null;
}

/** GET /api/listener-messages/summary: the nav badge and the dashboard card. */
export interface ListenerSummary {
  new_count: number;
  latest: ListenerMessage[];
  /** The broadcast studio's queue: starred first, then new and read, newest first; never used or archived. */
  queue: ListenerMessage[];
}

/** Staff entering a caller's message (source telefon). */
export const staffListenerMessageInputSchema = z.strictObject({
  name: nameSchema,
  phone: listenerPhoneSchema,
  body: visible(S.messageRequired, L.messageMax, S.messageTooLong),
});
export type StaffListenerMessageInput = z.input<typeof staffListenerMessageInputSchema>;

export const listenerStatusInputSchema = z.strictObject({ status: listenerStatusSchema });
export type ListenerStatusInput = z.infer<typeof listenerStatusInputSchema>;

export const listenerEmptyInputSchema = z.strictObject({});

export interface ListenerMessageResponse {
  message: ListenerMessage;
}

export const listenerMessageEventSchema = z.object({ message: listenerMessageSchema });
export type ListenerMessageEvent = z.infer<typeof listenerMessageEventSchema>;

// ─── Staff: blocking ─────────────────────────────────────────────────────────

/** Block the sender of a message (its phone, else its device), or a phone number typed in. */
export const listenerBlockInputSchema = z.union([
  z.strictObject({ message_id: idSchema, reason: optionalText(L.blockReasonMax, 'Begrunnelsen kan ha høyst 200 tegn.') }),
  z.strictObject({
    phone: z
      .string({ error: S.phoneInvalid })
      .trim()
      .max(30, S.phoneInvalid)
      .transform((value, ctx) => normalisePhone(value) ?? (ctx.addIssue({ code: 'custom', message: S.phoneInvalid }), z.NEVER)),
    reason: optionalText(L.blockReasonMax, 'Begrunnelsen kan ha høyst 200 tegn.'),
  }),
]);
export type ListenerBlockInput = z.input<typeof listenerBlockInputSchema>;

export const listenerBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(BLOCK_KINDS),
  /** Masked phone, or "Enhet" with the first message's sender name for a device. */
  label: z.string(),
  reason: z.string().nullable(),
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
});
export type ListenerBlock = z.infer<typeof listenerBlockSchema>;

export interface ListenerBlocksResponse {
  blocks: ListenerBlock[];
}

export const listenerBlocksChangedEventSchema = z.object({ count: z.number() });

// ─── Staff: polls ────────────────────────────────────────────────────────────

export const pollInputSchema = z.strictObject({
  question: visible(S.questionRequired, L.pollQuestionMax, S.questionTooLong),
  options: z
    .array(visible(S.optionRequired, L.pollOptionMax, S.optionTooLong), { error: S.optionsCount })
    .min(L.pollOptionsMin, S.optionsCount)
    .max(L.pollOptionsMax, S.optionsCount)
    .refine((options) => new Set(options.map((o) => o.toLocaleLowerCase('nb'))).size === options.length, S.optionsDistinct),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const pollResultSchema = z.object({ option_id: z.string(), label: z.string(), votes: z.number() });

export const listenerPollSchema = z.object({
  id: z.string(),
  question: z.string(),
  status: z.enum(POLL_STATUSES),
  options: z.array(pollResultSchema),
  total_votes: z.number(),
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type ListenerPoll = z.infer<typeof listenerPollSchema>;

export interface ListenerPollsResponse {
  polls: ListenerPoll[];
}
export interface ListenerPollResponse {
  poll: ListenerPoll;
}

export const listenerPollEventSchema = z.object({ poll: listenerPollSchema });
export const listenerPollDeletedEventSchema = z.object({ id: z.string() });
export const listenerPollTallyEventSchema = z.object({
  poll_id: z.string(),
  options: z.array(z.object({ option_id: z.string(), votes: z.number() })),
  total_votes: z.number(),
});
export type ListenerPollTally = z.infer<typeof listenerPollTallyEventSchema>;

// ─── Staff: comments ─────────────────────────────────────────────────────────

export const commentModerationSchema = z.enum(COMMENT_MODERATIONS);

export const listenerCommentsQuerySchema = z.strictObject({ moderation: commentModerationSchema.optional() });

export const listenerCommentSchema = z.object({
  id: z.string(),
  episode_id: z.string(),
  episode_title: z.string(),
  name: z.string(),
  body: z.string(),
  moderation: commentModerationSchema,
  moderated_by: personRefSchema.nullable(),
  moderated_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_by: personRefSchema.nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type ListenerComment = z.infer<typeof listenerCommentSchema>;

export interface ListenerCommentsResponse {
  comments: ListenerComment[];
}
export interface ListenerCommentResponse {
  comment: ListenerComment;
}

export const commentModerateInputSchema = z.strictObject({ moderation: z.enum(['godkjent', 'skjult']) });
export const commentReplyInputSchema = z.strictObject({ body: visible(S.replyRequired, L.replyMax, S.replyTooLong) });
export const listenerCommentEventSchema = z.object({ comment: listenerCommentSchema });

// ─── Staff: music requests ───────────────────────────────────────────────────

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, S.windowInvalid);

export const blockedTrackSchema = z.strictObject({
  artist: z.string().trim().min(1, S.artistRequired).max(L.artistMax, S.artistTooLong),
  /** Empty: every song by the artist. */
  title: z.string().trim().max(L.titleMax, S.titleTooLong).default(''),
});

export const musicRequestRulesSchema = z.strictObject({
  enabled: z.boolean(),
  /** Requests per listener (phone or device) per station day; 0 = no limit. */
  daily_limit: z.number({ error: S.dailyLimitInvalid }).int(S.dailyLimitInvalid).min(0, S.dailyLimitInvalid).max(50, S.dailyLimitInvalid),
  /** Station time; a window from 22:00 to 02:00 runs over midnight. Equal ends: all day. */
  window_start: timeOfDay,
  window_end: timeOfDay,
  blocked: z.array(blockedTrackSchema).max(L.blockedTracksMax, S.blockedTracksTooMany),
});
export type MusicRequestRules = z.infer<typeof musicRequestRulesSchema>;
export type MusicRequestRulesInput = z.input<typeof musicRequestRulesSchema>;

export const musicRequestsQuerySchema = z.strictObject({ status: z.enum(MUSIC_REQUEST_STATUSES).optional() });

export const musicRequestSchema = z.object({
  id: z.string(),
  message_id: z.string().nullable(),
  name: z.string(),
  artist: z.string(),
  title: z.string(),
  greeting: z.string().nullable(),
  source: z.enum(['web', 'sms']),
  status: z.enum(MUSIC_REQUEST_STATUSES),
  created_at: z.string(),
  status_changed_by: personRefSchema.nullable(),
  status_changed_at: z.string().nullable(),
});
export type MusicRequest = z.infer<typeof musicRequestSchema>;

export interface MusicRequestsResponse {
  requests: MusicRequest[];
  rules: MusicRequestRules;
}
export interface MusicRequestResponse {
  request: MusicRequest;
}

export const musicRequestStatusInputSchema = z.strictObject({ status: z.enum(MUSIC_REQUEST_STATUSES) });
export const musicRequestEventSchema = z.object({ request: musicRequestSchema });
export const musicRulesEventSchema = z.object({ rules: musicRequestRulesSchema });
