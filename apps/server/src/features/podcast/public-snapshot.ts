import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PODCAST_PATHS, PODCAST_PUBLIC_EPISODE_LIMIT, type PublicPodcastEpisode, type PublicPodcastResponse } from '@studioportal/shared';
import type { Db } from '../../db/client';
import { buildFeedXml } from './feed-xml';
import { toPublicEpisode, toPublicShow } from './podcast.mappers';
import * as repo from './podcast.repository';

/** A rendered public answer with its validators, encoded once and reused for every request. */
export interface Rendered {
  body: Buffer;
  /** Made on first use: most podcast apps ask for gzip, and the feed shrinks about tenfold. */
  gzipped(): Buffer;
  etag: string;
  lastModified: Date;
}

export interface PublicSnapshot {
  show: repo.ShowRow;
  episodes: PublicPodcastEpisode[];
  byId: Map<string, PublicPodcastEpisode>;
  /** Whole seconds, as HTTP dates carry no more. */
  lastModified: Date;
  validUntil: number;
  renderings: Map<string, Rendered>;
}

/** Renderings are per origin (feeds carry absolute URLs); a handful of hostnames at most. */
const MAX_RENDERINGS = 32;

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * What listeners see, read once and served from memory: the public page's JSON, the feed and the
 * Open Graph tags all come from one snapshot. A write in this process drops it at once; changes
 * made by another server process show up within `ttlMs`; and the snapshot never outlives the
 * moment the next scheduled episode goes public, so scheduling needs no job.
 */
export class PublicPodcastCache {
  private current: PublicSnapshot | null = null;
  private building: Promise<PublicSnapshot> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly defaults: { title: string },
    private readonly ttlMs = 10_000,
  ) {}

  invalidate() {
    this.generation++;
    this.current = null;
  }

  async snapshot(now: number = Date.now()): Promise<PublicSnapshot> {
    if (this.current && now < this.current.validUntil) return this.current;
    if (this.building) return this.building;
    const generation = this.generation;
    this.building = this.build(now).finally(() => {
      this.building = null;
    });
    const built = await this.building;
    // A write that landed while this was being read must not be hidden behind a stale snapshot.
    if (generation === this.generation) this.current = built;
    return built;
  }

  async feed(origin: string): Promise<Rendered> {
    const snap = await this.snapshot();
    return this.render(snap, `feed:${origin}`, () =>
      buildFeedXml({
        origin,
        show: { ...toPublicShow(snap.show), owner_name: snap.show.ownerName, owner_email: snap.show.ownerEmail },
        episodes: snap.episodes,
        lastBuildDate: snap.lastModified,
      }),
    );
  }

  async publicJson(origin: string): Promise<Rendered> {
    const snap = await this.snapshot();
    return this.render(snap, `json:${origin}`, () =>
      JSON.stringify({
        show: toPublicShow(snap.show),
        episodes: snap.episodes,
        feed_url: `${origin}${PODCAST_PATHS.feed}`,
      } satisfies PublicPodcastResponse),
    );
  }

  private render(snap: PublicSnapshot, key: string, make: () => string): Rendered {
    const cached = snap.renderings.get(key);
    if (cached) return cached;
    const text = make();
    const body = Buffer.from(text, 'utf8');
    let gzipped: Buffer | null = null;
    const rendered: Rendered = {
      body,
      gzipped: () => (gzipped ??= gzipSync(body, { level: 6 })),
      etag: etagOf(text),
      lastModified: snap.lastModified,
    };
    if (snap.renderings.size >= MAX_RENDERINGS) snap.renderings.clear();
    snap.renderings.set(key, rendered);
    return rendered;
  }

  private async build(nowMs: number): Promise<PublicSnapshot> {
    const now = new Date(nowMs);
    const show = await repo.getOrCreateShow(this.db, this.defaults);
    const rows = await repo.listPublished(this.db, now, PODCAST_PUBLIC_EPISODE_LIMIT);
    const next = await repo.nextScheduledAt(this.db, now);
    const episodes = rows.map((row) => toPublicEpisode(row, show));
    const newestPublish = rows[0]?.publishAt?.getTime() ?? 0;
    const changed = Math.max(show.contentChangedAt.getTime(), newestPublish);
    return {
      show,
      episodes,
      byId: new Map(episodes.map((e) => [e.id, e])),
      lastModified: new Date(Math.floor(changed / 1000) * 1000),
      validUntil: Math.min(nowMs + this.ttlMs, next ? next.getTime() : Number.POSITIVE_INFINITY),
      renderings: new Map(),
    };
  }
}
