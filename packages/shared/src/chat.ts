import { z } from 'zod';
import { appRoleSchema } from './roles';
import { hasVisibleText } from './visible-text';

/**
 * Chat (spec sections 3, 5, 7 and 9): one public staff channel and private conversations between
 * two colleagues. Everything both sides need to agree on lives here: limits, request schemas,
 * the message shape on the wire, realtime event names and the Norwegian strings.
 */

/** Longest message, in characters after trimming. Shown as a counter next to the input. */
export const CHAT_MESSAGE_MAX = 2000;
/** History page size (cursor pagination, newest first). */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 100;
/** Per-user flood limit: a burst of this many messages, refilled at this rate. */
export const CHAT_USER_BURST = 5;
export const CHAT_USER_PER_SECOND = 1;
/** A typing indicator disappears this long after the last typing signal. */
export const CHAT_TYPING_TTL_MS = 4000;
/** Clients send a typing signal at most this often while the user keeps typing. */
export const CHAT_TYPING_THROTTLE_MS = 2000;
/** At most this many people are recognised as mentioned in one message. */
export const CHAT_MENTIONS_MAX = 20;

/** The one public staff channel's conversation key; a private conversation is keyed by the other person's id. */
export const PUBLIC_CONVERSATION = 'public';

/** Event types on CHANNELS.chat. */
export const CHAT_EVENTS = {
  messageCreated: 'chat.message.created',
  messageUpdated: 'chat.message.updated',
  messageDeleted: 'chat.message.deleted',
  /** Spec section 7: the studio broadcast of every new public message, on CHANNELS.studio. */
  studioMessageCreated: 'studio.message.created',
  /** On CHANNELS.studio: a public message was deleted, so displays take it down. */
  studioMessageDeleted: 'studio.message.deleted',
  /** Ephemeral: someone is typing. */
  typing: 'chat.typing',
  /** Ephemeral, to the reader only: their read cursor moved (clears badges in their other tabs). */
  read: 'chat.read',
} as const;

/** Client-to-server socket messages of the chat. */
export const CHAT_SOCKET_EVENTS = { typing: 'chat:typing' } as const;

export const CHAT_STRINGS = {
  empty: 'Meldingen kan ikke være tom.',
  tooLong: `Meldingen kan ha høyst ${CHAT_MESSAGE_MAX} tegn.`,
  flood: 'Du sender meldinger for raskt. Vent litt før du sender flere.',
  channelBusy: 'Det sendes veldig mange meldinger i chatten akkurat nå. Prøv igjen om et øyeblikk.',
  messageNotFound: 'Fant ikke meldingen.',
  recipientNotFound: 'Fant ikke mottakeren.',
  selfRecipient: 'Du kan ikke sende en privat melding til deg selv.',
  replyNotFound: 'Meldingen du svarer på finnes ikke i denne samtalen.',
  notOwnEdit: 'Du kan bare endre dine egne meldinger.',
  notOwnDelete: 'Du kan bare slette dine egne meldinger.',
  deletedCannotEdit: 'Meldingen er slettet og kan ikke endres.',
  conversationNotFound: 'Fant ikke samtalen.',
  typingTooFast: 'For mange skrivesignaler.',
  deletedMessage: 'Meldingen ble slettet',
  edited: 'redigert',
  publicChannel: 'Personalkanalen',
} as const;

const messageText = z
  .string({ error: CHAT_STRINGS.empty })
  .trim()
  .min(1, CHAT_STRINGS.empty)
  .max(CHAT_MESSAGE_MAX, CHAT_STRINGS.tooLong)
  .refine(hasVisibleText, CHAT_STRINGS.empty);

const userId = z.string().min(1).max(100);
/** 'public' or the other person's user id. */
export const conversationKeySchema = z.string().min(1).max(100);

export const sendChatMessageSchema = z
  .object({
    message: messageText,
    /** Set for a private message; absent or null for the public channel. */
    recipient_id: userId.nullable().optional(),
    reply_to: z.uuid().nullable().optional(),
    /** Chosen by the client per message, so a retried request never creates a second message. */
    client_id: z.uuid().optional(),
  })
  .strict();
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

export const editChatMessageSchema = z.object({ message: messageText }).strict();
export type EditChatMessageInput = z.infer<typeof editChatMessageSchema>;

export const chatMessageParamsSchema = z.object({ id: z.uuid({ error: CHAT_STRINGS.messageNotFound }) }).strict();

/** A cursor is the position of the oldest message already shown. */
const cursorSchema = z.string().regex(/^\d{1,15}$/, 'Ugyldig markør.');

export const chatHistoryQuerySchema = z
  .object({
    conversation: conversationKeySchema,
    before: cursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).optional(),
  })
  .strict();
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

export const markChatReadSchema = z
  .object({ conversation: conversationKeySchema, position: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export type MarkChatReadInput = z.infer<typeof markChatReadSchema>;

export const chatTypingSchema = z.object({ conversation: conversationKeySchema }).strict();

/** How a colleague looks in the chat: live profile data with the colour already resolved. */
export const chatPersonSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  app_role: appRoleSchema,
  chat_color: z.string(),
  profile_picture_url: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatReplyPreviewSchema = z.object({
  id: z.string(),
  position: z.number(),
  sender_id: z.string(),
  name: z.string(),
  /** Empty when the quoted message was deleted. */
  message: z.string(),
  deleted: z.boolean(),
});
export type ChatReplyPreview = z.infer<typeof chatReplyPreviewSchema>;

export const chatMentionSchema = z.object({ user_id: z.string(), name: z.string() });
export type ChatMention = z.infer<typeof chatMentionSchema>;

/** A chat message as the API and the realtime channel serve it (spec section 3 fields plus display data). */
export const chatMessageSchema = z.object({
  id: z.string(),
  /** Monotonic order of messages; history cursors and read cursors refer to it. */
  position: z.number(),
  message: z.string(),
  /** Sender's name when the message was written (spec field `name`). */
  name: z.string(),
  sender_id: z.string(),
  message_source: z.literal('internal'),
  channel_type: z.enum(['public', 'private']),
  recipient_id: z.string().nullable(),
  reply_to: z.string().nullable(),
  reply_preview: chatReplyPreviewSchema.nullable(),
  mentions: z.array(chatMentionSchema),
  sender: chatPersonSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  /** Removed by a moderator (chat-moderation.ts); the text is then empty like any deleted message's. */
  moderated: z.boolean().default(false),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export interface ChatHistoryResponse {
  /** Newest first. */
  messages: ChatMessage[];
  /** Pass as `before` for the next older page; null at the beginning of the conversation. */
  next_cursor: string | null;
}

export const chatConversationSchema = z.object({
  /** 'public' or the other person's user id. */
  key: z.string(),
  kind: z.enum(['public', 'private']),
  /** The other person (private conversations only). */
  person: chatPersonSchema.nullable(),
  last_message: chatMessageSchema.nullable(),
  unread: z.number(),
  last_read_position: z.number(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export interface ChatConversationsResponse {
  /** The public channel first, then private conversations by latest activity. */
  conversations: ChatConversation[];
  unread_total: number;
  /** When the viewer is muted in the chat (chat-moderation.ts): until when; null when not. */
  muted_until: string | null;
}

export interface ChatReadResponse {
  conversation: string;
  last_read_position: number;
  unread: number;
  unread_total: number;
}

export interface ChatColleaguesResponse {
  colleagues: ChatPerson[];
}

/** Payload of 'studio.message.created': what a studio display needs to show a staff message. */
export const studioMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  sender_id: z.string(),
  message: z.string(),
  chat_color: z.string(),
  created_at: z.string(),
});
export type StudioMessage = z.infer<typeof studioMessageSchema>;

/** Payload of the ephemeral 'chat.typing'. For a private conversation the conversation is the typist. */
export const chatTypingEventSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  channel_type: z.enum(['public', 'private']),
});
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;

export const chatReadEventSchema = z.object({ conversation: z.string(), last_read_position: z.number() });
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** The conversation a message belongs to, seen from `viewerId`. */
export function conversationOf(message: Pick<ChatMessage, 'channel_type' | 'sender_id' | 'recipient_id'>, viewerId: string): string {
  if (message.channel_type === 'public') return PUBLIC_CONVERSATION;
  return message.sender_id === viewerId ? (message.recipient_id ?? PUBLIC_CONVERSATION) : message.sender_id;
}

export interface MentionCandidate {
  id: string;
  name: string;
}

export interface MentionRange {
  /** Index of the '@'. */
  start: number;
  /** Index just after the name. */
  end: number;
  id: string;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Finds '@Full Name' mentions of the given people in a text, case-insensitively. At each '@' the
 * longest matching name wins ('@Ola Nordmann' is not '@Ola'), the '@' must not follow a letter or
 * digit (so e-mail addresses are no mentions) and the name must end at a word boundary. The
 * server uses it to decide whom to notify, the client to highlight exactly those names.
 */
export function findMentionRanges(text: string, people: readonly MentionCandidate[]): MentionRange[] {
  if (!text.includes('@') || people.length === 0) return [];
  const candidates = people
    .filter((p) => p.name.trim().length > 0)
    .map((p) => ({ id: p.id, name: p.name.trim(), lower: p.name.trim().toLowerCase() }))
    .sort((a, b) => b.name.length - a.name.length);
  const ranges: MentionRange[] = [];
  for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) {
    if (i > 0 && WORD_CHAR.test(text[i - 1] ?? '')) continue;
    for (const candidate of candidates) {
      const end = i + 1 + candidate.name.length;
      if (text.slice(i + 1, end).toLowerCase() !== candidate.lower) continue;
      if (end < text.length && WORD_CHAR.test(text[end] ?? '')) continue;
      ranges.push({ start: i, end, id: candidate.id });
      i = end - 1;
      break;
    }
  }
  return ranges;
}
