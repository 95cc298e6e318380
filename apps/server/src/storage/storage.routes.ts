import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { storedFileHeaders } from '../http/file-headers';
import { BUCKETS, type Bucket, StorageKeyError, StorageNotFoundError } from './storage-driver';

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

export function registerStorageRoutes(app: FastifyInstance, ctx: ServerContext) {
  // Files are public by URL (like the spec's public bucket URLs); names carry the owner's id.
  app.get('/storage/:bucket/*', { config: { access: 'public' } }, async (request, reply) => {
    const { bucket } = request.params as { bucket: string };
    const key = (request.params as { '*': string })['*'];
    if (!BUCKETS.includes(bucket as Bucket)) throw new ApiError(404, 'not_found');
    let info;
    try {
      info = await ctx.storage.stat(bucket as Bucket, key);
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
      .header('cache-control', 'public, max-age=60');
    if (range === 'invalid') {
      return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    }
    // Opened before the status goes out: a file removed since the stat is a 404, not a cut body.
    let body;
    try {
      body = await ctx.storage.read(bucket as Bucket, key, range ?? undefined);
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
