import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Last sequence number handed out per channel; its row lock orders commits per channel. */
export const realtimeChannelSeq = pgTable('realtime_channel_seq', {
  channel: text('channel').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** Durable realtime events, replayed to reconnecting clients by (channel, seq) cursor. */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    channel: text('channel').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** Only these users may see the event (private messages); null means every subscriber. */
    audience: text('audience').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.seq] })],
);
