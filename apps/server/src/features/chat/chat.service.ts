import {
  CHAT_EVENTS,
  CHAT_MENTIONS_MAX,
  CHAT_MODERATION_EVENTS,
  CHAT_PAGE_SIZE,
  CHAT_STRINGS,
  CHAT_USER_BURST,
  CHAT_USER_PER_SECOND,
  type ChatColleaguesResponse,
  type ChatConversation,
  type ChatConversationsResponse,
  type ChatHistoryQuery,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatReadEvent,
  type ChatReadResponse,
  type ChatReportResolvedEvent,
  type ChatTypingEvent,
  chatMutedText,
  type MarkChatReadInput,
  type Profile,
  PUBLIC_CONVERSATION,
  type SendChatMessageInput,
  STRINGS,
  type StudioMessage,
  findMentionRanges,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish, PublishOptions } from '../../realtime/publisher';
import { notifyMentioned, scrubChatMentionNotices } from '../notifications';
import * as mod from './chat-moderation.repository';
import * as repo from './chat.repository';

export interface ChatViewer {
  userId: string;
  profile: Profile;
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof repo.findMessageRow>>>;

/** Typing signals: a couple per second per person is plenty; more is noise on everyone's screen. */
const TYPING_PER_SECOND = 1;
const TYPING_BURST = 3;

const nameOf = (profile: Profile) => profile.full_name?.trim() || STRINGS.unknownUser;

/** Chat writes take their channel budget up front (admit), with the chat's own refusal message; the
 * studio's copy of a public message ('studio.message.created') rides on that budget. */
const CHAT_WRITE = { admitted: ['chat', 'studio'] } as const;

/**
 * The chat's rules: who may write where, the limits, mentions, and what is published. Every write
 * publishes its realtime event in the same transaction; private messages go only to their two
 * participants (`audience`), which the publisher also applies when a client replays.
 */
export class ChatService {
  /** Per-person flood limit: one person cannot crowd out the rest. */
  private readonly perUser;
  private readonly typingLimiter;

  constructor(private readonly ctx: ServerContext) {
    this.perUser = ctx.realtime.limiter('chat.user', { perSecond: CHAT_USER_PER_SECOND, burst: CHAT_USER_BURST });
    this.typingLimiter = ctx.realtime.limiter('chat.typing', { perSecond: TYPING_PER_SECOND, burst: TYPING_BURST });
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** The person's own limit is checked first, so a flooder spends only their own allowance. */
  private async admit(userId: string) {
    if (!(await this.perUser.tryTake(userId))) throw new ApiError(429, 'chat_flood', CHAT_STRINGS.flood);
    // The channel's cap from the registry (spec section 9: global chat 20 per second).
    await this.ctx.realtime.publisher.admit('chat', () => new ApiError(429, 'chat_busy', CHAT_STRINGS.channelBusy));
  }

  /** Someone muted by a moderator can neither write nor edit until the mute ends (one key lookup). */
  private async assertNotMuted(userId: string) {
    const until = await mod.mutedUntil(this.db, userId);
    if (until) throw new ApiError(403, 'chat_muted', chatMutedText(until));
  }

  async send(viewer: ChatViewer, input: SendChatMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
    await this.assertNotMuted(viewer.userId);
    const recipientId = input.recipient_id ?? null;
    if (recipientId === viewer.userId) throw new ApiError(400, 'self_recipient', CHAT_STRINGS.selfRecipient);
    const recipient = recipientId ? await repo.findColleague(this.db, recipientId) : null;
    if (recipientId && !recipient) throw new ApiError(404, 'recipient_not_found', CHAT_STRINGS.recipientNotFound);
    const conversation = recipientId ?? PUBLIC_CONVERSATION;

    const quoted = input.reply_to ? await repo.findMessageRow(this.db, input.reply_to) : null;
    if (input.reply_to && (!quoted || quoted.deletedAt || conversationKey(quoted, viewer.userId) !== conversation || !isVisible(quoted, viewer.userId))) {
      throw new ApiError(400, 'reply_not_found', CHAT_STRINGS.replyNotFound);
    }
    const mentions = await this.mentionsIn(input.message, viewer, recipient ? [recipient.id] : null);
    await this.admit(viewer.userId);

    const outcome = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.insertMessage(tx, {
        senderId: viewer.userId,
        name: nameOf(viewer.profile),
        message: input.message,
        recipientId,
        replyTo: quoted?.id ?? null,
        mentions: mentions.ids,
        clientId: input.client_id ?? null,
      });
      if (!row) return null;
      // Everything the wire shape needs is at hand: no second read on the hot path.
      const message = repo.toChatMessage(row, senderRow(viewer.profile), quoted, mentions.names);
      await this.publishMessage(publish, CHAT_EVENTS.messageCreated, message);
      if (message.channel_type === 'public') {
        // The studio's copy (spec section 7), on its own channel so only studio displays get it.
        const studio: StudioMessage = {
          id: message.id,
          name: message.name,
          sender_id: message.sender_id,
          message: message.message,
          chat_color: message.sender?.chat_color ?? '',
          created_at: message.created_at,
        };
        await publish('studio', CHAT_EVENTS.studioMessageCreated, studio);
      }
      await notifyMentioned(this.ctx, { tx, publish }, message);
      return message;
    }, CHAT_WRITE);
    if (!outcome) {
      // A retry of a request that already went through (same client id): answer with what was stored.
      const existing = input.client_id ? await repo.findByClientId(this.db, viewer.userId, input.client_id) : null;
      if (!existing) throw new Error('chat insert returned nothing');
      return { message: await this.load(existing.id), created: false };
    }
    return { message: outcome, created: true };
  }

  async edit(viewer: ChatViewer, id: string, text: string): Promise<ChatMessage> {
    const row = await this.ownMessage(viewer, id, CHAT_STRINGS.notOwnEdit);
    if (row.deletedAt) throw new ApiError(409, 'message_deleted', CHAT_STRINGS.deletedCannotEdit);
    await this.assertNotMuted(viewer.userId);
    if (row.message === text) return this.load(id);
    const mentions = await this.mentionsIn(text, viewer, row.recipientId ? [row.recipientId] : null);
    await this.admit(viewer.userId);
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await repo.updateText(tx, id, text, mentions.ids);
      const message = await this.load(id, tx);
      await this.publishMessage(publish, CHAT_EVENTS.messageUpdated, message);
      // Someone newly named in the edit is told; the others already were (one notice per message and person).
      await notifyMentioned(this.ctx, { tx, publish }, message);
      return message;
    }, CHAT_WRITE);
  }

  async remove(viewer: ChatViewer, id: string): Promise<ChatMessage> {
    const row = await this.ownMessage(viewer, id, CHAT_STRINGS.notOwnDelete);
    if (row.deletedAt) return this.load(id);
    await this.admit(viewer.userId);
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await repo.markDeleted(tx, id);
      await repo.scrubEventLog(tx, id);
      await scrubChatMentionNotices(tx, id);
      const message = await this.load(id, tx);
      await this.publishMessage(publish, CHAT_EVENTS.messageDeleted, message);
      if (message.channel_type === 'public') await publish('studio', CHAT_EVENTS.studioMessageDeleted, { id });
      // Reports of it have nothing left to act on: they leave the moderators' list.
      const resolved = await mod.resolveReportsOf(tx, id, viewer.userId, 'removed');
      if (resolved.length > 0) {
        const audience = await mod.moderatorIds(tx);
        const event: ChatReportResolvedEvent = { ids: resolved, resolution: 'removed' };
        if (audience.length > 0) await publish('chat', CHAT_MODERATION_EVENTS.reportResolved, event, { audience });
      }
      return message;
    }, CHAT_WRITE);
  }

  async history(viewer: ChatViewer, query: ChatHistoryQuery): Promise<ChatHistoryResponse> {
    await this.assertConversation(query.conversation, viewer.userId);
    const before = query.before === undefined ? null : Number(query.before);
    return repo.historyPage(this.db, viewer.userId, query.conversation, before, query.limit ?? CHAT_PAGE_SIZE);
  }

  async conversations(viewer: ChatViewer): Promise<ChatConversationsResponse> {
    const summaries = await repo.conversationSummaries(this.db, viewer.userId);
    const positions = summaries.flatMap((s) => (s.lastPosition === null ? [] : [s.lastPosition]));
    const lastMessages = new Map((await repo.messagesAtPositions(this.db, positions)).map((m) => [m.position, m]));
    const people = await repo.findPeople(
      this.db,
      summaries.filter((s) => s.key !== PUBLIC_CONVERSATION).map((s) => s.key),
    );
    const conversations: ChatConversation[] = summaries.map((s) => ({
      key: s.key,
      kind: s.key === PUBLIC_CONVERSATION ? 'public' : 'private',
      person: s.key === PUBLIC_CONVERSATION ? null : (people.get(s.key) ?? null),
      last_message: s.lastPosition === null ? null : (lastMessages.get(s.lastPosition) ?? null),
      unread: s.unread,
      last_read_position: s.lastReadPosition,
    }));
    conversations.sort((a, b) => {
      if (a.kind !== b.kind) return a.kind === 'public' ? -1 : 1;
      return (b.last_message?.position ?? 0) - (a.last_message?.position ?? 0);
    });
    const mutedUntil = await mod.mutedUntil(this.db, viewer.userId);
    return { conversations, unread_total: conversations.reduce((sum, c) => sum + c.unread, 0), muted_until: mutedUntil?.toISOString() ?? null };
  }

  async markRead(viewer: ChatViewer, input: MarkChatReadInput): Promise<ChatReadResponse> {
    await this.assertConversation(input.conversation, viewer.userId);
    // Never past the newest message, so a cursor cannot pre-read messages not yet written.
    const newest = await repo.latestPosition(this.db, viewer.userId, input.conversation);
    const position = await repo.advanceReadCursor(this.db, viewer.userId, input.conversation, Math.min(input.position, newest));
    const { conversations, unread_total } = await this.conversations(viewer);
    const event: ChatReadEvent = { conversation: input.conversation, last_read_position: position };
    this.ctx.realtime.publisher.emitEphemeral('chat', CHAT_EVENTS.read, event, { audience: [viewer.userId] });
    return {
      conversation: input.conversation,
      last_read_position: position,
      unread: conversations.find((c) => c.key === input.conversation)?.unread ?? 0,
      unread_total,
    };
  }

  async colleagues(): Promise<ChatColleaguesResponse> {
    return { colleagues: await repo.listColleagues(this.db) };
  }

  /** Ephemeral "is typing": to the whole channel, or only to the other person of a private conversation. */
  async typing(viewer: ChatViewer, conversation: string) {
    if (!(await this.typingLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited', CHAT_STRINGS.typingTooFast);
    const isPublic = conversation === PUBLIC_CONVERSATION;
    if (!isPublic && (conversation === viewer.userId || !(await repo.findColleague(this.db, conversation)))) {
      throw new ApiError(404, 'conversation_not_found', CHAT_STRINGS.conversationNotFound);
    }
    const event: ChatTypingEvent = { user_id: viewer.userId, name: nameOf(viewer.profile), channel_type: isPublic ? 'public' : 'private' };
    this.ctx.realtime.publisher.emitEphemeral('chat', CHAT_EVENTS.typing, event, isPublic ? undefined : { audience: [conversation] });
  }

  private async load(id: string, tx?: Tx): Promise<ChatMessage> {
    const message = await repo.findMessage(tx ?? this.db, id);
    if (!message) throw new ApiError(404, 'not_found', CHAT_STRINGS.messageNotFound);
    return message;
  }

  private publishMessage(publish: Publish, type: (typeof CHAT_EVENTS)['messageCreated' | 'messageUpdated' | 'messageDeleted'], message: ChatMessage) {
    return publish('chat', type, message, messageAudience(message));
  }

  /** A message the viewer wrote. Someone else's private message is "not found", never "forbidden". */
  private async ownMessage(viewer: ChatViewer, id: string, notOwnMessage: string): Promise<MessageRow> {
    const row = await repo.findMessageRow(this.db, id);
    if (!row || !isVisible(row, viewer.userId)) throw new ApiError(404, 'not_found', CHAT_STRINGS.messageNotFound);
    if (row.senderId !== viewer.userId) throw new ApiError(403, 'forbidden', notOwnMessage);
    return row;
  }

  private async assertConversation(conversation: string, viewerId: string) {
    if (conversation === PUBLIC_CONVERSATION) return;
    const people = conversation === viewerId ? new Map() : await repo.findPeople(this.db, [conversation]);
    if (!people.has(conversation)) throw new ApiError(404, 'conversation_not_found', CHAT_STRINGS.conversationNotFound);
  }

  /** Colleagues named with '@' in the text; in a private conversation only its two people count. */
  private async mentionsIn(text: string, viewer: ChatViewer, privateWith: string[] | null): Promise<{ ids: string[]; names: Map<string, string> }> {
    const names = new Map<string, string>();
    if (!text.includes('@')) return { ids: [], names };
    const colleagues = await repo.listColleagues(this.db);
    const allowed = privateWith ? new Set([viewer.userId, ...privateWith]) : null;
    const candidates = colleagues
      .filter((c) => c.full_name && (!allowed || allowed.has(c.id)))
      .map((c) => ({ id: c.id, name: c.full_name ?? '' }));
    const ids = [...new Set(findMentionRanges(text, candidates).map((r) => r.id))].slice(0, CHAT_MENTIONS_MAX);
    for (const c of candidates) if (ids.includes(c.id)) names.set(c.id, c.name);
    return { ids, names };
  }
}

/** Who gets a message's events: its two people for a private message, the whole channel otherwise. */
export function messageAudience(message: ChatMessage): PublishOptions | undefined {
  return message.channel_type === 'private' && message.recipient_id ? { audience: [message.sender_id, message.recipient_id] } : undefined;
}

/** The sender as the repository's person row, from the profile the request already carries. */
function senderRow(profile: Profile): repo.PersonRow {
  return {
    id: profile.id,
    fullName: profile.full_name,
    appRole: profile.app_role,
    chatColor: profile.chat_color,
    profilePictureUrl: profile.profile_picture_url,
  };
}

function isVisible(row: MessageRow, viewerId: string): boolean {
  return row.channelType === 'public' || row.senderId === viewerId || row.recipientId === viewerId;
}

function conversationKey(row: MessageRow, viewerId: string): string {
  if (row.channelType === 'public') return PUBLIC_CONVERSATION;
  return row.senderId === viewerId ? (row.recipientId ?? PUBLIC_CONVERSATION) : row.senderId;
}
