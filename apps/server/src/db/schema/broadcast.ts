import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BROADCAST_PRIORITIES } from '@studioportal/shared';
import { profiles } from './profiles';

/**
 * The spec's broadcast_messages (migration 0003). acknowledged_by stays a text[] of user ids as
 * the spec names it; acknowledging appends atomically in SQL, and the API derives names from it.
 */
export const broadcastMessages = pgTable(
  'broadcast_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    priority: text('priority', { enum: BROADCAST_PRIORITIES }).notNull().default('normal'),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedBy: text('acknowledged_by').array().notNull().default(sql`'{}'::text[]`),
    dismissedBy: text('dismissed_by'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    index('broadcast_messages_active_created_idx').on(t.createdAt.desc()).where(sql`${t.isActive}`),
    index('broadcast_messages_active_expiry_idx').on(t.expiresAt).where(sql`${t.isActive} AND ${t.expiresAt} IS NOT NULL`),
  ],
);
