import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES } from '@studioportal/shared';
import { jpegWithExif, pixelBombPng, pngBuffer, uploadPicture } from './accounts-helpers';
import { adminAndPending, Client, DB_KINDS, startServer, type TestServer } from './harness';

const INVALID_TYPE = 'Vennligst velg en bildefil (JPG, PNG, etc.)';
const TOO_LARGE = 'Profilbildet kan ikke være større enn 5MB';

/**
 * Reads a stored file like a browser would. `Connection: close`, because a streamed answer on a
 * kept-alive connection can still count as busy when the test's afterEach closes the server, and
 * the server then waits out its keep-alive timeout.
 */
async function fetchStored(server: TestServer, url: string) {
  const res = await fetch(server.url + url, { headers: { connection: 'close' } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function storedPictureUrl(server: TestServer, id: string) {
  const [row] = await server.database.query<{ profile_picture_url: string | null }>('SELECT profile_picture_url FROM profiles WHERE id = $1', [id]);
  return row?.profile_picture_url ?? null;
}

describe.each(DB_KINDS)('profile picture upload (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  let adminId: string;
  beforeEach(async () => {
    server = await startServer(kind);
    ({ admin, adminId } = await adminAndPending(server));
  });
  afterEach(async () => {
    await server.close();
  });

  it('re-encodes a real JPEG to a 512 px square without its EXIF and serves it safely', async () => {
    const original = await jpegWithExif(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadPicture(admin, original, 'ferie.jpg', 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url: string = res.body.profile.profile_picture_url;
    expect(url).toMatch(new RegExp(`^/storage/profile-pictures/${adminId}/profile\\.jpg\\?v=\\d+$`));
    expect(await storedPictureUrl(server, adminId)).toBe(url);
    const served = await fetchStored(server, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('Hemmelig Fotograf'))).toBe(false);
  });

  it('trusts the bytes, not the name: a PNG called .jpg is stored as what it is, and the old file goes', async () => {
    const first = await uploadPicture(admin, await jpegWithExif(), 'a.jpg', 'image/jpeg');
    const oldUrl: string = first.body.profile.profile_picture_url;
    const res = await uploadPicture(admin, await pngBuffer(300, 200), 'not-really.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const url: string = res.body.profile.profile_picture_url;
    expect(url).toMatch(/\/profile\.webp\?v=\d+$/);
    const served = await fetchStored(server, url);
    expect((await sharp(served.bytes).metadata()).format).toBe('webp');
    expect((await fetchStored(server, oldUrl)).status).toBe(404);
  });

  it('refuses an SVG with a script, text renamed .png and a request without a file, and keeps the old picture', async () => {
    const ok = await uploadPicture(admin, await pngBuffer(), 'ok.png', 'image/png');
    const kept: string = ok.body.profile.profile_picture_url;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
    const corpus: [Buffer, string, string][] = [
      [svg, 'avatar.svg', 'image/svg+xml'],
      [svg, 'avatar.png', 'image/png'],
      [Buffer.from('Dette er bare tekst, ikke et bilde.\n'.repeat(20)), 'notat.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'side.gif', 'image/gif'],
      [Buffer.alloc(0), 'tom.png', 'image/png'],
    ];
    for (const [bytes, name, type] of corpus) {
      const res = await uploadPicture(admin, bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(res.body.error).toEqual({ code: 'invalid_file_type', message: INVALID_TYPE });
    }
    const notMultipart = await admin.post('/api/profile/picture', { file: 'data:image/png;base64,AAAA' });
    expect(notMultipart.status).toBe(415);
    expect(await storedPictureUrl(server, adminId)).toBe(kept);
    expect((await fetchStored(server, kept)).status).toBe(200);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413 while streaming', async () => {
    const jpeg = await jpegWithExif(400, 300);
    // A JPEG with a payload appended after its end marker (a polyglot), padded to exactly 5 MB.
    const payload = Buffer.from('<script>alert("polyglot")</script>');
    const exact = Buffer.concat([jpeg, payload, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - jpeg.length - payload.length, 0x20)]);
    expect(exact.length).toBe(PROFILE_PICTURE_MAX_BYTES);
    const accepted = await uploadPicture(admin, exact, 'stor.jpg', 'image/jpeg');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const stored = await fetchStored(server, accepted.body.profile.profile_picture_url);
    expect(stored.bytes.includes(payload)).toBe(false);
    const url = accepted.body.profile.profile_picture_url;

    const over = Buffer.concat([exact, Buffer.from([0x20])]);
    const refused = await uploadPicture(admin, over, 'for-stor.jpg', 'image/jpeg');
    expect(refused.status).toBe(413);
    expect(refused.body.error).toEqual({ code: 'file_too_large', message: TOO_LARGE });
    expect(await storedPictureUrl(server, adminId)).toBe(url);
  });

  it('cuts off an endless chunked upload without a length', async () => {
    const boundary = 'grensegrensegrense';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="uendelig.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        // Gives up at 64 MB so a broken server cannot hang the test run.
        if (sent > 64 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${server.url}/api/profile/picture`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' }).catch((error: Error) => error);
    if (res instanceof Error) {
      // The server may close the connection instead of reading on; either way it stopped early.
      expect(sent).toBeLessThan(64 * 1024 * 1024);
    } else {
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(64 * 1024 * 1024);
    }
    expect(await storedPictureUrl(server, adminId)).toBeNull();
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = await pixelBombPng(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(60_000);
    const res = await uploadPicture(admin, bomb, 'bombe.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('too_many_pixels');
    expect(await storedPictureUrl(server, adminId)).toBeNull();
  });

  it('removes the picture: the file is gone and the profile shows none', async () => {
    const up = await uploadPicture(admin, await pngBuffer(), 'meg.png', 'image/png');
    const url: string = up.body.profile.profile_picture_url;
    const res = await admin.request('DELETE', '/api/profile/picture');
    expect(res.status).toBe(200);
    expect(res.body.profile.profile_picture_url).toBeNull();
    expect((await fetchStored(server, url)).status).toBe(404);
  });

  it('lets only approved, signed-in users upload', async () => {
    const pending = new Client(server.url);
    await pending.signUp('Pia Pending', 'pia@example.no');
    const png = await pngBuffer();
    const denied = await uploadPicture(pending, png, 'x.png', 'image/png');
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('not_approved');
    const anon = await uploadPicture(new Client(server.url), png, 'x.png', 'image/png');
    expect(anon.status).toBe(401);
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles WHERE profile_picture_url IS NOT NULL');
    expect(rows[0]?.n).toBe(0);
  });
});
