import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
