import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from './content-fixtures';
import { DB_KINDS, startServer, type TestServer } from './harness';
import { picture, podcastTeam, publishedEpisode, upload } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';
import { builtHtml, fakeWebBuild } from './web-build-fixture';

/** A web build with the index.html the podcast page's tags are checked on. */
const webBuild = fakeWebBuild({ 'index.html': builtHtml() });

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

async function page(server: TestServer, url: string) {
  const res = await fetch(server.url + url);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe.each(DB_KINDS)('podcast pages for link previews and iframes (%s)', (kind) => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof podcastTeam>>;
  beforeEach(async () => {
    server = await startServer(kind, {}, webBuild);
    team = await podcastTeam(server);
    await team.host.request('PUT', '/api/podcast/show', showSettings({ description: 'Hverdager 06–10 med "Pia" & Tor.' }));
    await upload(team.host, '/api/podcast/show/artwork', await picture(1400, 1400, 'png'), 'image/png');
  });
  afterEach(async () => {
    await server.close();
  });

  it('gives /podcast the show title, description and artwork in Open Graph tags', async () => {
    const { status, html } = await page(server, '/podcast');
    expect(status).toBe(200);
    expect(html).toContain('<title>Morgenshowet</title>');
    expect(html).toContain('<meta name="description" content="Hverdager 06–10 med &quot;Pia&quot; &amp; Tor." />');
    expect(meta(html, 'og:title')).toBe('Morgenshowet');
    expect(meta(html, 'og:description')).toBe('Hverdager 06–10 med &quot;Pia&quot; &amp; Tor.');
    expect(meta(html, 'og:url')).toBe(`${server.url}/podcast`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${server.url}/podcast/files/show/[0-9a-f-]{36}\\.jpg$`));
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Morgenshowet" href="${server.url}/podcast/feed.xml" />`);
    expect(html).toContain('"@type":"PodcastSeries"');
    // The artwork link in the preview really answers with an image. (Read to the end: an unread
    // body keeps the connection busy and the server's shutdown waiting.)
    const image = await fetch(meta(html, 'og:image')!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('paints a /podcast that works before the app: the player, and the message form only while on air, with the early script in the head', async () => {
    await publishedEpisode(team.host, { title: 'Morgenpraten', description: 'Om gjesten.', chapters: [{ start_s: 0, title: 'Intro' }, { start_s: 30, title: 'Gjesten' }] }, { seconds: 60 });
    const offAir = (await page(server, '/podcast')).html;
    // In the head, async: it must not hold DOMContentLoaded, where boot.js starts the app.
    expect(offAir).toContain('<script src="/podcast-early.js" async></script>');
    expect(offAir.indexOf('/podcast-early.js')).toBeLessThan(offAir.indexOf('</head>'));
    // The player the early script drives: its element, its play button and its chapters.
    const player = /<section data-early-player data-episode-id="([0-9a-f-]{36})" aria-label="Podkastspiller: Morgenpraten"[\s\S]*?<\/section>/.exec(offAir);
    expect(player).not.toBeNull();
    expect(player![0]).toMatch(/<audio src="\/podcast\/files\/episodes\/[^"]+" preload="none"><\/audio>/);
    expect(player![0]).toContain('data-early="play"');
    expect(player![0]).toContain('aria-label="Spill av"');
    expect(player![0]).toContain('data-early-chapter="30"');
    // The card's description and comments lines as the app draws them (the comments' line keeps the card's height).
    expect(offAir).toMatch(/<details data-keep-open="description" class="group mt-4 border-t pt-3"><summary[^>]*><span class="group-open:hidden">Vis episodebeskrivelse<\/span>[\s\S]*?>Om gjesten\.<\/p><\/details>/);
    expect(offAir).toMatch(/<details data-keep-open="comments" class="group\/comments mt-4 border-t pt-3"><summary[^>]*>Kommentarer<svg/);
    // The app's speed and share controls are not there yet: disabled, not dead.
    expect(player![0]).toMatch(/<button data-early="speed" disabled/);
    expect(offAir).toContain('Vi er ikke på lufta nå');
    expect(offAir).not.toContain('data-draft-key');

    expect((await team.host.request('POST', '/api/on-air', { is_live: true })).status).toBe(200);
    // ON AIR comes from the listener page's live snapshot, read at most once a second.
    const onAir = await eventually(
      async () => (await page(server, '/podcast')).html,
      (html) => html.includes('data-draft-key'),
      3000,
    );
    expect(onAir).toContain('På lufta');
    expect(onAir).not.toContain('Vi er ikke på lufta nå');
    const form = /<form novalidate data-draft-key="to-studio:message"[\s\S]*?<\/form>/.exec(onAir)?.[0] ?? '';
    for (const name of ['name', 'phone', 'body', 'website']) expect(form, name).toContain(`name="${name}"`);
    expect(form).toContain('>Send melding til studio</h3>');
    expect(form).toContain('0 av 500 tegn');
    // The embed has no painted page, so nothing for the early script.
    expect((await page(server, '/podcast-embed')).html).not.toContain('podcast-early.js');
  });

  it('describes a shared episode link, and never an episode that is not public', async () => {
    const episode = await publishedEpisode(team.host, { title: 'Quiz-finalen </script><b>', description: 'Hvem vant?' }, { artwork: true });
    const shared = await page(server, `/podcast?episode=${episode.id}&t=95`);
    expect(shared.html).toContain('<title>Quiz-finalen &lt;/script&gt;&lt;b&gt; – Morgenshowet</title>');
    expect(meta(shared.html, 'og:title')).toBe('Quiz-finalen &lt;/script&gt;&lt;b&gt;');
    expect(meta(shared.html, 'og:description')).toBe('Hvem vant?');
    expect(meta(shared.html, 'og:image')).toBe(`${server.url}${episode.artwork_url}`);
    expect(meta(shared.html, 'og:audio')).toBe(`${server.url}${episode.audio_url}`);
    expect(meta(shared.html, 'og:url')).toBe(`${server.url}/podcast?episode=${episode.id}`);
    // The JSON-LD block cannot be closed early by a title.
    expect(shared.html).not.toContain('</script><b>');

    const draft = await publishedEpisode(team.host, { title: 'Hemmelig utkast' }, { publish: false });
    const leaked = await page(server, `/podcast?episode=${draft.id}`);
    expect(leaked.status).toBe(200);
    expect(leaked.html).not.toContain('Hemmelig');
    expect(meta(leaked.html, 'og:title')).toBe('Morgenshowet');
    const garbage = await page(server, '/podcast?episode=<script>');
    expect(meta(garbage.html, 'og:title')).toBe('Morgenshowet');
  });

  it('lets any site frame /podcast-embed and only that page', async () => {
    const embed = await page(server, '/podcast-embed?theme=light');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(meta(embed.html, 'og:title')).toBe('Morgenshowet');

    for (const url of ['/podcast', '/', '/chat', '/embed-generator']) {
      const other = await page(server, url);
      expect(other.headers.get('content-security-policy'), url).toContain("frame-ancestors 'self'");
      expect(other.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
    }
    // Other pages keep the plain index.html.
    expect((await page(server, '/chat')).html).toContain('<title>Studioportal</title>');
  });
});
