import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_PREFIX } from './auth';

/** The request headers better-auth needs (cookie, agent, client IP) and nothing it could misuse. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent);
  headers.set('x-studioportal-client-ip', request.ip);
  return headers;
}

/** Copies Set-Cookie headers from a better-auth answer onto the Fastify reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=[^;]`);

/**
 * True when the request carries a session cookie (signed in, or was): read from the header alone,
 * without a lookup, for a choice that only needs to know whether the visitor is staff at all.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}
