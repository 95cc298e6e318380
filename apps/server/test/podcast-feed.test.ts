import Parser from 'rss-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';
import { silentMp3Duration } from '../../../test-support/podcast-audio';
import { picture, podcastTeam, publishedEpisode, upload } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';

/** rss-parser reads the feed as a podcast app would; these are the extra elements we ask it for. */
interface FeedItemExtras {
  podcastChapters?: { $: { url: string; type: string } };
  pscChapters?: { $: { version: string }; 'psc:chapter': { $: { start: string; title: string } }[] };
  itunesSeason?: string;
  itunesEpisode?: string;
}
interface FeedExtras {
  language?: string;
  'podcast:guid'?: string;
  'podcast:locked'?: unknown;
}
const parser = new Parser<FeedExtras, FeedItemExtras>({
  customFields: {
    feed: ['language', 'podcast:guid', 'podcast:locked'],
    item: [
      ['podcast:chapters', 'podcastChapters'],
      ['psc:chapters', 'pscChapters'],
      ['itunes:season', 'itunesSeason'],
      ['itunes:episode', 'itunesEpisode'],
    ],
  },
});

async function fetchFeed(server: TestServer, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/podcast/feed.xml`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe.each(DB_KINDS)('podcast RSS feed (%s)', (kind) => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof podcastTeam>>;
  beforeEach(async () => {
    server = await startServer(kind);
    team = await podcastTeam(server);
    await team.host.request('PUT', '/api/podcast/show', showSettings({ title: 'Morgenshowet & venner', description: 'Hverdager 06–10. <Ekte> lyd fra studio.' }));
    await upload(team.host, '/api/podcast/show/artwork', await picture(1600, 1600, 'png'), 'image/png');
  });
  afterEach(async () => {
    await server.close();
  });

  it('is a podcast feed an independent parser reads with every required element', async () => {
    const withChapters = await publishedEpisode(
      team.host,
      {
        title: 'Episode med kapitler',
        description: 'Pia og Tor om «alt» & litt til.',
        season: 1,
        episode_number: 3,
        chapters: [
          { start_s: 0, title: 'Intro' },
          { start_s: 65.5, title: 'Gjest: Ola & Kari' },
        ],
      },
      { seconds: 12, artwork: true, publishAt: '2024-05-02T05:00:00.000Z' },
    );
    const plain = await publishedEpisode(team.host, { title: 'Uten kapitler' }, { seconds: 4, publishAt: '2024-05-01T05:00:00.000Z' });
    await publishedEpisode(team.host, { title: 'Utkast som ikke skal med' }, { publish: false });
    await publishedEpisode(team.host, { title: 'Planlagt som ikke skal med' }, { publishAt: new Date(Date.now() + 86_400_000).toISOString() });

    const res = await fetchFeed(server);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.text).not.toContain('ikke skal med');
    const feed = await parser.parseString(res.text);

    expect(feed.title).toBe('Morgenshowet & venner');
    expect(feed.description).toBe('Hverdager 06–10. <Ekte> lyd fra studio.');
    expect(feed.language).toBe('nb');
    expect(feed.link).toBe(`${server.url}/podcast`);
    expect(feed.feedUrl).toBe(`${server.url}/podcast/feed.xml`);
    expect(feed.itunes?.author).toBe('Radio Nord');
    expect(feed.itunes?.owner).toEqual({ name: 'Radio Nord AS', email: 'podcast@radionord.no' });
    expect(feed.itunes?.explicit).toBe('false');
    expect(feed.itunes?.categories).toEqual(['Comedy']);
    expect(feed.itunes?.image).toMatch(new RegExp(`^${server.url}/podcast/files/show/[0-9a-f-]{36}\\.jpg$`));
    expect(feed.image?.url).toBe(feed.itunes?.image);
    expect(feed['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(feed['podcast:locked']).toBeTruthy();

    expect(feed.items.map((i) => i.title)).toEqual(['Episode med kapitler', 'Uten kapitler']);
    const [first, second] = feed.items as (Parser.Item & FeedItemExtras & { itunes?: Record<string, string> })[];
    expect(first!.guid).toBe(withChapters.id);
    expect(first!.pubDate).toBe('Thu, 02 May 2024 05:00:00 GMT');
    expect(first!.content).toBe('Pia og Tor om «alt» & litt til.');
    expect(first!.link).toBe(`${server.url}/podcast?episode=${withChapters.id}`);
    expect(first!.enclosure).toEqual({
      url: `${server.url}${withChapters.audio_url}`,
      length: String(withChapters.audio_size),
      type: 'audio/mpeg',
    });
    expect(first!.itunes?.duration).toBe(String(Math.round(silentMp3Duration(12))));
    expect(first!.itunes?.image).toBe(`${server.url}${withChapters.artwork_url}`);
    expect(first!.itunesSeason).toBe('1');
    expect(first!.itunesEpisode).toBe('3');
    expect(first!.podcastChapters?.$).toEqual({
      url: `${server.url}/podcast/episodes/${withChapters.id}/chapters.json`,
      type: 'application/json+chapters',
    });
    expect(first!.pscChapters?.['psc:chapter'].map((c) => c.$)).toEqual([
      { start: '00:00:00.000', title: 'Intro' },
      { start: '00:01:05.500', title: 'Gjest: Ola & Kari' },
    ]);
    // An episode without its own artwork carries the show's; without chapters it has no chapter elements.
    expect(second!.guid).toBe(plain.id);
    expect(second!.itunes?.image).toBe(feed.itunes?.image);
    expect(second!.podcastChapters).toBeUndefined();

    // Every enclosure, artwork and chapters URL in the feed answers.
    const enclosure = await fetch(first!.enclosure!.url, { method: 'HEAD' });
    expect([enclosure.status, enclosure.headers.get('content-length'), enclosure.headers.get('content-type')]).toEqual([
      200,
      String(withChapters.audio_size),
      'audio/mpeg',
    ]);
    const image = await fetch(first!.itunes!.image!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    await image.arrayBuffer();
    const chapters = await fetch(first!.podcastChapters!.$.url);
    expect(chapters.headers.get('content-type')).toBe('application/json+chapters; charset=utf-8');
    expect(await chapters.json()).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Intro' },
        { startTime: 65.5, title: 'Gjest: Ola & Kari' },
      ],
    });
  });

  it('answers a polling client with 304 until something changes', async () => {
    await publishedEpisode(team.host, { title: 'Første' });
    const first = await fetchFeed(server);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(Date.now() - 60_000);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');

    const byEtag = await fetchFeed(server, { 'if-none-match': etag });
    expect([byEtag.status, byEtag.text, byEtag.headers.get('etag')]).toEqual([304, '', etag]);
    const byDate = await fetchFeed(server, { 'if-modified-since': lastModified });
    expect(byDate.status).toBe(304);
    expect((await fetchFeed(server, { 'if-none-match': '"noe-annet"' })).status).toBe(200);

    // The same feed gzipped for clients that ask (most podcast apps), with a matching validator.
    const plain = await fetchFeed(server, { 'accept-encoding': 'identity' });
    const gzipped = await fetchFeed(server, { 'accept-encoding': 'gzip' });
    expect([plain.headers.get('content-encoding'), gzipped.headers.get('content-encoding')]).toEqual([null, 'gzip']);
    expect(gzipped.text).toBe(plain.text);
    expect(gzipped.headers.get('vary')).toBe('accept-encoding');
    expect((await fetchFeed(server, { 'if-none-match': gzipped.headers.get('etag')!, 'accept-encoding': 'identity' })).status).toBe(304);

    // Unpublishing changes the feed: the old validators no longer match.
    const episodes = (await team.host.get('/api/podcast/episodes')).body.episodes;
    await team.host.post(`/api/podcast/episodes/${episodes[0].id}/unpublish`, {});
    const changed = await fetchFeed(server, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.text).not.toContain('<item>');

    // The public JSON revalidates the same way.
    const json = await fetch(`${server.url}/api/podcast`);
    await json.text();
    const again = await fetch(`${server.url}/api/podcast`, { headers: { 'if-none-match': json.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves audio with ranges and year-long caching, and counts whole-file fetches anonymously', async () => {
    const episode = await publishedEpisode(team.host, { title: 'Lyd' }, { seconds: 6 });
    const url = `${server.url}${episode.audio_url}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await whole.arrayBuffer());

    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await fetch(url, { headers: { range: 'bytes=-100' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 100))).toBe(true);
    expect((await fetch(url, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
    expect((await fetch(url, { headers: { 'if-none-match': whole.headers.get('etag')! } })).status).toBe(304);
    expect((await fetch(`${server.url}/podcast/files/episodes/${episode.id}/../../../secret.mp3`)).status).toBe(404);
    expect((await fetch(`${server.url}/podcast/files/show/ikke-en-fil.jpg`)).status).toBe(404);

    await new Promise((r) => setTimeout(r, 100)); // the count is written after the answer
    const rows = await server.database.query<{ downloads: number; plays: number }>('SELECT downloads, plays FROM podcast_episode_stats');
    // The whole fetch counted; the mid-file ranges, the 416, the 304 and the tail did not.
    expect(rows).toEqual([{ downloads: 1, plays: 0 }]);
  });

  it('serves chapter files only for published episodes', async () => {
    const draft = await publishedEpisode(team.host, { title: 'Utkast', chapters: [{ start_s: 0, title: 'Hemmelig' }] }, { publish: false });
    const res = await fetch(`${server.url}/podcast/episodes/${draft.id}/chapters.json`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Hemmelig');
  });

  it('keeps an empty but valid feed before the first episode', async () => {
    const feed = await parser.parseString((await fetchFeed(server)).text);
    expect(feed.title).toBe('Morgenshowet & venner');
    expect(feed.items).toEqual([]);
    const listener = new Client(server.url);
    expect((await listener.get('/api/podcast')).body.episodes).toEqual([]);
  });
});
