import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@studioportal/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pngBuffer, uploadPicture } from './accounts-helpers';
import { Client, connected, DB_KINDS, startServer, type TestServer } from './harness';
import { publishedEpisode } from './podcast-helpers';

/**
 * Checklist rows 16, 17 and 23: security headers on pages, API answers and files; CORS only where
 * the public podcast needs it; writes and socket handshakes from other sites' pages refused;
 * stored files that can never run as a page.
 */

const WEB_SRC = path.resolve(import.meta.dirname, '../../web');
const FOREIGN = 'https://angriper.example';

/** The real web app's index.html and boot script, so the inline-script rule is checked on the file we ship. */
function webBuild(root: string): string {
  const dist = path.join(root, 'web');
  mkdirSync(dist);
  copyFileSync(path.join(WEB_SRC, 'index.html'), path.join(dist, 'index.html'));
  copyFileSync(path.join(WEB_SRC, 'public', 'boot.js'), path.join(dist, 'boot.js'));
  return dist;
}


/** A CSP header as directive → sources, so a test can look at one directive exactly. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy') ?? '';
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectBaseline(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('strict-transport-security'), `${what}: no HSTS over http`).toBeNull();
  expect(headers.get('access-control-allow-origin'), `${what}: same-origin only`).toBeNull();
}

/** The app's own policy: scripts from our origin only, never inline, and no framing by others. */
function expectAppPolicy(headers: Headers, what: string, framing: 'self' | 'anyone') {
  const policy = csp(headers);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  if (framing === 'self') {
    expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
    expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  } else {
    expect(policy.get('frame-ancestors'), what).toEqual(['*']);
    expect(headers.get('x-frame-options'), what).toBeNull();
  }
}

/** A stored file can never run: no sniffing, a script-free sandbox, and a download unless the app shows it. */
function expectStoredFile(headers: Headers, what: string, disposition: 'inline' | 'attachment', filename: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  const policy = csp(headers);
  expect(policy.has('sandbox'), what).toBe(true);
  expect(policy.get('sandbox'), `${what}: sandbox without allow-scripts`).toEqual([]);
  expect(policy.get('default-src'), what).toEqual(["'none'"]);
  expect(policy.has('script-src'), what).toBe(false);
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(headers.get('content-disposition'), what).toBe(`${disposition}; filename="${filename}"`);
}

/** Scripts in an HTML file that carry their code inline instead of loading a file. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc\s*=/.test(attrs ?? '') || (body ?? '').trim() !== '')
    .map(([tag]) => tag);
}

const count = async (server: TestServer, table: string) =>
  (await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

/** The socket.io handshake over long-polling, raw, to see the status the server answers with. */
function pollingHandshake(url: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the shipped index.html', () => {
  it('has no inline script, and the theme and start-up are an external file', () => {
    const source = readFileSync(path.join(WEB_SRC, 'index.html'), 'utf8');
    expect(inlineScripts(source)).toEqual([]);
    expect(source).toMatch(/<script src="\/boot\.js"><\/script>/);
    expect(existsSync(path.join(WEB_SRC, 'public', 'boot.js'))).toBe(true);
    // The build adds its own tags; when there is a build, it must not have added inline code either.
    const built = path.join(WEB_SRC, 'dist', 'index.html');
    if (existsSync(built)) expect(inlineScripts(readFileSync(built, 'utf8'))).toEqual([]);
  });
});

describe.each(DB_KINDS)('security headers and origin checks (%s)', { timeout: 20_000 }, (kind) => {
  let server: TestServer;
  let admin: Client;
  let adminId: string;
  beforeAll(async () => {
    server = await startServer(kind, {}, webBuild);
    admin = new Client(server.url);
    adminId = (await admin.signUp('Ada Admin', 'ada@example.no')).body.profile.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives pages, API answers and errors the app policy; only /podcast-embed may be framed by others', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(inlineScripts(html)).toEqual([]);
    expectBaseline(home.headers, '/');
    expectAppPolicy(home.headers, '/', 'self');

    const chat = await fetch(`${server.url}/chat`);
    expect(chat.status).toBe(200);
    expectBaseline(chat.headers, '/chat');
    expectAppPolicy(chat.headers, '/chat', 'self');

    const embed = await fetch(`${server.url}/podcast-embed`);
    expect(embed.status).toBe(200);
    expectBaseline(embed.headers, '/podcast-embed');
    expectAppPolicy(embed.headers, '/podcast-embed', 'anyone');

    const api = await admin.request('GET', '/api/me', undefined, { origin: FOREIGN });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-type')).toContain('application/json');
    expectBaseline(api.headers, '/api/me');
    expectAppPolicy(api.headers, '/api/me', 'self');

    const missing = await fetch(`${server.url}/api/finnes-ikke`);
    expect(missing.status).toBe(404);
    expectBaseline(missing.headers, '404');
    expectAppPolicy(missing.headers, '404', 'self');
  });

  it('answers no CORS preflight from another site', async () => {
    const res = await fetch(`${server.url}/api/chat/messages`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('serves an uploaded picture under a server-made name, inline and sandboxed', async () => {
    const up = await uploadPicture(admin, await pngBuffer(64, 64), '../../x.html', 'image/png');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const url: string = up.body.profile.profile_picture_url;
    expect(url.split('?')[0]).toBe(`/storage/profile-pictures/${adminId}/profile.webp`);
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expectStoredFile(res.headers, 'profile picture', 'inline', 'profile.webp');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never serves a stored file as HTML or SVG: unknown types are sandboxed downloads', async () => {
    const page = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const stored: [string, string][] = [
      ['u1/side.html', page],
      ['u1/side.htm', page],
      ['u1/bilde.svg', svg],
      ['u1/uten-navn', page],
      ['u1/data.json', '{"a":1}'],
    ];
    for (const [key, body] of stored) await server.ctx.storage.put('media', key, Buffer.from(body));
    for (const [key] of stored) {
      const res = await fetch(`${server.url}${server.ctx.storage.publicUrl('media', key)}`, { headers: { cookie: admin.cookie } });
      expect(res.status, key).toBe(200);
      const type = res.headers.get('content-type') ?? '';
      expect(type, key).not.toMatch(/html|svg|xml|javascript/);
      expect(type, key).toBe(key.endsWith('.json') ? 'application/json' : 'application/octet-stream');
      const name = key.slice(3).replace(/[^A-Za-z0-9._-]/g, '_');
      expectStoredFile(res.headers, key, 'attachment', name);
      await res.arrayBuffer();
    }
    // Audio the app plays is shown in place, still in the sandbox.
    await server.ctx.storage.put('media', 'u1/lyd.mp3', Buffer.from('ID3'));
    const audio = await fetch(`${server.url}/storage/media/u1/lyd.mp3`, { headers: { cookie: admin.cookie } });
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expectStoredFile(audio.headers, 'media audio', 'inline', 'lyd.mp3');
    expect(csp(audio.headers).get('media-src')).toEqual(["'self'"]);
  });

  it('keeps the public podcast readable from other sites: feed and published files, sandboxed', async () => {
    const episode = await publishedEpisode(admin, { title: 'Sikkerhetsprat' }, { seconds: 2, artwork: true });
    const feed = await fetch(`${server.url}/podcast/feed.xml`, { headers: { origin: FOREIGN } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('access-control-allow-origin')).toBe('*');
    for (const [what, url, type] of [
      ['podcast audio', episode.audio_url as string, 'audio/mpeg'],
      ['podcast artwork', episode.artwork_url as string, 'image/jpeg'],
    ] as const) {
      const res = await fetch(new URL(url, server.url), { headers: { origin: FOREIGN } });
      expect(res.status, what).toBe(200);
      expect(res.headers.get('content-type'), what).toBe(type);
      expect(res.headers.get('access-control-allow-origin'), what).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy'), what).toBe('cross-origin');
      expectStoredFile(res.headers, what, 'inline', new URL(url, server.url).pathname.split('/').pop()!);
      await res.arrayBuffer();
    }
  });

  it('refuses writes from another site with 403 forbidden_origin and stores nothing', async () => {
    const before = { messages: await count(server, 'chat_messages'), profiles: await count(server, 'profiles') };
    const refused = [
      await admin.request('POST', '/api/chat/messages', { message: 'Fra en fremmed side' }, { origin: FOREIGN }),
      // A classic cross-site form post: no preflight, cookie attached (SameSite=Lax aside).
      await admin.request('POST', '/api/chat/messages', undefined, { origin: FOREIGN, 'content-type': 'application/x-www-form-urlencoded' }),
      // A sandboxed frame or a privacy redirect sends the opaque origin.
      await admin.request('POST', '/api/chat/messages', { message: 'Fra en sandkasse' }, { origin: 'null' }),
      // Without Origin, the Referer tells where the page is.
      await admin.request('POST', '/api/chat/messages', { message: 'Via Referer' }, { referer: `${FOREIGN}/side?x=1` }),
      // Another port on the same machine is another site.
      await admin.request('POST', '/api/chat/messages', { message: 'Annen port' }, { origin: 'http://127.0.0.1:1' }),
      // Signing up (or in) from another site's page is refused as well (login CSRF).
      await new Client(server.url).request('POST', '/api/session/sign-up', { full_name: 'Falsk Person', email: 'falsk@example.no', password: 'et langt passord 123' }, { origin: FOREIGN }),
      await admin.request('PATCH', '/api/profile', { full_name: 'Kapret' }, { origin: FOREIGN }),
      await admin.request('DELETE', `/api/chat/messages/${adminId}`, undefined, { origin: FOREIGN }),
    ];
    for (const [i, res] of refused.entries()) {
      expect(res.status, `refused #${i}`).toBe(403);
      expect(res.body, `refused #${i}`).toEqual({ error: { code: 'forbidden_origin', message: ERROR_MESSAGES.forbidden_origin } });
      expectBaseline(res.headers, `refused #${i}`);
    }
    expect({ messages: await count(server, 'chat_messages'), profiles: await count(server, 'profiles') }).toEqual(before);
    expect((await admin.get('/api/me')).body.profile.full_name).toBe('Ada Admin');
  });

  it('lets same-origin pages and clients without Origin write', async () => {
    const before = await count(server, 'chat_messages');
    const sameOrigin = await admin.request('POST', '/api/chat/messages', { message: 'Fra vår egen side' }, { origin: server.url });
    expect(sameOrigin.status, JSON.stringify(sameOrigin.body)).toBe(201);
    const viaReferer = await admin.request('POST', '/api/chat/messages', { message: 'Referer fra oss' }, { referer: `${server.url}/chat` });
    expect(viaReferer.status, JSON.stringify(viaReferer.body)).toBe(201);
    const noOrigin = await admin.post('/api/chat/messages', { message: 'Fra et skript' });
    expect(noOrigin.status, JSON.stringify(noOrigin.body)).toBe(201);
    expect(await count(server, 'chat_messages')).toBe(before + 3);
    // Reads stay open to any origin (links, feeds); CORS keeps other sites from reading the answer.
    expect((await admin.request('GET', '/api/me', undefined, { origin: FOREIGN })).status).toBe(200);
  });

  it('refuses a socket.io handshake from another site, with the same session that connects from ours', async () => {
    const open = (origin: string) =>
      io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: admin.cookie, origin }, reconnection: false, forceNew: true });
    const foreign = open(FOREIGN);
    await expect(connected(foreign)).rejects.toThrow();
    foreign.close();
    expect(await pollingHandshake(server.url, FOREIGN)).toBe(403);
    const ours = await connected(open(server.url));
    expect(ours.connected).toBe(true);
    ours.close();
  });

  describe('with an https PUBLIC_URL', () => {
    // A second app on the same database, driven by inject: a second migrated database would
    // double this file's start-up time, and only the configuration differs.
    let https: Awaited<ReturnType<typeof buildApp>>;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'sp-security-https-'));
      const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://studio.example.no' });
      https = await buildApp({ config, database: server.database, serveWebApp: false });
      await https.ctx.storage.put('media', 'u1/lyd.mp3', Buffer.from('ID3'));
    });
    afterAll(async () => {
      await https?.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends HSTS on API answers and files, where plain http sends none', async () => {
      for (const url of ['/api/me', '/storage/media/u1/lyd.mp3']) {
        const res = await https.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
      }
      expect((await fetch(`${server.url}/api/me`)).headers.get('strict-transport-security')).toBeNull();
    });

    it('accepts writes from the PUBLIC_URL origin even when the Host header is another', async () => {
      const write = (origin: string) => https.app.inject({ method: 'POST', url: '/api/session/sign-out', headers: { host: 'intern-vert:8080', origin }, payload: {} });
      expect((await write('https://studio.example.no')).statusCode).toBe(200);
      expect((await write('http://intern-vert:8080')).statusCode).toBe(200);
      const refused = await write('https://studio.example.no.angriper.example');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'forbidden_origin', message: ERROR_MESSAGES.forbidden_origin } });
    });
  });
});
