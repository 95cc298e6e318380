import { z } from 'zod';
import { chatPersonSchema } from './chat';
import { formatZonedTime, stationTimeZone, zonedDateKey } from './station-time';
import { hasVisibleText } from './visible-text';

/**
 * Chat moderation (issue 17, part 6): colleagues report messages; Administrators and
 * Programledere (permission `moderateChat`) remove messages with a reason, dismiss reports and
 * mute a colleague in the chat for a while. Removal replaces the message for everyone live, is
 * logged as a security event and tells its author.
 */

/** Longest reason (report, removal, mute), in characters after trimming. */
export const CHAT_REASON_MAX = 500;

/** How long a mute lasts: the only choices there are. */
export const CHAT_MUTE_DURATIONS = [
  { minutes: 15, label: '15 minutter' },
  { minutes: 60, label: '1 time' },
  { minutes: 240, label: '4 timer' },
  { minutes: 1440, label: '1 døgn' },
] as const;
export type ChatMuteMinutes = (typeof CHAT_MUTE_DURATIONS)[number]['minutes'];

/** Event types on CHANNELS.chat (durable; each goes to an audience, never to the whole channel). */
export const CHAT_MODERATION_EVENTS = {
  /** To the moderators: a colleague reported a message (ids only, no text). */
  reportCreated: 'chat.report.created',
  /** To the moderators: reports were dismissed, or resolved because the message was removed. */
  reportResolved: 'chat.report.resolved',
  /** To the author: a moderator removed their message. */
  messageModerated: 'chat.message.moderated',
  /** To the person muted (or unmuted) and the moderators. */
  muteChanged: 'chat.mute.changed',
} as const;

export const CHAT_MODERATION_STRINGS = {
  removedByModerator: 'Meldingen ble fjernet av en moderator',
  reasonRequired: 'Skriv en begrunnelse.',
  reasonTooLong: `Begrunnelsen kan ha høyst ${CHAT_REASON_MAX} tegn.`,
  alreadyRemoved: 'Meldingen er allerede slettet eller fjernet.',
  cannotReportOwn: 'Du kan ikke rapportere din egen melding.',
  reportDeleted: 'Meldingen er slettet og kan ikke rapporteres.',
  reportTooFast: 'Du rapporterer mange meldinger på kort tid. Vent litt før du rapporterer flere.',
  reportNotFound: 'Fant ikke rapporten.',
  reportAlreadyResolved: 'Rapporten er allerede behandlet.',
  reported: 'Meldingen er rapportert til moderatorene',
  authorNotice: 'En melding du skrev ble fjernet av en moderator',
  muteTargetNotFound: 'Fant ikke kollegaen.',
  cannotMuteSelf: 'Du kan ikke dempe deg selv.',
  cannotMuteAdministrator: 'En programleder kan ikke dempe en administrator.',
  cannotUnmuteSelf: 'Du kan ikke oppheve din egen demping. Be en annen moderator om det.',
  invalidDuration: 'Velg hvor lenge kollegaen skal dempes.',
} as const;

const reasonText = z
  .string({ error: CHAT_MODERATION_STRINGS.reasonRequired })
  .trim()
  .min(1, CHAT_MODERATION_STRINGS.reasonRequired)
  .max(CHAT_REASON_MAX, CHAT_MODERATION_STRINGS.reasonTooLong)
  .refine(hasVisibleText, CHAT_MODERATION_STRINGS.reasonRequired);

/** POST /api/chat/messages/:id/report */
export const reportChatMessageSchema = z.object({ reason: reasonText }).strict();
export type ReportChatMessageInput = z.infer<typeof reportChatMessageSchema>;

/** POST /api/chat/messages/:id/moderate */
export const moderateChatMessageSchema = z.object({ reason: reasonText }).strict();
export type ModerateChatMessageInput = z.infer<typeof moderateChatMessageSchema>;

export const chatReportParamsSchema = z.object({ id: z.uuid({ error: CHAT_MODERATION_STRINGS.reportNotFound }) }).strict();

const muteMinutes = z.literal(
  CHAT_MUTE_DURATIONS.map((d) => d.minutes),
  { error: CHAT_MODERATION_STRINGS.invalidDuration },
);

/** POST /api/chat/mutes: the reason is optional (an empty one counts as none). */
export const muteChatUserSchema = z
  .object({
    user_id: z.string().min(1).max(100),
    minutes: muteMinutes,
    reason: z.string().trim().max(CHAT_REASON_MAX, CHAT_MODERATION_STRINGS.reasonTooLong).nullable().optional(),
  })
  .strict();
export type MuteChatUserInput = z.infer<typeof muteChatUserSchema>;

/** DELETE /api/chat/mutes/:userId */
export const chatMuteParamsSchema = z.object({ userId: z.string().min(1).max(100) }).strict();

/** The reported message as a moderator sees it (also a private one: it was reported). */
export const chatReportedMessageSchema = z.object({
  id: z.string(),
  position: z.number(),
  /** Empty once the message is deleted or removed. */
  message: z.string(),
  name: z.string(),
  sender_id: z.string(),
  sender: chatPersonSchema.nullable(),
  channel_type: z.enum(['public', 'private']),
  recipient_id: z.string().nullable(),
  created_at: z.string(),
  deleted: z.boolean(),
});
export type ChatReportedMessage = z.infer<typeof chatReportedMessageSchema>;

export const chatReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  reporter: chatPersonSchema.nullable(),
  message: chatReportedMessageSchema,
});
export type ChatReport = z.infer<typeof chatReportSchema>;

export interface ChatReportsResponse {
  /** Open reports of messages that are still there, oldest first. */
  reports: ChatReport[];
}

export interface ChatReportResponse {
  report: { id: string; message_id: string; created_at: string };
}

export const chatMuteSchema = z.object({
  user: chatPersonSchema,
  muted_until: z.string(),
  reason: z.string().nullable(),
  muted_by: chatPersonSchema.nullable(),
  updated_at: z.string(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;

export interface ChatMutesResponse {
  /** Mutes still in force, the one ending first first. */
  mutes: ChatMute[];
}

export interface ChatMuteResponse {
  user_id: string;
  /** Null once the mute is lifted. */
  muted_until: string | null;
}

/** Payload of 'chat.report.created'. */
export const chatReportCreatedEventSchema = z.object({ id: z.string(), message_id: z.string(), channel_type: z.enum(['public', 'private']) });
export type ChatReportCreatedEvent = z.infer<typeof chatReportCreatedEventSchema>;

/** Payload of 'chat.report.resolved'. */
export const chatReportResolvedEventSchema = z.object({ ids: z.array(z.string()), resolution: z.enum(['removed', 'dismissed']) });
export type ChatReportResolvedEvent = z.infer<typeof chatReportResolvedEventSchema>;

/** Payload of 'chat.message.moderated', to the author. */
export const chatMessageModeratedEventSchema = z.object({
  message_id: z.string(),
  reason: z.string(),
  moderator_name: z.string(),
  at: z.string(),
});
export type ChatMessageModeratedEvent = z.infer<typeof chatMessageModeratedEventSchema>;

/** Payload of 'chat.mute.changed'. */
export const chatMuteChangedEventSchema = z.object({
  user_id: z.string(),
  muted_until: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ChatMuteChangedEvent = z.infer<typeof chatMuteChangedEventSchema>;

/**
 * When a mute ends, in station time (24 h): 'kl. 14:05', or 'i morgen kl. 14:05' when it ends on a
 * later day than `now` (a one-day mute).
 */
export function chatMuteEndText(mutedUntil: Date | string, now: Date = new Date(), timeZone: string = stationTimeZone()): string {
  const until = typeof mutedUntil === 'string' ? new Date(mutedUntil) : mutedUntil;
  const time = `kl. ${formatZonedTime(until, timeZone)}`;
  return zonedDateKey(until, timeZone) === zonedDateKey(now, timeZone) ? time : `i morgen ${time}`;
}

/** What the muted person is told: 'Du er dempet i chatten til kl. 14:05'. */
export function chatMutedText(mutedUntil: Date | string, now: Date = new Date(), timeZone: string = stationTimeZone()): string {
  return `Du er dempet i chatten til ${chatMuteEndText(mutedUntil, now, timeZone)}`;
}

/** The label of a mute duration, e.g. '4 timer'. */
export function chatMuteLabel(minutes: number): string {
  return CHAT_MUTE_DURATIONS.find((d) => d.minutes === minutes)?.label ?? `${minutes} minutter`;
}
