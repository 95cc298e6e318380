import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startServer, type TestServer } from './harness';
import { podcastTeam, publishedEpisode } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';
import { builtHtml, fakeWebBuild } from './web-build-fixture';

/** A build's two HTML entries (apps/web: index.html, the staff app; podcast.html, the listener page), told apart by a marker. */
const marked = (entry: string) => builtHtml(`<meta name="test-entry" content="${entry}" />`);
const webBuild = fakeWebBuild({ 'index.html': marked('staff'), 'podcast.html': marked('listener') });

const entryOf = (page: string) => /<meta name="test-entry" content="([^"]+)"/.exec(page)?.[1];

describe.each(DB_KINDS)('the listener page has its own HTML entry (issue 24) (%s)', (kind) => {
  let server: TestServer;
  let episodeId: string;
  let staffCookie: string;
  beforeAll(async () => {
    server = await startServer(kind, {}, webBuild);
    const team = await podcastTeam(server);
    staffCookie = team.host.cookie;
    expect((await team.host.request('PUT', '/api/podcast/show', showSettings())).status).toBe(200);
    episodeId = (await publishedEpisode(team.host, { title: 'Fredagsquiz' }, { seconds: 2 })).id as string;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves podcast.html for /podcast and share links, with the page’s head and prerendered markup put in', async () => {
    for (const url of ['/podcast', `/podcast?episode=${episodeId}&t=65`]) {
      const res = await fetch(server.url + url);
      const page = await res.text();
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(entryOf(page), url).toBe('listener');
      expect(page, url).toContain('<meta property="og:site_name" content="Morgenshowet" />');
      expect(page, url).toContain('<h1 class="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Morgenshowet</h1>');
    }
  });

  it('gives staff (a session cookie) the staff app on /podcast, with its top bar and Akutt', async () => {
    expect(staffCookie).toContain('studioportal.session_token=');
    const page = await (await fetch(server.url + '/podcast', { headers: { cookie: staffCookie } })).text();
    expect(entryOf(page)).toBe('staff');
    // Another site's cookie does not count.
    const other = await (await fetch(server.url + '/podcast', { headers: { cookie: 'other.session_token=x' } })).text();
    expect(entryOf(other)).toBe('listener');
  });

  it('serves podcast.html for the embed to everyone, still frameable by any site', async () => {
    for (const headers of [{}, { cookie: staffCookie }] as Record<string, string>[]) {
      const res = await fetch(`${server.url}/podcast-embed?episode=${episodeId}&theme=light`, { headers });
      expect(res.status).toBe(200);
      expect(entryOf(await res.text())).toBe('listener');
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('keeps index.html for every other page, the staff’s podcast screens included', async () => {
    for (const url of ['/', '/auth', '/chat', '/podcast/manage', '/podcast-player-demo']) {
      const page = await (await fetch(server.url + url)).text();
      expect(entryOf(page), url).toBe('staff');
    }
  });
});
