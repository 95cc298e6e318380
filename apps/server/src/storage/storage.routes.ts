import type { FastifyInstance } from 'fastify';
import type { Access } from '../auth/access';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { storedFileHeaders } from '../http/file-headers';
import { type Bucket, StorageKeyError, StorageNotFoundError } from './storage-driver';

/** Parses a single `bytes=start-end` range; multi-range requests get the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  let start: number;
  let end: number;
  if (a === '' && b === '') return 'invalid';
  if (a === '') {
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** The client's copy (If-Modified-Since, whole seconds as HTTP dates have) is still the stored one. */
function notModifiedSince(header: string | undefined, mtime: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * Who reads which bucket at /storage/<bucket>/<key>. A bucket not listed here is not served at this
 * address at all (a plain 404):
 * - profile-pictures: public (spec section 3: shown next to names everywhere); the app changes the
 *   URL (?v=) when a picture changes, so a minute of shared caching is harmless;
 * - media: the media library is staff material, for signed-in, approved, active accounts only (a
 *   deactivated account's session is refused, whoever uploaded the file). `private, no-cache`: no
 *   shared cache keeps a copy, and the browser asks each time (a cheap 304), so a browser that has
 *   signed out cannot show the file from its cache;
 * - podcast: never here. Its files go out at /podcast/files/* (podcast-public.routes.ts), which
 *   serves the show's artwork and published episodes only (the podcast's editors also drafts), so
 *   an unpublished episode's audio cannot be fetched by swapping the URL prefix.
 */
const SERVED_BUCKETS: readonly { bucket: Bucket; access: Access; cacheControl: string }[] = [
  { bucket: 'profile-pictures', access: 'public', cacheControl: 'public, max-age=60' },
  { bucket: 'media', access: 'approved', cacheControl: 'private, no-cache' },
];

export function registerStorageRoutes(app: FastifyInstance, ctx: ServerContext) {
  for (const { bucket, access, cacheControl } of SERVED_BUCKETS) {
    // The access hook (auth/access.ts) answers 401/403 before the file is looked at.
    app.get(`/storage/${bucket}/*`, { config: { access } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      let info;
      try {
        info = await ctx.storage.stat(bucket, key);
      } catch (error) {
        if (error instanceof StorageKeyError) throw new ApiError(404, 'not_found');
        throw error;
      }
      if (!info) throw new ApiError(404, 'not_found');
      const range = parseRange(request.headers.range, info.size);
      reply
        .headers(storedFileHeaders(key))
        .header('accept-ranges', 'bytes')
        .header('last-modified', info.mtime.toUTCString())
        .header('cache-control', cacheControl);
      if (notModifiedSince(request.headers['if-modified-since'], info.mtime)) return reply.status(304).send();
      if (range === 'invalid') {
        return reply.status(416).header('content-range', `bytes */${info.size}`).send();
      }
      // Opened before the status goes out: a file removed since the stat is a 404, not a cut body.
      let body;
      try {
        body = await ctx.storage.read(bucket, key, range ?? undefined);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw new ApiError(404, 'not_found');
        throw error;
      }
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`).header('content-length', range.end - range.start + 1);
        return reply.send(body);
      }
      reply.header('content-length', info.size);
      return reply.send(body);
    });
  }
}
