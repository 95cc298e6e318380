import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PodcastAudioType, PodcastCategory, PodcastChapter } from '@studioportal/shared';
import { profiles } from './profiles';

/** The station's one podcast show (migration 0007); the row is created on first use. */
export const podcastShow = pgTable('podcast_show', {
  id: smallint('id').primaryKey().default(1),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  author: text('author').notNull().default(''),
  category: text('category').$type<PodcastCategory>().notNull().default('Comedy'),
  language: text('language').$type<'nb'>().notNull().default('nb'),
  explicit: boolean('explicit').notNull().default(false),
  ownerName: text('owner_name').notNull().default(''),
  ownerEmail: text('owner_email').notNull().default(''),
  websiteUrl: text('website_url'),
  artworkKey: text('artwork_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  contentChangedAt: timestamp('content_changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const podcastEpisodes = pgTable('podcast_episodes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  audioKey: text('audio_key'),
  audioType: text('audio_type').$type<PodcastAudioType>(),
  audioSize: bigint('audio_size', { mode: 'number' }),
  durationS: doublePrecision('duration_s'),
  artworkKey: text('artwork_key'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  season: integer('season'),
  episodeNumber: integer('episode_number'),
  chapters: jsonb('chapters').$type<PodcastChapter[]>().notNull().default(sql`'[]'::jsonb`),
  explicit: boolean('explicit').notNull().default(false),
  mediaItemId: uuid('media_item_id'),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Anonymous daily counts per episode (no IP, no user agent, no user id). */
export const podcastEpisodeStats = pgTable(
  'podcast_episode_stats',
  {
    episodeId: uuid('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    plays: integer('plays').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.day] })],
);
