import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rendered } from './public-snapshot';

/** Does any entity tag in If-None-Match match (weak comparison, as RFC 9110 asks for GET)? */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // The gzip representation carries the same tag with '-gz': either one proves the client is current.
  const bare = (tag: string) => tag.trim().replace(/^W\//, '').replace(/-gz"$/, '"');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** True when the client's copy is current: If-None-Match wins; If-Modified-Since only without it. */
export function isNotModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return Number.isFinite(since) && lastModified.getTime() <= since;
  }
  return false;
}

/** Does the client take gzip (and not with q=0)? */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header);
}

/**
 * Sends a rendered public answer with ETag and Last-Modified, or a bodiless 304 when the client
 * already has it: a podcast app polling the feed costs a header comparison, not a rebuild. The
 * body goes out gzipped when the client accepts it (compressed once per rendering, not per request).
 */
export function sendConditional(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
  options: { contentType: string; cacheControl: string },
) {
  const gzip = acceptsGzip(request);
  reply
    .header('etag', gzip ? rendered.etag.replace(/"$/, '-gz"') : rendered.etag)
    .header('last-modified', rendered.lastModified.toUTCString())
    .header('cache-control', options.cacheControl)
    .header('vary', 'accept-encoding');
  if (isNotModified(request, rendered.etag, rendered.lastModified)) return reply.status(304).send();
  reply.type(options.contentType);
  if (gzip) return reply.header('content-encoding', 'gzip').send(rendered.gzipped());
  return reply.send(rendered.body);
}
