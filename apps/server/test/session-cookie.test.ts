import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSignedSessionToken } from '../src/auth/session-cookie';
import { Client, startServer, type TestServer } from './harness';

const NAME = 'studioportal.session_token';
const SECRET = 'en hemmelighet som er lang nok for testen';

/** The same signature with its first character changed: still 44 characters, no longer ours. */
const tampered = (signature: string) => `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

/** What better-call's signCookieValue writes (crypto.ts): WebCrypto HMAC-SHA256, btoa, URI-encoded. */
async function betterCallSigned(value: string, secret: string): Promise<string> {
  const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return encodeURIComponent(`${value}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`);
}

describe('readSignedSessionToken', () => {
  it('reads the token better-call signed, from among other cookies, quoted or not', async () => {
    const signed = await betterCallSigned('tok123', SECRET);
    expect(readSignedSessionToken(`${NAME}=${signed}`, NAME, SECRET)).toBe('tok123');
    expect(readSignedSessionToken(`theme=dark; ${NAME}=${signed}; other=1`, NAME, SECRET)).toBe('tok123');
    expect(readSignedSessionToken(`${NAME}="${signed}"`, NAME, SECRET)).toBe('tok123');
    // The first of two wins, as in better-call.
    const other = await betterCallSigned('tok456', SECRET);
    expect(readSignedSessionToken(`${NAME}=${other}; ${NAME}=${signed}`, NAME, SECRET)).toBe('tok456');
  });

  it('refuses a missing, unsigned, re-signed or tampered cookie, and one of a similar name', async () => {
    const signed = decodeURIComponent(await betterCallSigned('tok123', SECRET));
    const [token, signature] = [signed.slice(0, signed.lastIndexOf('.')), signed.slice(signed.lastIndexOf('.') + 1)];
    expect(readSignedSessionToken(null, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken('theme=dark', NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=tok123`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=${await betterCallSigned('tok123', 'en annen hemmelighet')}`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=tok124.${signature}`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=${token}.${tampered(signature)}`, NAME, SECRET)).toBeNull();
    // 44 characters, but more than 44 bytes: refused, not thrown.
    expect(readSignedSessionToken(`${NAME}=${token}.${'ø'.repeat(43)}=`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`x${NAME}=${encodeURIComponent(signed)}`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=.${signature}`, NAME, SECRET)).toBeNull();
  });
});

describe('a request’s session, read from the cookie better-auth set at sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets the cookie in as it came, and refuses it with a changed signature or token', async () => {
    const ada = new Client(server.url);
    expect((await ada.signUp('Ada Admin', 'ada@example.no')).status).toBe(201);
    expect((await ada.get('/api/me')).status).toBe(200);

    const [name, value] = ada.cookie.split(';').map((c) => c.trim()).find((c) => c.includes('session_token'))!.split(/=(.*)/s) as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    const token = decoded.slice(0, dot);
    const signature = decoded.slice(dot + 1);
    const [stored] = await server.database.query<{ token: string }>('SELECT token FROM sessions');
    expect(token).toBe(stored?.token);

    const withCookie = (cookie: string) => fetch(`${server.url}/api/me`, { headers: { cookie } }).then((r) => r.status);
    expect(await withCookie(`${name}=${value}`)).toBe(200);
    expect(await withCookie(`${name}="${value}"`)).toBe(200);
    expect(await withCookie(`${name}=${encodeURIComponent(`${token}.${tampered(signature)}`)}`)).toBe(401);
    expect(await withCookie(`${name}=${encodeURIComponent(`${token}x.${signature}`)}`)).toBe(401);
    expect(await withCookie(`${name}=${encodeURIComponent(token)}`)).toBe(401);
  });
});
