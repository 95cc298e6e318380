import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntryChannel, HandoverStatus, MentionSource } from '@studioportal/shared';
import { mediaLibrary } from './content';
import { profiles } from './profiles';

/**
 * The sponsor desk; the SQL (checks, the trigger that refuses any change to a draw's audit row)
 * lives in migrations/0019_sponsors.sql.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) => text(name).references(() => profiles.id, { onDelete: 'set null' });

/** An excluded entry as the audit row keeps it. */
export interface StoredExclusion {
  entry_id: string;
  name: string;
  reason: string;
}
/** A late entry as the audit row keeps it (listed, never eligible). */
export interface StoredLateEntry {
  entry_id: string;
  name: string;
  received_at: string;
}

export const sponsors = pgTable('sponsors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  logoMediaId: uuid('logo_media_id').references(() => mediaLibrary.id, { onDelete: 'set null' }),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  mentionScript: text('mention_script').notNull().default(''),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const sponsorCompetitions = pgTable('sponsor_competitions', {
  id: uuid('id').primaryKey().defaultRandom(),
  sponsorId: uuid('sponsor_id')
    .notNull()
    .references(() => sponsors.id),
  title: text('title').notNull(),
  prize: text('prize').notNull(),
  rulesText: text('rules_text').notNull(),
  question: text('question'),
  channels: text('channels').array().$type<EntryChannel[]>().notNull(),
  smsKeyword: text('sms_keyword'),
  smsPriceNok: numeric('sms_price_nok', { precision: 6, scale: 2 }).notNull().default('0'),
  phonePriceNok: numeric('phone_price_nok', { precision: 6, scale: 2 }).notNull().default('0'),
  opensAt: stamp('opens_at').notNull(),
  closesAt: stamp('closes_at').notNull(),
  excludeDays: integer('exclude_days').notNull().default(30),
  createdBy: person('created_by'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const competitionEntries = pgTable('competition_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  competitionId: uuid('competition_id')
    .notNull()
    .references(() => sponsorCompetitions.id, { onDelete: 'cascade' }),
  channel: text('channel').$type<EntryChannel>().notNull(),
  participantKey: text('participant_key').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  deviceId: text('device_id'),
  answer: text('answer'),
  messageId: uuid('message_id'),
  receivedAt: stamp('received_at').notNull(),
  late: boolean('late').notNull().default(false),
  invalidReason: text('invalid_reason'),
  invalidatedBy: person('invalidated_by'),
  enteredBy: person('entered_by'),
});

/** Written once in the draw's transaction; the database refuses UPDATE, DELETE and TRUNCATE. */
export const competitionDraws = pgTable('competition_draws', {
  id: uuid('id').primaryKey().defaultRandom(),
  competitionId: uuid('competition_id')
    .notNull()
    .references(() => sponsorCompetitions.id),
  drawnAt: stamp('drawn_at').notNull(),
  drawnBy: text('drawn_by').references(() => profiles.id),
  redrawOf: uuid('redraw_of').references((): AnyPgColumn => competitionDraws.id),
  reason: text('reason'),
  ruleText: text('rule_text').notNull(),
  entryFrom: stamp('entry_from').notNull(),
  entryTo: stamp('entry_to').notNull(),
  exclusionFrom: stamp('exclusion_from').notNull(),
  exclusionTo: stamp('exclusion_to').notNull(),
  exclusionDays: integer('exclusion_days').notNull(),
  totalEntries: integer('total_entries').notNull(),
  validEntries: integer('valid_entries').notNull(),
  excluded: jsonb('excluded').$type<StoredExclusion[]>().notNull(),
  late: jsonb('late').$type<StoredLateEntry[]>().notNull(),
  eligibleIds: jsonb('eligible_ids').$type<string[]>().notNull(),
  randomSource: text('random_source').notNull(),
  entriesHash: text('entries_hash').notNull(),
  winnerIndex: integer('winner_index').notNull(),
  winnerEntryId: uuid('winner_entry_id').notNull(),
  winnerName: text('winner_name').notNull(),
});

export const sponsorWinners = pgTable('sponsor_winners', {
  id: uuid('id').primaryKey().defaultRandom(),
  competitionId: uuid('competition_id')
    .notNull()
    .references(() => sponsorCompetitions.id),
  drawId: uuid('draw_id')
    .notNull()
    .unique()
    .references(() => competitionDraws.id),
  entryId: uuid('entry_id').notNull(),
  participantKey: text('participant_key').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  prize: text('prize').notNull(),
  drawnAt: stamp('drawn_at').notNull(),
  handover: text('handover').$type<HandoverStatus>().notNull().default('ikke_levert'),
  handoverNote: text('handover_note'),
  replacedAt: stamp('replaced_at'),
});

export const sponsorMentions = pgTable('sponsor_mentions', {
  id: uuid('id').primaryKey().defaultRandom(),
  sponsorId: uuid('sponsor_id')
    .notNull()
    .references(() => sponsors.id, { onDelete: 'cascade' }),
  airedAt: stamp('aired_at').notNull(),
  source: text('source').$type<MentionSource>().notNull(),
  clockElementId: uuid('clock_element_id').unique(),
  detail: text('detail'),
  markedBy: person('marked_by'),
});
