import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBuffer, uploadPicture } from './accounts-helpers';
import { sineWav, upload as uploadMedia } from './content-fixtures';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';
import { picture, publishedEpisode, upload } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';

/**
 * Issue 17 (parts 3): who may read which stored file, at every address it could be asked for.
 * - profile pictures: anyone (spec section 3);
 * - the media library: approved, active staff only, also after the uploader is deactivated;
 * - podcast audio and artwork: only at /podcast/files/*, where listeners get the show's artwork
 *   and published episodes; drafts and episodes taken down again are for the podcast's editors.
 *   The generic /storage/podcast/... address serves nothing, to anyone.
 */
const CALLERS = ['anonymous', 'pending', 'rejected', 'deactivated', 'Tekniker', 'Programleder', 'Administrator'] as const;
type Caller = (typeof CALLERS)[number];
type Answer = 200 | 401 | 403 | 404;

const everyone = (answer: Answer): Record<Caller, Answer> => Object.fromEntries(CALLERS.map((c) => [c, answer])) as Record<Caller, Answer>;
const STAFF_ONLY: Record<Caller, Answer> = { anonymous: 401, pending: 403, rejected: 403, deactivated: 401, Tekniker: 200, Programleder: 200, Administrator: 200 };
const EDITORS_ELSE_404: Record<Caller, Answer> = { ...everyone(404), Programleder: 200, Administrator: 200 };

interface FileCase {
  what: string;
  url: string;
  expect: Record<Caller, Answer>;
  /** cache-control of a 200: who may keep a copy. */
  cacheControl?: RegExp;
}

describe.each(DB_KINDS)('who reads stored files: every bucket × caller × publish state (%s)', (kind) => {
  let server: TestServer;
  const clients = {} as Record<Caller, Client>;
  const cases: FileCase[] = [];

  beforeAll(async () => {
    server = await startServer(kind);
    const ok = <T extends { status: number; body: any }>(res: T, what: string): T => {
      if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };
    const signUp = async (name: string, email: string) => {
      const client = new Client(server.url);
      const res = ok(await client.signUp(name, email), `sign-up ${email}`);
      return { client, id: res.body.profile.id as string };
    };
    const admin = await signUp('Ada Admin', 'ada@example.no');
    clients.Administrator = admin.client;
    clients.anonymous = new Client(server.url);
    const people: Partial<Record<Caller, string>> = {};
    for (const role of ['Tekniker', 'Programleder'] as const) {
      const { client, id } = await signUp(`${role} Testesen`, `${role.toLowerCase()}@example.no`);
      ok(await admin.client.post(`/api/admin/users/${id}/approve`, { app_role: role }), `approve ${role}`);
      clients[role] = client;
      people[role] = id;
    }
    clients.pending = (await signUp('Per Pending', 'per@example.no')).client;
    const rejected = await signUp('Rita Rejected', 'rita@example.no');
    ok(await admin.client.post(`/api/admin/users/${rejected.id}/reject`, { reason: 'Ikke ansatt her' }), 'reject');
    clients.rejected = rejected.client;
    // The uploader: approved, uploads to the media library, then leaves the station.
    const uploader = await signUp('Dag Deaktivert', 'dag@example.no');
    ok(await admin.client.post(`/api/admin/users/${uploader.id}/approve`, { app_role: 'Tekniker' }), 'approve uploader');
    clients.deactivated = uploader.client;

    // Profile picture (public).
    const avatar = ok(await uploadPicture(admin.client, await pngBuffer(64, 64), 'meg.png', 'image/png'), 'profile picture');
    cases.push({ what: 'profile picture', url: avatar.body.profile.profile_picture_url, expect: everyone(200), cacheControl: /^public/ });

    // Media library: a colleague's sound and picture, and the sound of the one who is deactivated below.
    const staffAudio = ok(await uploadMedia(clients.Tekniker, sineWav(0.3), 'jingel.wav'), 'media audio');
    const staffImage = ok(await uploadMedia(clients.Tekniker, await picture(40, 30, 'png'), 'logo.png'), 'media image');
    const leaverAudio = ok(await uploadMedia(uploader.client, sineWav(0.3), 'avskjed.wav'), 'media of the leaver');
    ok(await admin.client.post(`/api/admin/users/${uploader.id}/deactivate`, {}), 'deactivate');
    for (const [what, res] of [
      ['media audio', staffAudio],
      ['media image', staffImage],
      ['media audio of a deactivated uploader', leaverAudio],
    ] as const) {
      const url = res.body.media.url as string;
      expect(url, what).toMatch(/^\/storage\/media\//);
      cases.push({ what, url, expect: STAFF_ONLY, cacheControl: /^private, no-cache$/ });
    }

    // Podcast: the show's artwork and an episode in each state, each with audio and artwork.
    const host = clients.Programleder;
    ok(await host.request('PUT', '/api/podcast/show', showSettings()), 'show');
    const show = ok(await upload(host, '/api/podcast/show/artwork', await picture(1400, 1400, 'png'), 'image/png'), 'show artwork');
    const draft = await publishedEpisode(host, { title: 'Utkast' }, { artwork: true, publish: false });
    const published = await publishedEpisode(host, { title: 'Publisert' }, { artwork: true });
    const withdrawn = await publishedEpisode(host, { title: 'Trukket tilbake' }, { artwork: true });
    ok(await host.post(`/api/podcast/episodes/${withdrawn.id}/unpublish`, {}), 'unpublish');
    const podcastFiles: [string, string, Record<Caller, Answer>, RegExp][] = [
      ['show artwork', show.body.show.artwork_url, everyone(200), /^public/],
      ['published audio', published.audio_url, everyone(200), /^public/],
      ['published artwork', published.artwork_url, everyone(200), /^public/],
      ['draft audio', draft.audio_url, EDITORS_ELSE_404, /^private, no-store$/],
      ['draft artwork', draft.artwork_url, EDITORS_ELSE_404, /^private, no-store$/],
      ['unpublished audio', withdrawn.audio_url, EDITORS_ELSE_404, /^private, no-store$/],
      ['unpublished artwork', withdrawn.artwork_url, EDITORS_ELSE_404, /^private, no-store$/],
    ];
    for (const [what, url, expectation, cacheControl] of podcastFiles) {
      expect(url, what).toMatch(/^\/podcast\/files\//);
      cases.push({ what: `podcast ${what}`, url, expect: expectation, cacheControl });
      // The same object under the generic storage address: served to nobody, in any state.
      cases.push({ what: `podcast ${what} via /storage/podcast`, url: url.replace('/podcast/files/', '/storage/podcast/'), expect: everyone(404) });
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers each caller as the bucket and the publish state say, with caching to match', async () => {
    const mismatches: string[] = [];
    for (const file of cases) {
      for (const caller of CALLERS) {
        for (const method of ['GET', 'HEAD']) {
          const res = await fetch(server.url + file.url, { method, headers: clients[caller].cookie ? { cookie: clients[caller].cookie } : {} });
          const body = Buffer.from(await res.arrayBuffer());
          const want = file.expect[caller];
          if (res.status !== want) {
            mismatches.push(`${file.what} × ${caller} (${method}): expected ${want}, got ${res.status}`);
            continue;
          }
          if (want !== 200) continue;
          const cacheControl = res.headers.get('cache-control') ?? '';
          if (file.cacheControl && !file.cacheControl.test(cacheControl)) mismatches.push(`${file.what} × ${caller}: cache-control ${cacheControl}`);
          if (!/^(image|audio)\//.test(res.headers.get('content-type') ?? '')) mismatches.push(`${file.what} × ${caller}: type ${res.headers.get('content-type')}`);
          if (res.headers.get('x-content-type-options') !== 'nosniff') mismatches.push(`${file.what} × ${caller}: no nosniff`);
          if (method === 'GET' && body.length === 0) mismatches.push(`${file.what} × ${caller}: empty body`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps range requests and revalidation working for staff reading the media library', async () => {
    const audio = cases.find((c) => c.what === 'media audio')!;
    const staff = { cookie: clients.Tekniker.cookie };
    const whole = await fetch(server.url + audio.url, { headers: staff });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    const part = await fetch(server.url + audio.url, { headers: { ...staff, range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(part.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    // `no-cache` costs a header comparison: the browser's copy is confirmed, not sent again.
    const lastModified = whole.headers.get('last-modified')!;
    const again = await fetch(server.url + audio.url, { headers: { ...staff, 'if-modified-since': lastModified } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    // ...but only to a caller who may read it: a signed-out browser asking the same gets nothing.
    const signedOut = await fetch(server.url + audio.url, { headers: { 'if-modified-since': lastModified, range: 'bytes=0-9' } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-range')).toBeNull();
    await signedOut.arrayBuffer();
  });
});
