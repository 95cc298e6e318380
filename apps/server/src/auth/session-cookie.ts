import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token from better-auth's signed session cookie, or null when the cookie is absent
 * or its signature is not ours. Every guarded request and socket handshake reads it, so it is read
 * here rather than through better-auth's getSession endpoint, which builds an endpoint context,
 * validates a query, imports the key into WebCrypto and reads the user row on each call (~5 ms of a
 * 16-ms Akutt request on a small machine; issue 24).
 *
 * The format is better-call's (context.ts getSignedCookie, crypto.ts): the first cookie of that
 * name, trimmed, unquoted and URI-decoded, is `<token>.<base64 HMAC-SHA256 of token>`; the
 * signature is 44 characters ending in "=". This check accepts a subset of what better-call
 * accepts (only the canonical base64 it writes itself), never more. session-cookie.test.ts holds
 * the two together by signing with better-call's own code.
 */
export function readSignedSessionToken(cookieHeader: string | null, cookieName: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const value = cookieValue(cookieHeader, cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  // A non-ASCII character makes the 44 characters more than 44 bytes.
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The first cookie called `name`, as better-call's parseCookies reads it. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}
