import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CHANNELS,
  type ChatMessage,
  type ChatPerson,
  displayChatColor,
  PUBLIC_CONVERSATION,
  STRINGS,
} from '@studioportal/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatMessages, chatReadCursors, profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const replied = alias(chatMessages, 'replied');

const personColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  appRole: profiles.appRole,
  chatColor: profiles.chatColor,
  profilePictureUrl: profiles.profilePictureUrl,
};
export type PersonRow = { [K in keyof typeof personColumns]: ProfileRow[K] };
export type { MessageRow };

export function toPerson(row: PersonRow): ChatPerson {
  return {
    id: row.id,
    full_name: row.fullName,
    app_role: row.appRole,
    chat_color: displayChatColor({ id: row.id, chat_color: row.chatColor }),
    profile_picture_url: row.profilePictureUrl,
  };
}

/** The messages that belong to one conversation as seen by `viewerId`. */
export function conversationFilter(viewerId: string, conversation: string): SQL {
  if (conversation === PUBLIC_CONVERSATION) return eq(chatMessages.channelType, 'public');
  return and(
    eq(chatMessages.channelType, 'private'),
    or(
      and(eq(chatMessages.senderId, viewerId), eq(chatMessages.recipientId, conversation)),
      and(eq(chatMessages.senderId, conversation), eq(chatMessages.recipientId, viewerId)),
    ),
  ) as SQL;
}

/** Messages that `viewerId` may see at all: public ones and private ones they are part of. */
export function visibleTo(viewerId: string): SQL {
  return or(
    eq(chatMessages.channelType, 'public'),
    eq(chatMessages.senderId, viewerId),
    eq(chatMessages.recipientId, viewerId),
  ) as SQL;
}

/** Loads messages with everything the wire shape needs (sender, quoted message, mention names). */
export async function loadMessages(db: DbOrTx, where: SQL, options: { limit: number; newestFirst?: boolean }): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .leftJoin(profiles, eq(profiles.id, chatMessages.senderId))
    .leftJoin(replied, eq(replied.id, chatMessages.replyTo))
    .where(where)
    .orderBy(options.newestFirst ? desc(chatMessages.position) : asc(chatMessages.position))
    .limit(options.limit);

  const mentionIds = [...new Set(rows.flatMap((r) => r.chat_messages.mentions))];
  const names = new Map<string, string>();
  if (mentionIds.length > 0) {
    const found = await db.select({ id: profiles.id, fullName: profiles.fullName }).from(profiles).where(inArray(profiles.id, mentionIds));
    for (const p of found) names.set(p.id, p.fullName ?? STRINGS.unknownUser);
  }

  return rows.map((r) => toChatMessage(r.chat_messages, r.profiles, r.replied, names));
}

/** The wire shape of a message row, with its sender, the message it quotes and the names it mentions. */
export function toChatMessage(
  m: MessageRow,
  sender: PersonRow | null,
  reply: MessageRow | null,
  mentionNames: Map<string, string>,
): ChatMessage {
  const deleted = m.deletedAt !== null;
  return {
    id: m.id,
    position: Number(m.position),
    message: deleted ? '' : m.message,
    name: m.name,
    sender_id: m.senderId,
    message_source: 'internal',
    channel_type: m.channelType,
    recipient_id: m.recipientId,
    reply_to: m.replyTo,
    reply_preview: reply
      ? {
          id: reply.id,
          position: Number(reply.position),
          sender_id: reply.senderId,
          name: reply.name,
          message: reply.deletedAt ? '' : reply.message,
          deleted: reply.deletedAt !== null,
        }
      : null,
    mentions: deleted ? [] : m.mentions.map((id) => ({ user_id: id, name: mentionNames.get(id) ?? STRINGS.unknownUser })),
    sender: sender ? toPerson(sender) : null,
    created_at: m.createdAt.toISOString(),
    edited_at: m.editedAt?.toISOString() ?? null,
    deleted_at: m.deletedAt?.toISOString() ?? null,
    moderated: m.moderatedAt !== null,
  };
}

export async function findMessage(db: DbOrTx, id: string): Promise<ChatMessage | null> {
  const [message] = await loadMessages(db, eq(chatMessages.id, id), { limit: 1 });
  return message ?? null;
}

export async function findMessageRow(db: DbOrTx, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

export async function findByClientId(db: DbOrTx, senderId: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export interface NewMessage {
  senderId: string;
  name: string;
  message: string;
  recipientId: string | null;
  replyTo: string | null;
  mentions: string[];
  clientId: string | null;
}

/** Inserts a message; returns null when this sender already sent one with the same client id. */
export async function insertMessage(db: DbOrTx, values: NewMessage): Promise<MessageRow | null> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      senderId: values.senderId,
      name: values.name,
      message: values.message,
      channelType: values.recipientId ? 'private' : 'public',
      recipientId: values.recipientId,
      replyTo: values.replyTo,
      mentions: values.mentions,
      clientId: values.clientId,
    })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId], where: sql`client_id IS NOT NULL` })
    .returning();
  return row ?? null;
}

export async function updateText(db: DbOrTx, id: string, message: string, mentions: string[]) {
  await db.update(chatMessages).set({ message, mentions, editedAt: new Date() }).where(eq(chatMessages.id, id));
}

export async function markDeleted(db: DbOrTx, id: string) {
  await db.update(chatMessages).set({ message: '', mentions: [], deletedAt: new Date() }).where(eq(chatMessages.id, id));
}

/**
 * Removes a deleted message's text from the replayable event log: its own events and the quotes
 * of it inside replies, so a client replaying later never sees what was deleted.
 */
export async function scrubEventLog(db: DbOrTx, id: string) {
  const channel = CHANNELS.chat.name;
  // The message's own events, and its copy on the studio channel.
  const own = sql`channel IN (${channel}, ${CHANNELS.studio.name}) AND payload->>'id' = ${id}`;
  await db.execute(sql`
    UPDATE realtime_events
    SET payload = jsonb_set(jsonb_set(payload, '{message}', '""'::jsonb), '{mentions}', '[]'::jsonb)
    WHERE ${own} AND payload ? 'mentions'`);
  await db.execute(sql`
    UPDATE realtime_events
    SET payload = jsonb_set(payload, '{message}', '""'::jsonb)
    WHERE ${own} AND NOT payload ? 'mentions'`);
  await db.execute(sql`
    UPDATE realtime_events
    SET payload = jsonb_set(jsonb_set(payload, '{reply_preview,message}', '""'::jsonb), '{reply_preview,deleted}', 'true'::jsonb)
    WHERE channel = ${channel} AND payload->'reply_preview'->>'id' = ${id}`);
}

/** One page of history, newest first, strictly older than `before`. */
export async function historyPage(db: DbOrTx, viewerId: string, conversation: string, before: number | null, limit: number) {
  const where = before === null
    ? conversationFilter(viewerId, conversation)
    : (and(conversationFilter(viewerId, conversation), lt(chatMessages.position, before)) as SQL);
  const rows = await loadMessages(db, where, { limit: limit + 1, newestFirst: true });
  const hasMore = rows.length > limit;
  const messages = hasMore ? rows.slice(0, limit) : rows;
  const oldest = messages[messages.length - 1];
  return { messages, next_cursor: hasMore && oldest ? String(oldest.position) : null };
}

export interface ConversationSummary {
  key: string;
  lastPosition: number | null;
  unread: number;
  lastReadPosition: number;
}

/**
 * Every conversation the viewer has: the public channel (always) and each person they have
 * exchanged private messages with, with the latest position and the unread count (messages from
 * others after the read cursor that are not deleted).
 */
export async function conversationSummaries(db: DbOrTx, viewerId: string): Promise<ConversationSummary[]> {
  const rows = rowsOf<{ key: string; last_position: string | number | null; unread: string | number; last_read: string | number }>(
    await db.execute(sql`
      WITH cursors AS (
        SELECT conversation, last_read_position FROM chat_read_cursors WHERE user_id = ${viewerId}
      ),
      public_summary AS (
        SELECT 'public'::text AS key,
               (SELECT max(position) FROM chat_messages WHERE channel_type = 'public') AS last_position,
               (SELECT count(*) FROM chat_messages m
                 WHERE m.channel_type = 'public' AND m.sender_id <> ${viewerId} AND m.deleted_at IS NULL
                   AND m.position > coalesce((SELECT last_read_position FROM cursors WHERE conversation = 'public'), 0)) AS unread,
               coalesce((SELECT last_read_position FROM cursors WHERE conversation = 'public'), 0) AS last_read
      ),
      private_messages AS (
        SELECT CASE WHEN sender_id = ${viewerId} THEN recipient_id ELSE sender_id END AS partner,
               position, sender_id, deleted_at
        FROM chat_messages
        WHERE channel_type = 'private' AND (sender_id = ${viewerId} OR recipient_id = ${viewerId})
      ),
      private_summary AS (
        SELECT p.partner AS key,
               max(p.position) AS last_position,
               count(*) FILTER (WHERE p.sender_id <> ${viewerId} AND p.deleted_at IS NULL
                                  AND p.position > coalesce(c.last_read_position, 0)) AS unread,
               coalesce(c.last_read_position, 0) AS last_read
        FROM private_messages p LEFT JOIN cursors c ON c.conversation = p.partner
        GROUP BY p.partner, c.last_read_position
      )
      SELECT key, last_position, unread, last_read FROM public_summary
      UNION ALL
      SELECT key, last_position, unread, last_read FROM private_summary`),
  );
  return rows.map((r) => ({
    key: r.key,
    lastPosition: r.last_position === null ? null : Number(r.last_position),
    unread: Number(r.unread),
    lastReadPosition: Number(r.last_read),
  }));
}

export async function messagesAtPositions(db: DbOrTx, positions: number[]): Promise<ChatMessage[]> {
  if (positions.length === 0) return [];
  return loadMessages(db, inArray(chatMessages.position, positions), { limit: positions.length });
}

/** Moves the read cursor forward (never back, so an old tab cannot resurrect unread messages). */
export async function advanceReadCursor(db: DbOrTx, userId: string, conversation: string, position: number): Promise<number> {
  const [row] = await db
    .insert(chatReadCursors)
    .values({ userId, conversation, lastReadPosition: position })
    .onConflictDoUpdate({
      target: [chatReadCursors.userId, chatReadCursors.conversation],
      set: {
        lastReadPosition: sql`greatest(${chatReadCursors.lastReadPosition}, excluded.last_read_position)`,
        updatedAt: new Date(),
      },
    })
    .returning({ lastReadPosition: chatReadCursors.lastReadPosition });
  return Number(row?.lastReadPosition ?? position);
}

/** The newest message position in a conversation (0 when empty): the furthest a read cursor can go. */
export async function latestPosition(db: DbOrTx, viewerId: string, conversation: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<string | number | null>`max(${chatMessages.position})` })
    .from(chatMessages)
    .where(conversationFilter(viewerId, conversation));
  return Number(row?.max ?? 0);
}

/** Approved, active colleagues: who can be messaged privately and mentioned. */
export async function listColleagues(db: DbOrTx): Promise<ChatPerson[]> {
  const rows = await db
    .select(personColumns)
    .from(profiles)
    .where(and(eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.fullName));
  return rows.map(toPerson);
}

export async function findColleague(db: DbOrTx, id: string): Promise<ChatPerson | null> {
  const [row] = await db
    .select(personColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true)))
    .limit(1);
  return row ? toPerson(row) : null;
}

/** People (by id) as chat persons, also those no longer active (old conversations). */
export async function findPeople(db: DbOrTx, ids: string[]): Promise<Map<string, ChatPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(personColumns).from(profiles).where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, toPerson(r)]));
}
