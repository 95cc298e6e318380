import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the web app's hashed assets (/assets/*.js, *.css) on the way out. The built files
 * are served as they are on disk, and uncompressed JavaScript is most of what a phone on a slow
 * connection waits for on its first visit (issue 10's Lighthouse target: initial JS ≤ 150 KB gzip).
 * Hashed assets never change, so each is compressed once and kept (bounded) in memory.
 *
 * The payload handed to this hook is, for a file, a read stream @fastify/static has already
 * opened (a file descriptor). Whatever this hook sends instead, that stream must be closed here —
 * otherwise every cached answer leaks a descriptor until the process dies of EMFILE — and its
 * errors must end up with Fastify: a rejected onSend hook goes to the error handler (a logged 500
 * while no header is sent), never to an unhandled 'error' event.
 */
const COMPRESSIBLE = /^\/assets\/[^?]+\.(js|css|svg|json)(\?|$)/;
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

export function registerAssetCompression(app: FastifyInstance) {
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;

  app.addHook('onSend', async (request, reply, payload) => {
    // Fastify listens to a stream payload only once it starts sending it, after every onSend
    // hook: a stream failing before then would be an unhandled 'error' event, which ends the
    // process. Fastify still sees the error when it starts (the stream is errored) and answers 500.
    if (isReadable(payload)) payload.on('error', ignore);
    if (request.method !== 'GET' || reply.statusCode !== 200 || !COMPRESSIBLE.test(request.url)) return payload;
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    if (reply.getHeader('content-encoding')) return payload;

    const key = request.url.split('?')[0]!;
    let compressed = cache.get(key);
    if (compressed) {
      discard(payload);
    } else {
      // Throws on a stream error (EMFILE when the file is opened, a failed read), before any
      // header below is set: the error handler then answers 500 in the usual shape.
      const body = await gzip(payload);
      if (body === null) return payload;
      compressed = body;
      // Two first requests at once both compress; the budget counts one.
      if (!cache.has(key) && cachedBytes + compressed.length <= MAX_CACHED_BYTES) {
        cache.set(key, compressed);
        cachedBytes += compressed.length;
      }
    }
    reply.header('vary', 'accept-encoding');
    reply.removeHeader('content-length');
    reply.header('content-encoding', 'gzip');
    return compressed;
  });
}

function isReadable(payload: unknown): payload is Readable {
  return payload instanceof Readable || (payload !== null && typeof payload === 'object' && typeof (payload as Readable).pipe === 'function' && typeof (payload as Readable).on === 'function');
}

/**
 * Closes a payload stream that will not be sent (its file descriptor with it, once its open is
 * done). An error it still reports — the open it had under way failed — goes to `ignore`: the
 * answer comes from the cache.
 */
function discard(payload: unknown) {
  if (isReadable(payload)) payload.destroy();
}

function ignore() {}

/**
 * The payload gzip-compressed, or null for a payload that is not a body (nothing to compress).
 * stream.pipeline: an error in any stage rejects and destroys every stage, the file stream included.
 */
async function gzip(payload: unknown): Promise<Buffer | null> {
  let source: Readable;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) source = Readable.from([Buffer.from(payload)]);
  else if (isReadable(payload)) source = payload;
  else return null;
  const chunks: Buffer[] = [];
  await pipeline(source, createGzip({ level: 9 }), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}
