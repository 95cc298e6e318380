import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clockContentElements, scheduledShows } from './clocks';
import { profiles } from './profiles';

/** On air; the SQL lives in migrations/0009_on_air.sql. Both status tables hold one row (id 1). */

export const onAirStatus = pgTable('on_air_status', {
  id: smallint('id').primaryKey().default(1),
  isLive: boolean('is_live').notNull().default(false),
  changedBy: text('changed_by').references(() => profiles.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

export const onAirLog = pgTable(
  'on_air_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isLive: boolean('is_live').notNull(),
    changedBy: text('changed_by').references(() => profiles.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    showId: uuid('show_id').references(() => scheduledShows.id, { onDelete: 'set null' }),
    showTitle: text('show_title'),
  },
  (t) => [index('on_air_log_changed_idx').on(t.changedAt.desc())],
);

export const broadcastState = pgTable('broadcast_state', {
  id: smallint('id').primaryKey().default(1),
  showId: uuid('show_id').references(() => scheduledShows.id, { onDelete: 'set null' }),
  elementId: uuid('element_id').references(() => clockContentElements.id, { onDelete: 'set null' }),
  elementTitle: text('element_title'),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export const displayMessages = pgTable(
  'display_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    senderId: text('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: text('cleared_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** A listener's message pushed from the queue (0015_listeners.sql; no reference here, the queue's schema imports this file's neighbours). */
    listenerMessageId: uuid('listener_message_id'),
    listenerName: text('listener_name'),
  },
  (t) => [index('display_messages_active_idx').on(t.createdAt.desc()).where(sql`${t.clearedAt} IS NULL`)],
);
