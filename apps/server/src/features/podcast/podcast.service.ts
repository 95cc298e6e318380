import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  PODCAST_ARTWORK_MAX_BYTES,
  PODCAST_EVENTS,
  PODCAST_STRINGS,
  smallArtworkKey,
  zonedDateKey,
  type PodcastChange,
  type PodcastEpisode,
  type PodcastShow,
  type UpdatePodcastShowInput,
  type createPodcastEpisodeSchema,
  type updatePodcastEpisodeSchema,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { processArtwork, readLimited } from './artwork';
import { storeEpisodeAudio } from './audio-upload';
import { toEpisode, toShow } from './podcast.mappers';
import * as repo from './podcast.repository';
import { PublicPodcastCache } from './public-snapshot';

const showChange = (): PodcastChange => ({ part: 'show', episode_id: null });
const episodeChange = (id: string): PodcastChange => ({ part: 'episode', episode_id: id });

const episodeNotFound = () => new ApiError(404, 'not_found', PODCAST_STRINGS.errors.episodeNotFound);

/** The station's calendar day (YYYY-MM-DD): plays are counted per day as listeners live it. */

export interface Upload {
  body: Readable;
  length: number | undefined;
}

/**
 * Rules of the podcast. Staff (permission editPlanning: Programleder, Administrator) manage the
 * show and its episodes; listeners read through `publicCache`. Every write that listeners could
 * notice bumps the show's content timestamp (the feed's Last-Modified) and drops the cache.
 */
export class PodcastService {
  readonly publicCache: PublicPodcastCache;
  /** Per-address allowance for counting; the address is used here only and never stored. */
  private readonly listenLimiter;
  /** Counts written after the answer was sent; shutdown waits for them before the database closes. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'storage' | 'config' | 'realtime'>) {
    this.listenLimiter = ctx.realtime.limiter('podcast.listen', { perSecond: 1, burst: 20 });
    this.publicCache = new PublicPodcastCache(ctx.database.db, this.showDefaults());
  }

  private showDefaults() {
    return { title: this.ctx.config.showName };
  }

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * Runs a write, marks the public content as changed and tells the other staff pages what changed
   * (podcast:v1), all in one transaction; then drops the listeners' cache.
   */
  private async write<T>(fn: (tx: Tx, now: Date) => Promise<T>, change: (value: T) => PodcastChange): Promise<T> {
    const now = new Date();
    await repo.getOrCreateShow(this.db, this.showDefaults());
    const result = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const value = await fn(tx, now);
      await repo.touchContent(tx, now);
      await publish('podcast', PODCAST_EVENTS.changed, change(value));
      return value;
    });
    this.publicCache.invalidate();
    return result;
  }

  /** Removes stored files; an artwork's small copy (small-artwork.ts) goes with it. */
  private async removeFiles(keys: (string | null | undefined)[]) {
    for (const key of keys) {
      if (!key) continue;
      await this.ctx.storage.remove('podcast', key).catch(() => {});
      if (key.endsWith('.jpg')) await this.ctx.storage.remove('podcast', smallArtworkKey(key)).catch(() => {});
    }
  }

  // --- Show -------------------------------------------------------------------------------

  async getShow(): Promise<PodcastShow> {
    return toShow(await repo.getOrCreateShow(this.db, this.showDefaults()));
  }

  async updateShow(input: UpdatePodcastShowInput): Promise<PodcastShow> {
    await this.write((tx, now) => repo.updateShow(tx, input, now), showChange);
    return this.getShow();
  }

  async setShowArtwork(upload: Upload): Promise<PodcastShow> {
    const image = await processArtwork(await readLimited(upload.body, upload.length, PODCAST_ARTWORK_MAX_BYTES));
    const key = `show/${randomUUID()}.jpg`;
    await this.ctx.storage.put('podcast', key, image);
    const old = await this.write((tx, now) => repo.setShowArtwork(tx, key, now), showChange);
    await this.removeFiles([old]);
    return this.getShow();
  }

  // --- Episodes ---------------------------------------------------------------------------

  async listEpisodes(): Promise<PodcastEpisode[]> {
    const now = Date.now();
    return (await repo.listAllEpisodes(this.db)).map((row) => toEpisode(row, now));
  }

  async getEpisode(id: string): Promise<PodcastEpisode> {
    const row = await repo.findEpisode(this.db, id);
    if (!row) throw episodeNotFound();
    return toEpisode(row);
  }

  async createEpisode(viewer: Viewer, input: z.output<typeof createPodcastEpisodeSchema>): Promise<PodcastEpisode> {
    const id = await this.write((tx, now) =>
      repo.insertEpisode(tx, {
        title: input.title,
        description: input.description,
        season: input.season,
        episodeNumber: input.episode_number,
        chapters: input.chapters,
        explicit: input.explicit,
        createdBy: viewer.userId,
        now,
      }),
      episodeChange,
    );
    return this.getEpisode(id);
  }

  async updateEpisode(id: string, input: z.output<typeof updatePodcastEpisodeSchema>): Promise<PodcastEpisode> {
    const fields: Partial<repo.EpisodeFields> = {};
    if (input.title !== undefined) fields.title = input.title;
    if (input.description !== undefined) fields.description = input.description;
    if (input.season !== undefined) fields.season = input.season;
    if (input.episode_number !== undefined) fields.episodeNumber = input.episode_number;
    if (input.chapters !== undefined) fields.chapters = input.chapters;
    if (input.explicit !== undefined) fields.explicit = input.explicit;
    // Not found throws inside the transaction, so a 404 does not touch the feed's change time.
    await this.write(async (tx, now) => {
      if (!(await repo.updateEpisode(tx, id, fields, now))) throw episodeNotFound();
    }, () => episodeChange(id));
    return this.getEpisode(id);
  }

  /** Streams the new audio to disk, then swaps it in; the old file goes once the swap has committed. */
  async uploadAudio(id: string, upload: Upload): Promise<PodcastEpisode> {
    if (!(await repo.findEpisode(this.db, id))) throw episodeNotFound();
    const stored = await storeEpisodeAudio(this.ctx.storage, id, upload.body, upload.length);
    let old: string | null = null;
    try {
      await this.write(async (tx, now) => {
        const row = await repo.lockEpisode(tx, id);
        if (!row) throw episodeNotFound();
        old = row.audioKey;
        await repo.setEpisodeAudio(tx, id, stored, now);
      }, () => episodeChange(id));
    } catch (error) {
      await this.removeFiles([stored.key]);
      throw error;
    }
    await this.removeFiles([old]);
    return this.getEpisode(id);
  }

  async uploadArtwork(id: string, upload: Upload): Promise<PodcastEpisode> {
    if (!(await repo.findEpisode(this.db, id))) throw episodeNotFound();
    const image = await processArtwork(await readLimited(upload.body, upload.length, PODCAST_ARTWORK_MAX_BYTES));
    const key = `episodes/${id}/${randomUUID()}.jpg`;
    await this.ctx.storage.put('podcast', key, image);
    let old: string | null = null;
    try {
      await this.write(async (tx, now) => {
        const row = await repo.lockEpisode(tx, id);
        if (!row) throw episodeNotFound();
        old = row.artworkKey;
        await repo.setEpisodeArtwork(tx, id, key, now);
      }, () => episodeChange(id));
    } catch (error) {
      await this.removeFiles([key]);
      throw error;
    }
    await this.removeFiles([old]);
    return this.getEpisode(id);
  }

  /** Publishes now (no date) or at a date; a date in the future schedules it. Needs audio. */
  async publish(id: string, publishAt: string | undefined): Promise<PodcastEpisode> {
    await this.write(async (tx, now) => {
      const row = await repo.lockEpisode(tx, id);
      if (!row) throw episodeNotFound();
      if (!row.audioKey) throw new ApiError(409, 'missing_audio', PODCAST_STRINGS.errors.publishWithoutAudio);
      await repo.setPublishAt(tx, id, publishAt ? new Date(publishAt) : now, now);
    }, () => episodeChange(id));
    return this.getEpisode(id);
  }

  async unpublish(id: string): Promise<PodcastEpisode> {
    await this.write(async (tx, now) => {
      if (!(await repo.lockEpisode(tx, id))) throw episodeNotFound();
      await repo.setPublishAt(tx, id, null, now);
    }, () => episodeChange(id));
    return this.getEpisode(id);
  }

  async deleteEpisode(id: string): Promise<void> {
    await this.write(async (tx) => {
      if (!(await repo.deleteEpisode(tx, id))) throw episodeNotFound();
    }, () => episodeChange(id));
    await this.ctx.storage.removePrefix('podcast', `episodes/${id}`).catch(() => {});
  }

  // --- Listening --------------------------------------------------------------------------

  /**
   * Counts a play or a whole-file download of a published episode, per day, with nothing about
   * who listened. Answers whether it counted (false: unknown, unpublished, or over the allowance).
   */
  async countListen(episodeId: string, kind: 'plays' | 'downloads', address: string): Promise<boolean> {
    if (!(await this.listenLimiter.tryTake(address))) return false;
    const now = new Date();
    return repo.countListen(this.db, episodeId, zonedDateKey(now), kind, now);
  }

  /** Counts without holding up the answer (a file download must not wait for the database). */
  countInBackground(episodeId: string, kind: 'plays' | 'downloads', address: string, onError: (error: unknown) => void): void {
    const counting = this.countListen(episodeId, kind, address)
      .catch(onError)
      .finally(() => this.inFlight.delete(counting));
    this.inFlight.add(counting);
  }

  /** Waits for background counts (server shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
