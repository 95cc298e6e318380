import { boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { scheduledShows } from './clocks';
import { podcastEpisodes } from './podcast';
import { profiles } from './profiles';

/** Listeners; the SQL (checks, partial indexes) lives in migrations/0015_listeners.sql. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) => text(name).references(() => profiles.id, { onDelete: 'set null' });

/** The spec's `messages` table: the listener queue. */
export const listenerMessages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  source: text('source').notNull(),
  status: text('status').notNull().default('ny'),
  senderName: text('sender_name').notNull(),
  body: text('body').notNull(),
  phone: text('phone'),
  deviceId: text('device_id'),
  showId: uuid('show_id').references(() => scheduledShows.id, { onDelete: 'set null' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
  statusChangedBy: person('status_changed_by'),
  statusChangedAt: stamp('status_changed_at'),
  pushedAt: stamp('pushed_at'),
  pushedBy: person('pushed_by'),
  readOnAirAt: stamp('read_on_air_at'),
  readOnAirBy: person('read_on_air_by'),
  enteredBy: person('entered_by'),
});

export const musicRequests = pgTable('music_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id').references(() => listenerMessages.id, { onDelete: 'set null' }),
  senderName: text('sender_name').notNull(),
  artist: text('artist').notNull(),
  title: text('title').notNull(),
  trackKey: text('track_key').notNull(),
  greeting: text('greeting'),
  source: text('source').notNull(),
  phone: text('phone'),
  deviceId: text('device_id'),
  stationDay: date('station_day').notNull(),
  status: text('status').notNull().default('ny'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  statusChangedBy: person('status_changed_by'),
  statusChangedAt: stamp('status_changed_at'),
});

export const musicRequestRules = pgTable('music_request_rules', {
  id: smallint('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  dailyLimit: integer('daily_limit').notNull().default(3),
  windowStart: text('window_start').notNull().default('06:00'),
  windowEnd: text('window_end').notNull().default('10:00'),
  blocked: jsonb('blocked').$type<{ artist: string; title: string }[]>().notNull().default([]),
  updatedBy: person('updated_by'),
  updatedAt: stamp('updated_at'),
});

export const listenerPolls = pgTable('listener_polls', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull(),
  options: jsonb('options').$type<{ id: string; label: string }[]>().notNull(),
  status: text('status').notNull().default('utkast'),
  createdBy: person('created_by'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  openedAt: stamp('opened_at'),
  closedAt: stamp('closed_at'),
});

export const listenerPollVotes = pgTable(
  'listener_poll_votes',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => listenerPolls.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    optionId: text('option_id').notNull(),
    source: text('source').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.voter] })],
);

export const listenerComments = pgTable('listener_comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  episodeId: uuid('episode_id')
    .notNull()
    .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
  messageId: uuid('message_id').references(() => listenerMessages.id, { onDelete: 'set null' }),
  senderName: text('sender_name').notNull(),
  body: text('body').notNull(),
  deviceId: text('device_id'),
  moderation: text('moderation').notNull().default('venter'),
  moderatedBy: person('moderated_by'),
  moderatedAt: stamp('moderated_at'),
  reply: text('reply'),
  repliedBy: person('replied_by'),
  repliedAt: stamp('replied_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

export const listenerBlocks = pgTable('listener_blocks', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  reason: text('reason'),
  createdBy: person('created_by'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

export const smsInboundReceipts = pgTable(
  'sms_inbound_receipts',
  {
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerId] })],
);
