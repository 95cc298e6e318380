import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, PODCAST_EVENTS, PODCAST_STRINGS, SOCKET_EVENTS, smallArtworkKey, type ChannelEvent, type PodcastChange } from '@studioportal/shared';
import { pixelBombPng } from './accounts-helpers';
import { Client, DB_KINDS, nextEvent, startServer, subscribedTo, type TestServer } from './harness';
import { silentMp3, silentMp3Duration, wav } from '../../../test-support/podcast-audio';
import { picture, podcastTeam, publishedEpisode, upload } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';

const storedFile = (server: TestServer, url: string) =>
  path.join(server.ctx.config.dataDir, 'storage', 'podcast', url.replace('/podcast/files/', ''));

describe.each(DB_KINDS)('podcast episodes (%s)', (kind) => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof podcastTeam>>;
  beforeEach(async () => {
    server = await startServer(kind);
    team = await podcastTeam(server);
  });
  afterEach(async () => {
    await server.close();
  });

  it('lets a Programleder create an episode, upload its audio and see the real duration', async () => {
    const created = await team.host.post('/api/podcast/episodes', {
      title: '  Morgenkaffe med Pia  ',
      description: 'Vi snakker om helgens konserter.',
      season: 2,
      episode_number: 14,
      chapters: [
        { start_s: 8, title: 'Konsertene' },
        { start_s: 0, title: 'Intro' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const episode = created.body.episode;
    expect(episode).toMatchObject({
      title: 'Morgenkaffe med Pia',
      status: 'draft',
      publish_at: null,
      audio_url: null,
      season: 2,
      episode_number: 14,
      media_item_id: null,
      // Sorted by start time on the way in.
      chapters: [
        { start_s: 0, title: 'Intro' },
        { start_s: 8, title: 'Konsertene' },
      ],
    });

    const audio = silentMp3(12, { id3: true });
    const res = await upload(team.host, `/api/podcast/episodes/${episode.id}/audio`, audio, 'application/octet-stream');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.episode.audio_type).toBe('audio/mpeg');
    expect(res.body.episode.audio_size).toBe(audio.length);
    expect(res.body.episode.duration_s).toBeCloseTo(silentMp3Duration(12), 1);
    expect(res.body.episode.audio_url).toMatch(new RegExp(`^/podcast/files/episodes/${episode.id}/[0-9a-f-]{36}\\.mp3$`));

    const rows = await server.database.query<{ audio_size: string; duration_s: number }>(
      'SELECT audio_size, duration_s FROM podcast_episodes WHERE id = $1',
      [episode.id],
    );
    expect(Number(rows[0]?.audio_size)).toBe(audio.length);
    // A draft's audio is not public: listeners get 404, the podcast's editors can listen.
    const anonymous = await fetch(server.url + res.body.episode.audio_url);
    expect(anonymous.status).toBe(404);
    await anonymous.arrayBuffer();
    const served = await fetch(server.url + res.body.episode.audio_url, { headers: { cookie: team.host.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(audio)).toBe(true);
  });

  it('refuses audio that is not MP3 or M4A by its bytes, whatever the declared type, and keeps nothing', async () => {
    const { body } = await team.host.post('/api/podcast/episodes', { title: 'Feil fil' });
    const id = body.episode.id;
    const asWav = await upload(team.host, `/api/podcast/episodes/${id}/audio`, wav(2), 'audio/mpeg');
    expect(asWav.status).toBe(415);
    expect(asWav.body.error.message).toBe(PODCAST_STRINGS.errors.audioType);
    const html = await upload(team.host, `/api/podcast/episodes/${id}/audio`, Buffer.from('<html><script>alert(1)</script></html>'), 'audio/mpeg');
    expect(html.status).toBe(415);
    // An ISO media header with an audio brand but no playable track inside.
    const fakeM4a = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A \0\0\0\0isomM4A '), Buffer.alloc(64)]);
    const m4a = await upload(team.host, `/api/podcast/episodes/${id}/audio`, fakeM4a, 'audio/mp4');
    expect(m4a.status).toBe(415);
    const empty = await upload(team.host, `/api/podcast/episodes/${id}/audio`, Buffer.alloc(0), 'audio/mpeg');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(PODCAST_STRINGS.errors.audioEmpty);

    const after = await team.host.get(`/api/podcast/episodes/${id}`);
    expect(after.body.episode.audio_url).toBeNull();
    const dir = path.join(server.ctx.config.dataDir, 'storage', 'podcast', 'episodes', id);
    const { readdir } = await import('node:fs/promises');
    expect(existsSync(dir) ? await readdir(dir) : []).toEqual([]);
  });

  it('replaces audio and artwork with new files and deletes the old ones', async () => {
    const first = await publishedEpisode(team.host, { title: 'Bytt fil' }, { seconds: 5, artwork: true, publish: false });
    const second = (await upload(team.host, `/api/podcast/episodes/${first.id}/audio`, silentMp3(7), 'audio/mpeg')).body.episode;
    expect(second.audio_url).not.toBe(first.audio_url);
    expect(second.duration_s).toBeCloseTo(silentMp3Duration(7), 1);
    expect(existsSync(storedFile(server, first.audio_url))).toBe(false);
    expect(existsSync(storedFile(server, second.audio_url))).toBe(true);

    const art = await upload(team.host, `/api/podcast/episodes/${first.id}/artwork`, await picture(2000, 1000, 'webp'), 'image/webp');
    expect(art.status).toBe(200);
    const image = await fetch(server.url + art.body.episode.artwork_url, { headers: { cookie: team.host.cookie } });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1400, 1400]);
    expect(existsSync(storedFile(server, first.artwork_url))).toBe(false);
  });

  it('serves the pages a 480 px copy of each artwork, made on its first request, hidden with its draft and removed with the artwork', async () => {
    const episode = await publishedEpisode(team.host, { title: 'Liten kopi' }, { artwork: true });
    const small = smallArtworkKey(episode.artwork_url);
    expect(existsSync(storedFile(server, small))).toBe(false);
    const [full, copy] = await Promise.all([fetch(server.url + episode.artwork_url), fetch(server.url + small)]);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/jpeg');
    expect(copy.headers.get('cache-control')).toBe(full.headers.get('cache-control'));
    expect(copy.headers.get('etag')).not.toBe(full.headers.get('etag'));
    const bytes = Buffer.from(await copy.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 480]);
    expect(bytes.length).toBeLessThan((await full.arrayBuffer()).byteLength / 3);
    expect(existsSync(storedFile(server, small))).toBe(true);

    // A draft's small copy is as hidden as its artwork, and nothing is made for a listener's request.
    const draft = await publishedEpisode(team.host, { title: 'Utkast' }, { artwork: true, publish: false });
    expect((await fetch(server.url + smallArtworkKey(draft.artwork_url))).status).toBe(404);
    expect(existsSync(storedFile(server, smallArtworkKey(draft.artwork_url)))).toBe(false);
    expect((await fetch(server.url + smallArtworkKey(draft.artwork_url), { headers: { cookie: team.host.cookie } })).status).toBe(200);
    // A small copy of artwork that never existed is a plain 404.
    expect((await fetch(`${server.url}/podcast/files/show/00000000-0000-4000-8000-000000000000-w480.jpg`)).status).toBe(404);

    await upload(team.host, `/api/podcast/episodes/${episode.id}/artwork`, await picture(900, 900, 'jpeg'), 'image/jpeg');
    expect(existsSync(storedFile(server, small))).toBe(false);
    expect((await fetch(server.url + small)).status).toBe(404);
  });

  it('refuses artwork that is not a raster image', async () => {
    const { body } = await team.host.post('/api/podcast/episodes', { title: 'Bilde' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const res = await upload(team.host, `/api/podcast/episodes/${body.episode.id}/artwork`, svg, 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(PODCAST_STRINGS.errors.imageType);
  });

  it('says artwork with too many pixels has too many pixels, not that the file is too large', async () => {
    const { body } = await team.host.post('/api/podcast/episodes', { title: 'Digert bilde' });
    // A few hundred bytes whose header claims 60 000 × 60 000 pixels.
    const bomb = await pixelBombPng(60_000, 60_000);
    for (const path of [`/api/podcast/episodes/${body.episode.id}/artwork`, '/api/podcast/show/artwork']) {
      const res = await upload(team.host, path, bomb, 'image/png');
      expect(res.status, path).toBe(413);
      expect(res.body.error, path).toEqual({ code: 'too_many_pixels', message: PODCAST_STRINGS.errors.imageTooManyPixels });
      expect(res.body.error.message).toBe('Bildet har for mange piksler (over 50 megapiksler). Velg et mindre bilde.');
    }
  });

  it('publishes now or at a time, needs audio first, and can take an episode down again', async () => {
    const draft = (await team.host.post('/api/podcast/episodes', { title: 'Uten lyd' })).body.episode;
    const noAudio = await team.host.post(`/api/podcast/episodes/${draft.id}/publish`, {});
    expect(noAudio.status).toBe(409);
    expect(noAudio.body.error.message).toBe(PODCAST_STRINGS.errors.publishWithoutAudio);

    const now = await publishedEpisode(team.host, { title: 'Publisert nå' });
    expect(now.status).toBe('published');
    expect(Math.abs(Date.parse(now.publish_at) - Date.now())).toBeLessThan(10_000);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await publishedEpisode(team.host, { title: 'Planlagt' }, { publishAt: future });
    expect(later.status).toBe('scheduled');
    expect(later.publish_at).toBe(future);

    const down = await team.host.post(`/api/podcast/episodes/${now.id}/unpublish`, {});
    expect(down.body.episode).toMatchObject({ status: 'draft', publish_at: null });
    const list = await team.host.get('/api/podcast/episodes');
    expect(list.body.episodes.map((e: { title: string; status: string }) => [e.title, e.status])).toEqual([
      ['Planlagt', 'scheduled'],
      ['Publisert nå', 'draft'],
      ['Uten lyd', 'draft'],
    ]);
  });

  it('shows listeners only what is published, newest first, and nothing scheduled or drafted', async () => {
    await publishedEpisode(team.host, { title: 'Eldst' }, { publishAt: '2024-01-05T06:00:00.000Z' });
    await publishedEpisode(team.host, { title: 'Nyest' }, { publishAt: '2024-03-01T06:00:00.000Z' });
    await publishedEpisode(team.host, { title: 'Hemmelig planlagt' }, { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    await publishedEpisode(team.host, { title: 'Hemmelig utkast' }, { publish: false });

    const listener = new Client(server.url);
    const res = await listener.get('/api/podcast');
    expect(res.status).toBe(200);
    expect(res.body.episodes.map((e: { title: string }) => e.title)).toEqual(['Nyest', 'Eldst']);
    expect(JSON.stringify(res.body)).not.toContain('Hemmelig');
    expect(res.body.show.title).toBe('Morgenshowet');
    expect(res.body.show).not.toHaveProperty('owner_email');
    expect(res.body.feed_url).toBe(`${server.url}/podcast/feed.xml`);
    expect(res.body.episodes[0]).toMatchObject({ published_at: '2024-03-01T06:00:00.000Z', audio_type: 'audio/mpeg' });
  });

  it('makes a scheduled episode public by itself once its time has come', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    await publishedEpisode(team.host, { title: 'Straks ute' }, { publishAt: soon });
    const listener = new Client(server.url);
    expect((await listener.get('/api/podcast')).body.episodes).toHaveLength(0);
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(soon) - Date.now()) + 100));
    const after = await listener.get('/api/podcast');
    expect(after.body.episodes.map((e: { title: string }) => e.title)).toEqual(['Straks ute']);
  });

  it('edits fields, validates in Norwegian, refuses extra keys, and deletes with the files', async () => {
    const episode = await publishedEpisode(team.host, { title: 'Redigeres' }, { artwork: true });
    const edited = await team.admin.request('PATCH', `/api/podcast/episodes/${episode.id}`, {
      title: 'Redigert',
      chapters: [{ start_s: 3, title: 'Nyheter' }],
      season: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.episode).toMatchObject({ title: 'Redigert', season: null, chapters: [{ start_s: 3, title: 'Nyheter' }] });

    const blank = await team.host.request('PATCH', `/api/podcast/episodes/${episode.id}`, { title: '   ' });
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Episoden må ha en tittel']);
    const sameSecond = await team.host.request('PATCH', `/api/podcast/episodes/${episode.id}`, {
      chapters: [
        { start_s: 5, title: 'A' },
        { start_s: 5.4, title: 'B' },
      ],
    });
    expect([sameSecond.status, sameSecond.body.error.message]).toEqual([400, 'To kapitler kan ikke starte på samme sekund']);
    const extra = await team.host.request('PATCH', `/api/podcast/episodes/${episode.id}`, { title: 'X', publish_at: null });
    expect(extra.status).toBe(400);
    const badId = await team.host.get('/api/podcast/episodes/ikke-en-id');
    expect([badId.status, badId.body.error.message]).toEqual([400, 'Fant ikke episoden.']);

    const gone = await team.host.request('DELETE', `/api/podcast/episodes/${episode.id}`);
    expect(gone.status).toBe(204);
    expect(existsSync(storedFile(server, episode.audio_url))).toBe(false);
    expect((await team.host.get(`/api/podcast/episodes/${episode.id}`)).status).toBe(404);
    const missing = await team.host.request('DELETE', `/api/podcast/episodes/${episode.id}`);
    expect([missing.status, missing.body.error.message]).toEqual([404, PODCAST_STRINGS.errors.episodeNotFound]);
  });

  it('lets only Programleder and Administrator manage; technicians and listeners are refused', async () => {
    const episode = await publishedEpisode(team.host, { title: 'Tilgang' }, { publish: false });
    const listener = new Client(server.url);
    for (const [client, status] of [
      [team.tech, 403],
      [listener, 401],
    ] as const) {
      expect((await client.get('/api/podcast/episodes')).status).toBe(status);
      expect((await client.post('/api/podcast/episodes', { title: 'Nei' })).status).toBe(status);
      expect((await client.post(`/api/podcast/episodes/${episode.id}/publish`, {})).status).toBe(status);
      expect((await upload(client, `/api/podcast/episodes/${episode.id}/audio`, silentMp3(2), 'audio/mpeg')).status).toBe(status);
      expect((await client.request('PUT', '/api/podcast/show', { title: 'Kapret' })).status).toBe(status);
    }
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM podcast_episodes');
    expect(rows[0]?.n).toBe(1);
    expect((await team.admin.get('/api/podcast/episodes')).body.episodes).toHaveLength(1);
  });

  it('keeps the show metadata, with artwork, and shows it to listeners without the owner e-mail', async () => {
    const before = await team.host.get('/api/podcast/show');
    expect(before.body.show).toMatchObject({ title: 'Morgenshowet', language: 'nb', explicit: false });
    const bad = await team.host.request('PUT', '/api/podcast/show', {
      title: 'Morgenshowet',
      description: '',
      author: 'Radio Nord',
      category: 'Ukjent',
      explicit: false,
      owner_name: 'Radio Nord',
      owner_email: 'ikke-epost',
      website_url: null,
    });
    expect(bad.status).toBe(400);
    const saved = await team.host.request('PUT', '/api/podcast/show', showSettings({ title: 'Morgenshowet på Radio Nord', website_url: 'https://radionord.no/morgen' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const art = await upload(team.host, '/api/podcast/show/artwork', await picture(3000, 3000, 'jpeg'), 'image/jpeg');
    expect(art.status).toBe(200);
    expect(art.body.show.artwork_url).toMatch(/^\/podcast\/files\/show\/[0-9a-f-]{36}\.jpg$/);

    const pub = await new Client(server.url).get('/api/podcast');
    expect(pub.body.show).toEqual({
      title: 'Morgenshowet på Radio Nord',
      description: 'Hverdager 06–10 med Pia og Tor.',
      author: 'Radio Nord',
      category: 'Comedy',
      language: 'nb',
      explicit: false,
      website_url: 'https://radionord.no/morgen',
      artwork_url: art.body.show.artwork_url,
    });
  });

  it('tells another planner on podcast:v1 what changed, after commit, and nothing for a refused write', async () => {
    const socket = await subscribedTo(team.admin, CHANNELS.podcast.name);
    const next = (part: PodcastChange['part']) =>
      nextEvent<ChannelEvent<PodcastChange>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.podcast.name && e.type === PODCAST_EVENTS.changed && e.payload.part === part, 10_000);
    try {
      const showEvent = next('show');
      expect((await team.host.put('/api/podcast/show', showSettings({ title: 'Nytt navn' }))).status).toBe(200);
      expect((await showEvent).payload).toEqual({ part: 'show', episode_id: null });
      // After commit: the colleague reading now sees the new title.
      expect((await team.admin.get('/api/podcast/show')).body.show.title).toBe('Nytt navn');

      const created = next('episode');
      const episode = (await team.host.post('/api/podcast/episodes', { title: 'Direkte' })).body.episode as { id: string };
      expect((await created).payload).toEqual({ part: 'episode', episode_id: episode.id });

      // A refused write (unknown episode) publishes nothing: the next event is the delete.
      const deleted = next('episode');
      expect((await team.host.patch('/api/podcast/episodes/00000000-0000-4000-8000-000000000000', { title: 'x' })).status).toBe(404);
      expect((await team.host.request('DELETE', `/api/podcast/episodes/${episode.id}`)).status).toBe(204);
      expect((await deleted).payload).toEqual({ part: 'episode', episode_id: episode.id });
    } finally {
      socket.disconnect();
    }
  });

  it('counts plays per day without storing anything about the listener', async () => {
    const published = await publishedEpisode(team.host, { title: 'Lyttes til' });
    const draft = await publishedEpisode(team.host, { title: 'Utkast' }, { publish: false });
    const listener = new Client(server.url);
    for (let i = 0; i < 3; i++) expect((await listener.post(`/api/podcast/episodes/${published.id}/plays`, {})).status).toBe(202);
    expect((await listener.post(`/api/podcast/episodes/${draft.id}/plays`, {})).status).toBe(202);
    expect((await listener.post(`/api/podcast/episodes/${published.id}/plays`, { user: 'x' })).status).toBe(400);

    const rows = await server.database.query<Record<string, unknown>>('SELECT * FROM podcast_episode_stats ORDER BY episode_id');
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'downloads', 'episode_id', 'plays']);
    expect(rows[0]).toMatchObject({ episode_id: published.id, plays: 3 });
    const list = await team.host.get('/api/podcast/episodes');
    expect(list.body.episodes.find((e: { id: string }) => e.id === published.id).plays).toBe(3);
  });
});
