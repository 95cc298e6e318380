import { createGzip, gzipSync } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the web app's hashed assets (/assets/*.js, *.css) on the way out. The built files
 * are served as they are on disk, and uncompressed JavaScript is most of what a phone on a slow
 * connection waits for on its first visit (issue 10's Lighthouse target: initial JS ≤ 150 KB gzip).
 * Hashed assets never change, so each is compressed once and kept (bounded) in memory.
 */
const COMPRESSIBLE = /^\/assets\/[^?]+\.(js|css|svg|json)(\?|$)/;
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

export function registerAssetCompression(app: FastifyInstance) {
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !COMPRESSIBLE.test(request.url)) return payload;
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    reply.header('vary', 'accept-encoding');
    reply.removeHeader('content-length');
    reply.header('content-encoding', 'gzip');

    const key = request.url.split('?')[0]!;
    const hit = cache.get(key);
    if (hit) return hit;
    const body = await collect(payload);
    if (body === null) {
      // Not a body we can buffer (should not happen for static files): stream it through gzip.
      return (payload as Readable).pipe(createGzip());
    }
    const compressed = gzipSync(body, { level: 9 });
    if (cachedBytes + compressed.length <= MAX_CACHED_BYTES) {
      cache.set(key, compressed);
      cachedBytes += compressed.length;
    }
    return compressed;
  });
}

async function collect(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }
  return null;
}
