import { bigint, boolean, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EDITORIAL_STATUSES, MARKER_KINDS, MEDIA_FORMATS, NOTE_VISIBILITIES, PROCESSING_STATUSES } from '@studioportal/shared';
import { profiles } from './profiles';

/**
 * Content tables (migration 0006). The `search_vector` columns are kept by triggers and only read
 * through SQL in the search repository, so they are not declared here. The job queue table `jobs`
 * is used through raw SQL by src/jobs.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  body: text('body').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  visibility: text('visibility', { enum: NOTE_VISIBILITIES }).notNull().default('private'),
  isPinned: boolean('is_pinned').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const mediaLibrary = pgTable('media_library', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  kind: text('kind', { enum: ['audio', 'image'] }).notNull(),
  format: text('format', { enum: MEDIA_FORMATS }).notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull().unique(),
  originalFilename: text('original_filename').notNull().default(''),
  durationMs: integer('duration_ms'),
  waveform: jsonb('waveform').$type<number[]>(),
  width: integer('width'),
  height: integer('height'),
  ...timestamps,
});

export const mediaMarkers = pgTable('media_markers', {
  id: uuid('id').primaryKey().defaultRandom(),
  mediaId: uuid('media_id')
    .notNull()
    .references(() => mediaLibrary.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: MARKER_KINDS }).notNull(),
  label: text('label').notNull().default(''),
  positionMs: integer('position_ms').notNull(),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mediaProcessingJobs = pgTable('media_processing_jobs', {
  mediaId: uuid('media_id')
    .primaryKey()
    .references(() => mediaLibrary.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id'),
  status: text('status', { enum: PROCESSING_STATUSES }).notNull().default('queued'),
  progress: real('progress').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  ...timestamps,
});

export const contentCollections = pgTable('content_collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull().default('#3b82f6'),
  ...timestamps,
});

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => contentCollections.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['note', 'media'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    addedBy: text('added_by').references(() => profiles.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.itemType, t.itemId] })],
);

export const showContent = pgTable('show_content', {
  id: uuid('id').primaryKey().defaultRandom(),
  showId: uuid('show_id').notNull(),
  position: integer('position').notNull().default(0),
  topic: text('topic').notNull(),
  guest: text('guest').notNull().default(''),
  script: text('script').notNull().default(''),
  plannedLengthS: integer('planned_length_s'),
  responsibleId: text('responsible_id').references(() => profiles.id, { onDelete: 'set null' }),
  status: text('status', { enum: EDITORIAL_STATUSES }).notNull().default('idea'),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const userEditorialContent = pgTable('user_editorial_content', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  status: text('status', { enum: EDITORIAL_STATUSES }).notNull().default('idea'),
  responsibleId: text('responsible_id').references(() => profiles.id, { onDelete: 'set null' }),
  showId: uuid('show_id'),
  targetKind: text('target_kind', { enum: ['clock_element', 'rundown_item'] }),
  targetId: uuid('target_id'),
  wordCount: integer('word_count').notNull().default(0),
  readTimeS: integer('read_time_s').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  ...timestamps,
});
