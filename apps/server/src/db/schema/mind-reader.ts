import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MindReaderAnswer, MindReaderEntryKind, MindReaderOutcome, MindReaderRoundStatus } from '@studioportal/shared';
import { profiles } from './profiles';

/** Tankeleseren; the SQL (checks, one open session, one playing round) lives in migrations/0018_mind_reader.sql. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A hint as stored: hidden until `given_at`. */
export interface StoredHint {
  text: string;
  given_at: string | null;
}

export const mindReaderSessions = pgTable('mind_reader_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: date('date', { mode: 'string' }).notNull(),
  producerId: text('producer_id')
    .notNull()
    .references(() => profiles.id),
  hostId: text('host_id')
    .notNull()
    .references(() => profiles.id),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
  closedAt: stamp('closed_at'),
});

export const mindReaderRounds = pgTable('mind_reader_rounds', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => mindReaderSessions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  callerName: text('caller_name').notNull(),
  callerPhone: text('caller_phone'),
  category: text('category').notNull(),
  questionLimit: integer('question_limit').notNull(),
  timeLimitS: integer('time_limit_s').notNull(),
  status: text('status').$type<MindReaderRoundStatus>().notNull().default('ready'),
  secret: text('secret'),
  accepted: jsonb('accepted').$type<string[]>().notNull().default([]),
  hints: jsonb('hints').$type<StoredHint[]>().notNull().default([]),
  startedAt: stamp('started_at'),
  deadlineAt: stamp('deadline_at'),
  finishedAt: stamp('finished_at'),
  outcome: text('outcome').$type<MindReaderOutcome>(),
  revealedAt: stamp('revealed_at'),
  listenerGuesses: integer('listener_guesses').notNull().default(0),
  firstListenerMessageId: uuid('first_listener_message_id'),
  firstListenerName: text('first_listener_name'),
  firstListenerSource: text('first_listener_source'),
  firstListenerAt: stamp('first_listener_at'),
  version: integer('version').notNull().default(1),
});

export const mindReaderEntries = pgTable('mind_reader_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => mindReaderRounds.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  kind: text('kind').$type<MindReaderEntryKind>().notNull(),
  text: text('text').notNull().default(''),
  answer: text('answer').$type<MindReaderAnswer>(),
  correct: boolean('correct'),
  at: stamp('at').notNull().defaultNow(),
  recordedBy: text('recorded_by').references(() => profiles.id, { onDelete: 'set null' }),
});

export const mindReaderListenerGuesses = pgTable('mind_reader_listener_guesses', {
  messageId: uuid('message_id').primaryKey(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => mindReaderRounds.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  text: text('text').notNull(),
  source: text('source').notNull(),
  matches: boolean('matches').notNull(),
  at: stamp('at').notNull(),
});
