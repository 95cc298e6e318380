import type { FastifyInstance } from 'fastify';
import {
  PODCAST_FILES_PREFIX,
  PODCAST_EARLY_SCRIPT,
  PODCAST_PATHS,
  PODCAST_STRINGS,
  podcastEmbedQuerySchema,
  podcastEpisodeIdParamsSchema,
  podcastFileKeySchema,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { viewerMay } from '../../auth/access';
import { carriesSessionCookie } from '../../auth/headers';
import { ApiError, parseInput } from '../../http/errors';
import { addIndexHtmlTransform, serveHtmlEntry } from '../../http/web-app';
import { storedFileHeaders } from '../../http/file-headers';
import { listenerKit } from '../listeners';
import { isNotModified, sendConditional } from './conditional-get';
import { chaptersJson } from './feed-xml';
import { podcastHead } from './open-graph';
import { podcastStaticPage } from './static-page';
import { toPublicShow } from './podcast.mappers';
import type { PodcastService } from './podcast.service';
import { requestOrigin } from './request-origin';
import { smallArtworkCopies } from './small-artwork';

/** Podcast apps poll; a minute keeps them and any CDN from hammering us while changes still spread fast. */
const FEED_CACHE_CONTROL = 'public, max-age=60';
/** Every upload gets a new key, so a stored file never changes: cache it for a year. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A single `bytes=start-end` range; anything fancier gets the whole file (allowed by RFC 9110). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  const start = a === '' ? Math.max(0, size - Number(b)) : Number(a);
  const end = a === '' || b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * What listeners and podcast apps fetch without signing in: the RSS feed, chapter files, the
 * stored audio and artwork, and the <head> of /podcast for link previews. None of these routes
 * looks at cookies (no `access` rule outside /api), so they stay cheap and cacheable.
 */
export function registerPodcastPublicRoutes(app: FastifyInstance, ctx: ServerContext, service: PodcastService) {
  app.get(PODCAST_PATHS.feed, async (request, reply) => {
    const rendered = await service.publicCache.feed(requestOrigin(request, ctx.config));
    // Web-based podcast players read feeds from the browser.
    reply.header('access-control-allow-origin', '*');
    return sendConditional(request, reply, rendered, { contentType: 'application/rss+xml; charset=utf-8', cacheControl: FEED_CACHE_CONTROL });
  });

  // The podcast namespace's chapters file, for published episodes only.
  app.get('/podcast/episodes/:id/chapters.json', async (request, reply) => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    const episode = (await service.publicCache.snapshot()).byId.get(id);
    if (!episode) throw new ApiError(404, 'not_found', PODCAST_STRINGS.errors.episodeNotFound);
    reply.header('access-control-allow-origin', '*').header('cache-control', FEED_CACHE_CONTROL);
    return reply.type('application/json+chapters; charset=utf-8').send(JSON.stringify(chaptersJson(episode.chapters)));
  });

  // Audio and artwork with range requests and year-long caching. A fetch from the first byte of
  // a published episode's audio counts as a download (no personal data kept).
  const statServed = smallArtworkCopies(ctx.storage, (err) => app.log.warn({ err }, 'podcast small artwork failed'));
  app.get(`${PODCAST_FILES_PREFIX}*`, async (request, reply) => {
    const parsed = podcastFileKeySchema.safeParse((request.params as { '*': string })['*']);
    if (!parsed.success) throw new ApiError(404, 'not_found');
    const key = parsed.data;
    // Listeners get the show's artwork and the files of published episodes only; the podcast's
    // editors also hear and see drafts.
    const episodeId = key.startsWith('episodes/') ? key.split('/')[1]! : null;
    const published = episodeId === null || (await service.publicCache.snapshot()).byId.has(episodeId);
    if (!published && !viewerMay(await request.lookUpViewer(), 'editPlanning')) throw new ApiError(404, 'not_found');
    const info = await statServed(key);
    if (!info) throw new ApiError(404, 'not_found');
    if (!published) reply.header('cache-control', 'private, no-store');
    const etag = `"${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}"`;
    reply
      .headers(storedFileHeaders(key))
      // Listeners' own podcast web apps and link previews load these from other origins.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('last-modified', info.mtime.toUTCString());
    // Published files are as public as the feed that links them, so web players may read them
    // from their own origin too (waveforms, Web Audio); drafts stay same-origin.
    if (published) reply.header('cache-control', FILE_CACHE_CONTROL).header('access-control-allow-origin', '*');
    if (isNotModified(request, etag, new Date(Math.floor(info.mtime.getTime() / 1000) * 1000))) return reply.status(304).send();
    const range = parseRange(request.headers.range, info.size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    const isAudio = !key.endsWith('.jpg');
    if (episodeId && published && isAudio && request.method === 'GET' && (range === null || range.start === 0)) {
      service.countInBackground(episodeId, 'downloads', request.ip, (err) => request.log.warn({ err }, 'podcast download count failed'));
    }
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`).header('content-length', range.end - range.start + 1);
      return reply.send(await ctx.storage.read('podcast', key, range));
    }
    reply.header('content-length', info.size);
    return reply.send(await ctx.storage.read('podcast', key));
  });

  // The listener page is an entry of its own (apps/web podcast.html): the player and "Til studio"
  // without the staff app. Staff (a session cookie) get the staff app, with its top bar and Akutt.
  serveHtmlEntry(app, PODCAST_PATHS.page, 'podcast.html', (request) => !carriesSessionCookie(request));
  // The embed, in other sites' iframes, is the same for everyone: the player alone, from the same entry.
  serveHtmlEntry(app, PODCAST_PATHS.embed, 'podcast.html');

  // Link previews and crawlers: /podcast (optionally ?episode=<id>) and the embed get real <head> tags;
  // /podcast also gets the page itself as HTML, so a slow phone paints it before the scripts arrive.
  addIndexHtmlTransform(app, async (request) => {
    const path = request.url.split('?')[0];
    if (path !== PODCAST_PATHS.page && path !== PODCAST_PATHS.embed) return null;
    const { episode: episodeId } = podcastEmbedQuerySchema.parse(request.query ?? {});
    const snapshot = await service.publicCache.snapshot();
    const show = toPublicShow(snapshot.show);
    const episode = episodeId ? snapshot.byId.get(episodeId) : undefined;
    const origin = requestOrigin(request, ctx.config);
    const head = podcastHead(origin, show, episode);
    if (path !== PODCAST_PATHS.page) return head;
    // The listeners feature registers after this one: its kit is read per request, not at start.
    const live = await listenerKit(ctx).onAirNow(new Date());
    return {
      ...head,
      // Fetched beside the stylesheet and boot.js; it makes the server's player and message form work before the app has arrived.
      // async, not defer: a deferred script holds DOMContentLoaded, and boot.js starts the app's scripts there.
      tags: `${head.tags ?? ''}\n    <script src="${PODCAST_EARLY_SCRIPT}" async></script>`,
      body: podcastStaticPage(`${origin}${PODCAST_PATHS.feed}`, show, snapshot.episodes, episode, live),
    };
  });
}
