import { and, desc, eq, gt, isNotNull, lte, min, sql, sum } from 'drizzle-orm';
import type { PodcastAudioType, PodcastChapter, UpdatePodcastShowInput } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { podcastEpisodes, podcastEpisodeStats, podcastShow } from '../../db/schema';

export type ShowRow = typeof podcastShow.$inferSelect;
export type EpisodeRow = typeof podcastEpisodes.$inferSelect;
export type EpisodeWithPlays = EpisodeRow & { plays: number };

/** The show row, created with the configured show name the first time anyone asks. */
export async function getOrCreateShow(db: DbOrTx, defaults: { title: string }): Promise<ShowRow> {
  const [row] = await db.select().from(podcastShow).where(eq(podcastShow.id, 1)).limit(1);
  if (row) return row;
  await db
    .insert(podcastShow)
    .values({ id: 1, title: defaults.title, author: defaults.title, ownerName: defaults.title })
    .onConflictDoNothing();
  const [created] = await db.select().from(podcastShow).where(eq(podcastShow.id, 1)).limit(1);
  if (!created) throw new Error('podcast_show row missing after insert');
  return created;
}

export async function updateShow(db: DbOrTx, input: UpdatePodcastShowInput, now: Date): Promise<void> {
  await db
    .update(podcastShow)
    .set({
      title: input.title,
      description: input.description,
      author: input.author,
      category: input.category,
      explicit: input.explicit,
      ownerName: input.owner_name,
      ownerEmail: input.owner_email,
      websiteUrl: input.website_url,
      updatedAt: now,
      contentChangedAt: now,
    })
    .where(eq(podcastShow.id, 1));
}

/** Swaps the show's artwork key and answers the old one (for deletion after commit). */
export async function setShowArtwork(db: DbOrTx, key: string, now: Date): Promise<string | null> {
  const [old] = await db.select({ key: podcastShow.artworkKey }).from(podcastShow).where(eq(podcastShow.id, 1)).for('update');
  await db.update(podcastShow).set({ artworkKey: key, updatedAt: now, contentChangedAt: now }).where(eq(podcastShow.id, 1));
  return old?.key ?? null;
}

/** Every change listeners could notice bumps this, so Last-Modified moves even for a deletion. */
export async function touchContent(db: DbOrTx, now: Date): Promise<void> {
  await db.update(podcastShow).set({ contentChangedAt: now }).where(eq(podcastShow.id, 1));
}

const playsColumn = sql<number>`coalesce((SELECT sum(${podcastEpisodeStats.plays}) FROM ${podcastEpisodeStats} WHERE ${podcastEpisodeStats.episodeId} = ${podcastEpisodes.id}), 0)::int`;

/** Staff list: every episode, newest first, with its total plays. */
export async function listAllEpisodes(db: DbOrTx): Promise<EpisodeWithPlays[]> {
  return db
    .select({ episode: podcastEpisodes, plays: playsColumn })
    .from(podcastEpisodes)
    .orderBy(desc(podcastEpisodes.createdAt))
    .then((rows) => rows.map((r) => ({ ...r.episode, plays: Number(r.plays) })));
}

export async function findEpisode(db: DbOrTx, id: string): Promise<EpisodeWithPlays | null> {
  const [row] = await db.select({ episode: podcastEpisodes, plays: playsColumn }).from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).limit(1);
  return row ? { ...row.episode, plays: Number(row.plays) } : null;
}

/** Locks the row for the rest of the transaction (file swaps and publishing read, then write). */
export async function lockEpisode(db: DbOrTx, id: string): Promise<EpisodeRow | null> {
  const [row] = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).for('update').limit(1);
  return row ?? null;
}

export interface EpisodeFields {
  title: string;
  description: string;
  season: number | null;
  episodeNumber: number | null;
  chapters: PodcastChapter[];
  explicit: boolean;
}

export async function insertEpisode(db: DbOrTx, fields: EpisodeFields & { createdBy: string; now: Date }): Promise<string> {
  const [row] = await db
    .insert(podcastEpisodes)
    .values({
      title: fields.title,
      description: fields.description,
      season: fields.season,
      episodeNumber: fields.episodeNumber,
      chapters: fields.chapters,
      explicit: fields.explicit,
      createdBy: fields.createdBy,
      createdAt: fields.now,
      updatedAt: fields.now,
    })
    .returning({ id: podcastEpisodes.id });
  if (!row) throw new Error('episode insert returned nothing');
  return row.id;
}

export async function updateEpisode(db: DbOrTx, id: string, fields: Partial<EpisodeFields>, now: Date): Promise<boolean> {
  const rows = await db
    .update(podcastEpisodes)
    .set({ ...fields, updatedAt: now })
    .where(eq(podcastEpisodes.id, id))
    .returning({ id: podcastEpisodes.id });
  return rows.length > 0;
}

export async function setEpisodeAudio(
  db: DbOrTx,
  id: string,
  audio: { key: string; type: PodcastAudioType; size: number; durationS: number },
  now: Date,
): Promise<void> {
  await db
    .update(podcastEpisodes)
    .set({ audioKey: audio.key, audioType: audio.type, audioSize: audio.size, durationS: audio.durationS, updatedAt: now })
    .where(eq(podcastEpisodes.id, id));
}

export async function setEpisodeArtwork(db: DbOrTx, id: string, key: string, now: Date): Promise<void> {
  await db.update(podcastEpisodes).set({ artworkKey: key, updatedAt: now }).where(eq(podcastEpisodes.id, id));
}

export async function setPublishAt(db: DbOrTx, id: string, publishAt: Date | null, now: Date): Promise<void> {
  await db.update(podcastEpisodes).set({ publishAt, updatedAt: now }).where(eq(podcastEpisodes.id, id));
}

export async function deleteEpisode(db: DbOrTx, id: string): Promise<EpisodeRow | null> {
  const [row] = await db.delete(podcastEpisodes).where(eq(podcastEpisodes.id, id)).returning();
  return row ?? null;
}

/** What listeners may see at `now`: published (publish_at <= now) and with audio, newest first. */
export async function listPublished(db: DbOrTx, now: Date, limit: number): Promise<EpisodeRow[]> {
  return db
    .select()
    .from(podcastEpisodes)
    .where(and(isNotNull(podcastEpisodes.publishAt), lte(podcastEpisodes.publishAt, now), isNotNull(podcastEpisodes.audioKey)))
    .orderBy(desc(podcastEpisodes.publishAt), desc(podcastEpisodes.createdAt))
    .limit(limit);
}

/** When the next scheduled episode goes public, so a cache of the public list knows when it expires. */
export async function nextScheduledAt(db: DbOrTx, now: Date): Promise<Date | null> {
  const [row] = await db.select({ at: min(podcastEpisodes.publishAt) }).from(podcastEpisodes).where(gt(podcastEpisodes.publishAt, now));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Adds one play or download to a published episode's count for `day` (YYYY-MM-DD, station time),
 * in one statement. Answers false when the episode is unknown or not public.
 */
export async function countListen(db: DbOrTx, episodeId: string, day: string, kind: 'plays' | 'downloads', now: Date): Promise<boolean> {
  const plays = kind === 'plays' ? 1 : 0;
  const result = await db.execute(sql`
    INSERT INTO podcast_episode_stats (episode_id, day, plays, downloads)
    SELECT id, ${day}::date, ${plays}, ${1 - plays} FROM podcast_episodes
    WHERE id = ${episodeId} AND publish_at <= ${now.toISOString()}::timestamptz
    ON CONFLICT (episode_id, day) DO UPDATE SET
      plays = podcast_episode_stats.plays + EXCLUDED.plays,
      downloads = podcast_episode_stats.downloads + EXCLUDED.downloads
    RETURNING episode_id`);
  return rowsOf(result).length > 0;
}

export async function totalListens(db: DbOrTx, episodeId: string): Promise<{ plays: number; downloads: number }> {
  const [row] = await db
    .select({ plays: sum(podcastEpisodeStats.plays), downloads: sum(podcastEpisodeStats.downloads) })
    .from(podcastEpisodeStats)
    .where(eq(podcastEpisodeStats.episodeId, episodeId));
  return { plays: Number(row?.plays ?? 0), downloads: Number(row?.downloads ?? 0) };
}
