import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The absolute origin for URLs in the feed and link previews: PUBLIC_URL when configured (set it
 * in production), else what the request was addressed to. A malformed Host header falls back to
 * localhost rather than ending up in the feed.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = request.host;
  return `${request.protocol}://${host && HOST.test(host) ? host : 'localhost'}`;
}
