import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, MEDIA_EVENTS, MEDIA_STRINGS, SOCKET_EVENTS, WAVEFORM_PEAKS } from '@studioportal/shared';
import { contentTeam, eventually, sineMp3, sineWav, upload } from './content-fixtures';
import { Client, connected, DB_KINDS, emitAck, startServer, type TestServer } from './harness';

describe.each(DB_KINDS)('media library (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind, { MEDIA_MAX_BYTES: String(512 * 1024) });
  });
  afterEach(async () => {
    await server.close();
  });

  const mediaFiles = () => {
    const dir = path.join(server.ctx.config.dataDir, 'storage', 'media');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
  };

  it('stores an MP3, then a background job finds its duration and waveform, reported live', async () => {
    const { admin } = await contentTeam(server, []);
    const socket = await connected(admin.client.socket());
    const events: { type: string; payload: any }[] = [];
    socket.on(SOCKET_EVENTS.event, (e) => events.push(e));
    expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.media.name })).ok).toBe(true);

    const res = await upload(admin.client, sineMp3(2), 'Morgenjingel æøå.mp3');
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({ title: 'Morgenjingel æøå', kind: 'audio', format: 'mp3', mime_type: 'audio/mpeg' });
    expect(['queued', 'running', 'done']).toContain(res.body.media.processing.status);

    const id = res.body.media.id as string;
    const done = await eventually(
      () => admin.client.get(`/api/media/${id}`),
      (r) => r.body.media.processing.status === 'done',
    );
    expect(done.body.media.duration_ms).toBeGreaterThan(1900);
    expect(done.body.media.duration_ms).toBeLessThan(2200);
    expect(done.body.media.waveform).toHaveLength(WAVEFORM_PEAKS);
    // The test tone gets louder: the end of the waveform is higher than its start.
    const wave = done.body.media.waveform as number[];
    expect(Math.max(...wave.slice(-50))).toBeGreaterThan(Math.max(...wave.slice(0, 50)));

    await eventually(async () => events, (list) => list.some((e) => e.type === MEDIA_EVENTS.processing && e.payload.processing.status === 'done'));
    expect(events.some((e) => e.type === MEDIA_EVENTS.saved && e.payload.media.id === id)).toBe(true);
    socket.disconnect();
  });

  it('serves the stored file with HTTP range requests', async () => {
    const { admin } = await contentTeam(server, []);
    const wav = sineWav(1);
    const res = await upload(admin.client, wav, 'tone.wav');
    expect(res.status).toBe(201);
    const url = server.url + res.body.media.url;
    // The library is staff material: the signed-in colleague's browser sends its session cookie.
    const fetch = (target: string, init: { headers?: Record<string, string> } = {}) =>
      globalThis.fetch(target, { headers: { cookie: admin.client.cookie, ...init.headers } });
    expect((await globalThis.fetch(url)).status).toBe(401);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(100, 200))).toBe(true);

    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 10))).toBe(true);
    expect((await fetch(url, { headers: { range: `bytes=${wav.length + 5}-` } })).status).toBe(416);
  });

  it('checks the real type: a renamed text file, an SVG and a fake header are refused and nothing is stored', async () => {
    const { admin } = await contentTeam(server, []);
    const text = await upload(admin.client, Buffer.from('Dette er bare tekst, ikke lyd i det hele tatt.'), 'sang.mp3');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(MEDIA_STRINGS.unsupported);
    const svg = await upload(admin.client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png');
    expect(svg.status).toBe(415);
    const riffAvi = await upload(admin.client, Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST'), Buffer.alloc(100)]), 'film.wav');
    expect(riffAvi.status).toBe(415);
    // A PNG named .mp3 is accepted as what it really is.
    const png = await import('sharp').then((m) => m.default({ create: { width: 4, height: 3, channels: 3, background: '#ff0000' } }).png().toBuffer());
    const asPng = await upload(admin.client, png, 'ikke-lyd.mp3');
    expect(asPng.status).toBe(201);
    expect(asPng.body.media).toMatchObject({ kind: 'image', format: 'png', mime_type: 'image/png' });
    const done = await eventually(() => admin.client.get(`/api/media/${asPng.body.media.id}`), (r) => r.body.media.processing.status === 'done');
    expect(done.body.media).toMatchObject({ width: 4, height: 3 });

    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media_library');
    expect(rows[0]?.n).toBe(1);
    expect(mediaFiles().filter((f) => f.endsWith('.part') || f.includes('original.')).length).toBe(1);
  });

  it('says a picture it cannot read is a picture, not a sound file', async () => {
    const { admin } = await contentTeam(server, []);
    // A PNG signature (so the upload takes it as a picture) followed by bytes no decoder reads.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 0x41)]);
    const res = await upload(admin.client, broken, 'omslag.png');
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({ kind: 'image', format: 'png' });
    const failed = await eventually(
      () => admin.client.get(`/api/media/${res.body.media.id}`),
      (r) => r.body.media.processing.error !== null,
    );
    expect(failed.body.media.processing.error).toBe(MEDIA_STRINGS.processingFailed.image);
    expect(failed.body.media.processing.error).toBe('Kunne ikke lese bildet. Det kan være skadet.');
    expect(MEDIA_STRINGS.processingFailed.audio).toContain('lydfilen');
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413 and a clear Norwegian message', async () => {
    const { admin } = await contentTeam(server, []);
    const big = Buffer.concat([sineWav(0.1), Buffer.alloc(600 * 1024)]);
    const res = await upload(admin.client, big, 'for-stor.wav');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Filen er for stor. Største tillatte størrelse er 0,5 MB.');
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media_library');
    expect(rows[0]?.n).toBe(0);
    expect(mediaFiles().filter((f) => f.includes('original.') || f.endsWith('.part'))).toEqual([]);
    // The limit is announced to the browser too.
    expect((await admin.client.get('/api/media')).body.max_bytes).toBe(512 * 1024);
  });

  it('sets cue markers on audio and refuses markers past the end', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker']);
    const res = await upload(admin.client, sineWav(1.5), 'intro.wav');
    const id = res.body.media.id as string;
    await eventually(() => admin.client.get(`/api/media/${id}`), (r) => r.body.media.processing.status === 'done');
    const tech = others[0]!.client;
    const marker = await tech.post(`/api/media/${id}/markers`, { kind: 'cue_in', position_ms: 250 });
    expect(marker.status).toBe(201);
    expect(marker.body.media.markers).toMatchObject([{ kind: 'cue_in', position_ms: 250, label: '' }]);
    const label = await tech.post(`/api/media/${id}/markers`, { kind: 'label', label: 'Før refrenget', position_ms: 1000 });
    expect(label.body.media.markers.map((m: any) => m.label)).toEqual(['', 'Før refrenget']);
    const past = await tech.post(`/api/media/${id}/markers`, { kind: 'outro', position_ms: 60_000 });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('Markøren ligger etter slutten av lydfilen.');
    const bad = await tech.post(`/api/media/${id}/markers`, { kind: 'outro', position_ms: 10, colour: 'red' });
    expect(bad.status).toBe(400);
    const markerId = marker.body.media.markers[0].id;
    const moved = await tech.request('PATCH', `/api/media/${id}/markers/${markerId}`, { position_ms: 300 });
    expect(moved.body.media.markers[0].position_ms).toBe(300);
    const removed = await tech.request('DELETE', `/api/media/${id}/markers/${markerId}`);
    expect(removed.body.media.markers).toHaveLength(1);
    // Someone else's marker on someone else's file stays; the file's owner may remove it.
    const adminMarker = await admin.client.post(`/api/media/${id}/markers`, { kind: 'intro', position_ms: 500 });
    const adminMarkerId = adminMarker.body.media.markers.find((m: any) => m.kind === 'intro').id;
    const refused = await tech.request('DELETE', `/api/media/${id}/markers/${adminMarkerId}`);
    expect(refused.status).toBe(403);
    const labelId = label.body.media.markers.find((m: any) => m.kind === 'label').id;
    expect((await admin.client.request('DELETE', `/api/media/${id}/markers/${labelId}`)).status).toBe(200);
    const stored = await server.database.query<{ kind: string }>('SELECT kind FROM media_markers WHERE media_id = $1', [id]);
    expect(stored.map((r) => r.kind)).toEqual(['intro']);
  });

  it('lets owners delete their own files and only Programleder/Administrator delete others', async () => {
    const { admin, others } = await contentTeam(server, ['Tekniker', 'Programleder']);
    const [tech, host] = [others[0]!.client, others[1]!.client];
    const mine = await upload(tech, sineWav(0.5), 'tekniker.wav');
    const adminFile = await upload(admin.client, sineWav(0.5), 'admin.wav');
    const denied = await tech.request('DELETE', `/api/media/${adminFile.body.media.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Du kan bare slette dine egne elementer.');
    expect((await tech.request('DELETE', `/api/media/${mine.body.media.id}`)).status).toBe(204);
    expect((await host.request('DELETE', `/api/media/${adminFile.body.media.id}`)).status).toBe(204);
    expect((await admin.client.get('/api/media')).body.media).toEqual([]);
    expect(mediaFiles().filter((f) => f.includes('original.'))).toEqual([]);
    const anonymous = new Client(server.url);
    expect((await upload(anonymous, sineWav(0.2), 'x.wav')).status).toBe(401);
    expect((await anonymous.get('/api/media')).status).toBe(401);
  });
});
