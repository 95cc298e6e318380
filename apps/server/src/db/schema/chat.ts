import { bigint, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** Chat messages of the public staff channel and of private conversations (migration 0004). */
export const chatMessages = pgTable('chat_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Identity column: ordering, history cursors and read cursors. */
  position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
  senderId: text('sender_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  message: text('message').notNull(),
  messageSource: text('message_source', { enum: ['internal'] }).notNull().default('internal'),
  channelType: text('channel_type', { enum: ['public', 'private'] }).notNull(),
  recipientId: text('recipient_id').references(() => profiles.id, { onDelete: 'cascade' }),
  replyTo: uuid('reply_to'),
  mentions: text('mentions').array().notNull().default([]),
  clientId: uuid('client_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Removed by a moderator (migration 0012): when, by whom and why. */
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  moderatedBy: text('moderated_by').references(() => profiles.id, { onDelete: 'set null' }),
  moderationReason: text('moderation_reason'),
});

/** Where each person has read up to, per conversation ('public' or the other person's id). */
export const chatReadCursors = pgTable(
  'chat_read_cursors',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    lastReadPosition: bigint('last_read_position', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversation] })],
);

/** A colleague's report of a chat message, open until a moderator handles it (migration 0012). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['removed', 'dismissed'] }),
  },
  (t) => [unique('chat_reports_once').on(t.messageId, t.reporterId)],
);

/** Per person: chat mute (migration 0012). Muted while chat_muted_until is in the future. */
export const userModeration = pgTable('user_moderation', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  chatMutedUntil: timestamp('chat_muted_until', { withTimezone: true }),
  reason: text('reason'),
  mutedBy: text('muted_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
