import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@studioportal/shared';
import { ApiError } from './errors';

/** Methods that may change something; GET and HEAD stay free so links, feeds and files work from anywhere. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginPolicy {
  /** PUBLIC_URL, when set: the origin people use, even if a proxy rewrites the Host header. */
  publicUrl: string | undefined;
}

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The entry the nearest proxy added, as Fastify reads X-Forwarded-Host with trustProxy. */
const lastEntry = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value)?.split(',').pop()?.trim() || undefined;

/**
 * Is this request sent by a page of another site? A browser names the page's origin in Origin
 * (and a page that sends none still sends Referer); a foreign or opaque ('null') value is refused.
 * Neither header means no browser page is behind it (curl, a server, a test), and the session
 * cookie is SameSite=Lax, so there is no forged session to fear. The host is compared without the
 * scheme: behind a TLS proxy the server sees http while the page is https, and a page on another
 * scheme of our own host is ours anyway (the same rule as Go's CrossOriginProtection).
 */
export function isForeignOrigin(headers: IncomingHttpHeaders, requestHost: string | undefined, policy: OriginPolicy): boolean {
  const claimed = headers.origin ?? headers.referer;
  if (claimed === undefined) return false;
  const origin = originOf(claimed);
  if (origin === null) return true;
  if (policy.publicUrl && originOf(policy.publicUrl) === origin) return false;
  return !requestHost || hostOf(origin) !== requestHost.toLowerCase();
}

/**
 * The host a raw request (the socket.io handshake) was addressed to, by the same rule as Fastify's
 * request.host: X-Forwarded-Host only with TRUST_PROXY.
 */
export function addressedHost(request: IncomingMessage, trustProxy: boolean): string | undefined {
  return (trustProxy ? lastEntry(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
}

/**
 * Refuses state-changing requests from other sites' pages (cross-site form posts, fetches) before
 * any body is read or any handler runs, for every path, not only /api.
 */
export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy) {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (isForeignOrigin(request.headers, request.host, policy)) {
      // Only the origin: a foreign page's full Referer may carry its own tokens.
      const claimed = request.headers.origin ?? request.headers.referer ?? '';
      request.log.warn({ origin: originOf(claimed) ?? 'opaque' }, 'refused a request from a foreign origin');
      throw new ApiError(403, 'forbidden_origin', ERROR_MESSAGES.forbidden_origin);
    }
  });
}
