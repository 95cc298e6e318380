import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CLOCK_ELEMENT_TYPES, SENT_STATUSES, SHOW_STATUSES, type SentStatus } from '@studioportal/shared';
import { mediaLibrary } from './content';
import { profiles } from './profiles';

/** Sendeklokker and the show plan; the SQL lives in migrations/0005_clocks.sql (and 0014_clock_drift.sql, 0027_clock_element_media.sql). */

export const clockTemplates = pgTable(
  'clock_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    weekday: smallint('weekday').notNull(),
    startHour: smallint('start_hour').notNull(),
    color: text('color').notNull().default('#3b82f6'),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clock_templates_slot_idx').on(t.weekday, t.startHour)],
);

export const clockTemplateElements = pgTable(
  'clock_template_elements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => clockTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: CLOCK_ELEMENT_TYPES }).notNull(),
    title: text('title').notNull(),
    startOffsetS: integer('start_offset_s').notNull(),
    durationS: integer('duration_s').notNull(),
    hardStart: boolean('hard_start').notNull().default(false),
    notes: text('notes').notNull().default(''),
    responsibleId: text('responsible_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The media item the element carries (a jingle, a bed, a pre-recorded interview), 0027. */
    mediaId: uuid('media_id').references(() => mediaLibrary.id, { onDelete: 'set null' }),
  },
  (t) => [index('clock_template_elements_template_idx').on(t.templateId, t.position)],
);

export const activeClocks = pgTable(
  'active_clocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    broadcastDate: date('broadcast_date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    templateId: uuid('template_id').references(() => clockTemplates.id, { onDelete: 'set null' }),
    templateVersion: integer('template_version'),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('active_clocks_broadcast_date_hour_key').on(t.broadcastDate, t.hour), index('active_clocks_starts_at_idx').on(t.startsAt)],
);

/** The spec's clock_content_elements: copied elements of an active clock, with sent status. */
export const clockContentElements = pgTable(
  'clock_content_elements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activeClockId: uuid('active_clock_id')
      .notNull()
      .references(() => activeClocks.id, { onDelete: 'cascade' }),
    templateElementId: uuid('template_element_id'),
    position: integer('position').notNull(),
    type: text('type', { enum: CLOCK_ELEMENT_TYPES }).notNull(),
    title: text('title').notNull(),
    startOffsetS: integer('start_offset_s').notNull(),
    durationS: integer('duration_s').notNull(),
    hardStart: boolean('hard_start').notNull().default(false),
    notes: text('notes').notNull().default(''),
    responsibleId: text('responsible_id').references(() => profiles.id, { onDelete: 'set null' }),
    sentStatus: text('sent_status', { enum: SENT_STATUSES }).notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: text('sent_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** Marked by "Marker alt til nå som sendt": sent_at is the planned time (0014). */
    markedInBulk: boolean('marked_in_bulk').notNull().default(false),
    /** Copied from the template element when the day's clocks are prepared (0027). */
    mediaId: uuid('media_id').references(() => mediaLibrary.id, { onDelete: 'set null' }),
  },
  (t) => [index('clock_content_elements_clock_idx').on(t.activeClockId, t.position)],
);

/** One element's marks as they were before and after a recovery action (issue 19). */
export interface ClockMarkSnapshot {
  status: SentStatus;
  sent_at: string | null;
  sent_by: string | null;
  bulk: boolean;
}
export interface ClockMarkChange {
  id: string;
  before: ClockMarkSnapshot;
  after: ClockMarkSnapshot;
}

/** Undo state of the recovery actions, valid for CLOCK_LIMITS.undoSeconds (0014_clock_drift.sql). */
export const clockMarkUndo = pgTable(
  'clock_mark_undo',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activeClockId: uuid('active_clock_id')
      .notNull()
      .references(() => activeClocks.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['mark_until', 'start_from', 'skip', 'unskip'] }).notNull(),
    changes: jsonb('changes').$type<ClockMarkChange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clock_mark_undo_expires_idx').on(t.expiresAt)],
);

export const scheduledShows = pgTable(
  'scheduled_shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: SHOW_STATUSES }).notNull().default('planned'),
    color: text('color'),
    producerId: text('producer_id').references(() => profiles.id, { onDelete: 'set null' }),
    showTemplateId: uuid('show_template_id'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_shows_start_idx').on(t.scheduledStart)],
);

export const scheduledShowHosts = pgTable(
  'scheduled_show_hosts',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => scheduledShows.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showId, t.profileId] })],
);

export const scheduledShowClocks = pgTable(
  'scheduled_show_clocks',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => scheduledShows.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => clockTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.showId, t.templateId] })],
);
