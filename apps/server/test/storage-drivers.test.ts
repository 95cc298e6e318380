import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { copyStorage } from '../src/storage/copy-storage';
import { createStorage } from '../src/storage/create-storage';
import { StorageKeyError, StorageNotFoundError, type StorageDriver } from '../src/storage/storage-driver';
import { contentTeam, eventually, sineWav, upload } from './content-fixtures';
import { startServer, type TestServer } from './harness';
import { startLocalS3, type LocalS3 } from './s3-server';

/**
 * One contract for every storage driver: the local disk and S3 (against s3rver, an independent
 * S3-compatible server on loopback) must store, read, range, list and delete the same way, and
 * the files they hold must be served identically over HTTP.
 */

const DRIVERS = ['disk', 's3'] as const;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(DRIVERS)('storage driver contract (%s)', (kind) => {
  let s3: LocalS3 | null = null;
  let dataDir: string;
  let storage: StorageDriver;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = kind === 's3' ? await startLocalS3() : null;
    env = s3?.env ?? { STORAGE_DRIVER: 'disk' };
    dataDir = mkdtempSync(path.join(tmpdir(), `sp-storage-${kind}-`));
    const config = loadConfig({ DATA_DIR: dataDir, ...env });
    expect(config.storage.driver).toBe(kind);
    storage = createStorage(config.storage, config.dataDir);
    await storage.check();
  });
  afterAll(async () => {
    await storage.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores bytes and reads them back whole, with their size and time', async () => {
    const before = Date.now();
    await storage.put('media', 'k1/lyd.mp3', Buffer.from('0123456789'));
    const info = await storage.stat('media', 'k1/lyd.mp3');
    expect(info?.size).toBe(10);
    // S3 keeps whole seconds.
    expect(info!.mtime.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect((await bytesOf(await storage.read('media', 'k1/lyd.mp3'))).toString()).toBe('0123456789');
  });

  it('reads byte ranges: the middle, the first byte and the last one', async () => {
    await storage.put('podcast', 'episodes/e1/a.mp3', Buffer.from('abcdefghij'));
    expect((await bytesOf(await storage.read('podcast', 'episodes/e1/a.mp3', { start: 2, end: 5 }))).toString()).toBe('cdef');
    expect((await bytesOf(await storage.read('podcast', 'episodes/e1/a.mp3', { start: 0, end: 0 }))).toString()).toBe('a');
    expect((await bytesOf(await storage.read('podcast', 'episodes/e1/a.mp3', { start: 9, end: 9 }))).toString()).toBe('j');
  });

  it('overwrites: the new bytes and size replace the old', async () => {
    await storage.put('profile-pictures', 'u1/profile.jpg', Buffer.from('gammelt bilde, langt'));
    await storage.put('profile-pictures', 'u1/profile.jpg', Buffer.from('nytt'));
    expect((await storage.stat('profile-pictures', 'u1/profile.jpg'))?.size).toBe(4);
    expect((await bytesOf(await storage.read('profile-pictures', 'u1/profile.jpg'))).toString()).toBe('nytt');
  });

  it('answers a missing key with null from stat and StorageNotFoundError from read', async () => {
    expect(await storage.stat('media', 'finnes/ikke.mp3')).toBeNull();
    await expect(storage.read('media', 'finnes/ikke.mp3')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.read('media', 'finnes/ikke.mp3', { start: 0, end: 1 })).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.withLocalFile('media', 'finnes/ikke.mp3', async () => 'aldri')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('deletes one object, and deleting a missing one is no error', async () => {
    await storage.put('media', 'k2/bort.wav', Buffer.from('x'));
    await storage.remove('media', 'k2/bort.wav');
    expect(await storage.stat('media', 'k2/bort.wav')).toBeNull();
    await expect(storage.remove('media', 'k2/bort.wav')).resolves.toBeUndefined();
  });

  it('removes a folder by prefix and nothing that merely starts with the same letters', async () => {
    await storage.put('media', 'abc/original.mp3', Buffer.from('1'));
    await storage.put('media', 'abc/under/mappe.png', Buffer.from('2'));
    await storage.put('media', 'abcd/original.mp3', Buffer.from('3'));
    await storage.removePrefix('media', 'abc');
    expect(await storage.stat('media', 'abc/original.mp3')).toBeNull();
    expect(await storage.stat('media', 'abc/under/mappe.png')).toBeNull();
    expect((await storage.stat('media', 'abcd/original.mp3'))?.size).toBe(1);
  });

  it('lists the objects under a prefix with their sizes', async () => {
    await storage.put('podcast', 'liste/a.mp3', Buffer.from('aa'));
    await storage.put('podcast', 'liste/b/c.jpg', Buffer.from('ccc'));
    const listed = [];
    for await (const object of storage.list('podcast', 'liste/')) listed.push({ key: object.key, size: object.size });
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'liste/a.mp3', size: 2 },
      { key: 'liste/b/c.jpg', size: 3 },
    ]);
  });

  it('takes a large file (6 MB) from a temporary file, byte for byte, and the temporary file is gone', async () => {
    const data = randomBytes(6 * 1024 * 1024);
    const tmp = await storage.tempPath('.part');
    await writeFile(tmp, data);
    await storage.putFile('media', 'stor/original.wav', tmp);
    expect(existsSync(tmp)).toBe(false);
    expect((await storage.stat('media', 'stor/original.wav'))?.size).toBe(data.length);
    expect(sha(await bytesOf(await storage.read('media', 'stor/original.wav')))).toBe(sha(data));
    const tail = await bytesOf(await storage.read('media', 'stor/original.wav', { start: data.length - 1000, end: data.length - 1 }));
    expect(tail.equals(data.subarray(data.length - 1000))).toBe(true);
    // Decoders get the same bytes as a local file; with S3 the download is cleaned up afterwards.
    let localPath = '';
    const localSha = await storage.withLocalFile('media', 'stor/original.wav', async (file) => {
      localPath = file;
      expect(path.extname(file)).toBe('.wav');
      return sha(await readFile(file));
    });
    expect(localSha).toBe(sha(data));
    expect(existsSync(localPath)).toBe(kind === 'disk');
  });

  it('keeps Norwegian (unicode) key names and refuses keys that could climb out or alias', async () => {
    const key = 'æøå/Blåbærsyltetøy – ikke lov med mellomrom.mp3';
    await expect(storage.put('media', key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    const norsk = 'æøå/Blåbærsyltetøy_ÆØÅ-ü.mp3';
    await storage.put('media', norsk, Buffer.from('blåbær'));
    expect((await storage.stat('media', norsk))?.size).toBe(Buffer.byteLength('blåbær'));
    expect((await bytesOf(await storage.read('media', norsk))).toString()).toBe('blåbær');
    const listed = [];
    for await (const object of storage.list('media', 'æøå/')) listed.push(object.key);
    expect(listed).toEqual([norsk]);
    // The same name in decomposed form (å as a + ring) would be a second object: refused.
    await expect(storage.put('media', norsk.normalize('NFD'), Buffer.from('y'))).rejects.toBeInstanceOf(StorageKeyError);
    for (const bad of ['../utenfor', 'a/../../b', 'a//b', '/rot', 'a/./b', '']) {
      await expect(storage.stat('media', bad), bad).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.put('media', bad, Buffer.from('x')), bad).rejects.toBeInstanceOf(StorageKeyError);
    }
  });

  describe('served over HTTP', () => {
    let server: TestServer;
    /** The media library is for signed-in staff: its administrator reads the files. */
    let team: Awaited<ReturnType<typeof contentTeam>>;
    beforeAll(async () => {
      server = await startServer('pglite', env);
      expect(server.ctx.storage.kind).toBe(kind);
      await server.ctx.storage.put('media', 'u1/lyd.mp3', Buffer.from('0123456789'));
      await server.ctx.storage.put('media', 'æøå/lyd.mp3', Buffer.from('blåbær'));
      team = await contentTeam(server, []);
    });
    afterAll(async () => {
      await server.close();
    });

    it('with the same status, headers, bytes and ranges', async () => {
      const url = `${server.url}${server.ctx.storage.publicUrl('media', 'u1/lyd.mp3')}`;
      const fetch = (target: string, init: { headers?: Record<string, string> } = {}) =>
        globalThis.fetch(target, { headers: { cookie: team.admin.client.cookie, ...init.headers } });
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(Object.fromEntries(['content-type', 'content-length', 'accept-ranges', 'cache-control', 'x-content-type-options'].map((h) => [h, whole.headers.get(h)]))).toEqual({
        'content-type': 'audio/mpeg',
        'content-length': '10',
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-cache',
        'x-content-type-options': 'nosniff',
      });
      expect(new Date(whole.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 120_000);
      expect(await whole.text()).toBe('0123456789');

      const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
      expect(part.headers.get('content-length')).toBe('4');
      expect(await part.text()).toBe('2345');
      expect(await (await fetch(url, { headers: { range: 'bytes=-3' } })).text()).toBe('789');
      expect(await (await fetch(url, { headers: { range: 'bytes=7-' } })).text()).toBe('789');
      // What Safari asks first for audio.
      expect(await (await fetch(url, { headers: { range: 'bytes=0-0' } })).text()).toBe('0');
      expect(await (await fetch(url, { headers: { range: 'bytes=0-1' } })).text()).toBe('01');
      const beyond = await fetch(url, { headers: { range: 'bytes=50-60' } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe('bytes */10');

      const unicode = await fetch(`${server.url}${server.ctx.storage.publicUrl('media', 'æøå/lyd.mp3')}`);
      expect(unicode.status).toBe(200);
      expect(await unicode.text()).toBe('blåbær');

      expect((await fetch(`${server.url}/storage/media/u1/borte.mp3`)).status).toBe(404);
      expect((await fetch(`${server.url}/storage/media/..%2F..%2Fhemmelig`)).status).toBe(404);
    });

    it('a refused upload leaves nothing behind: no object, no temporary file', async () => {
      const { admin } = team;
      const objects = async () => {
        const keys = [];
        for await (const object of server.ctx.storage.list('media')) keys.push(object.key);
        return keys.sort();
      };
      const before = await objects();
      expect(before).toContain('u1/lyd.mp3');
      const refused = await upload(admin.client, Buffer.from('Dette er bare tekst, ikke lyd i det hele tatt.'), 'sang.mp3');
      expect(refused.status).toBe(415);
      expect(await objects()).toEqual(before);
      const staging = path.join(server.ctx.config.dataDir, ...(kind === 'disk' ? ['storage', '.staging'] : ['tmp', 'storage']));
      expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
    });
  });
});

describe('S3 storage through the real server', () => {
  let s3: LocalS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startServer('pglite', s3.env);
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('an uploaded sound lands in the bucket, is processed from there and is served with ranges', async () => {
    const { admin } = await contentTeam(server, []);
    const wav = sineWav(1.2);
    const res = await upload(admin.client, wav, 'morgen.wav');
    expect(res.status).toBe(201);
    const id = res.body.media.id as string;

    // Independent of our driver: the object is in the S3 bucket under the media prefix.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `media/${id}/original.wav` }));
    client.destroy();
    expect(head.ContentLength).toBe(wav.length);
    expect(head.ContentType).toBe('audio/wav');
    // Nothing of it on the server's own disk apart from the (empty) temporary area.
    const onDisk = existsSync(path.join(server.ctx.config.dataDir, 'storage')) ? readdirSync(path.join(server.ctx.config.dataDir, 'storage')) : [];
    expect(onDisk).toEqual([]);

    // The processing job downloads it to a temporary file to decode it.
    const done = await eventually(() => admin.client.get(`/api/media/${id}`), (r) => r.body.media.processing.status === 'done');
    expect(done.body.media.duration_ms).toBeGreaterThan(1100);
    expect(done.body.media.duration_ms).toBeLessThan(1300);
    expect(readdirSync(path.join(server.ctx.config.dataDir, 'tmp', 'storage'))).toEqual([]);

    const url = server.url + done.body.media.url;
    const part = await fetch(url, { headers: { range: 'bytes=100-1123', cookie: admin.client.cookie } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/wav');
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(100, 1124))).toBe(true);

    // Deleting the item deletes its objects in the bucket.
    expect((await admin.client.request('DELETE', `/api/media/${id}`)).status).toBe(204);
    expect((await fetch(url, { headers: { cookie: admin.client.cookie } })).status).toBe(404);
  });
});

describe('moving files from disk to S3 (npm run storage:copy)', () => {
  it('copies every bucket byte for byte, and a second run skips what is there', async () => {
    const s3 = await startLocalS3();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-storage-copy-'));
    const disk = createStorage({ driver: 'disk' }, dataDir);
    const target = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }).storage, dataDir);
    try {
      const audio = randomBytes(300_000);
      await disk.put('media', 'm1/original.mp3', audio);
      await disk.put('profile-pictures', 'u1/profile.jpg', Buffer.from('jpeg'));
      await disk.put('podcast', 'episodes/e1/æøå.mp3', Buffer.from('pod'));
      const first = await copyStorage(disk, target);
      expect(first).toEqual({ copied: 3, skipped: 0, bytes: audio.length + 4 + 3 });
      expect(sha(await bytesOf(await target.read('media', 'm1/original.mp3')))).toBe(sha(audio));
      expect((await bytesOf(await target.read('podcast', 'episodes/e1/æøå.mp3'))).toString()).toBe('pod');
      // The source is left as it was.
      expect((await disk.stat('media', 'm1/original.mp3'))?.size).toBe(audio.length);
      expect(await copyStorage(disk, target)).toEqual({ copied: 0, skipped: 3, bytes: 0 });
    } finally {
      await target.close();
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('storage configuration', () => {
  it('defaults to disk and refuses an incomplete S3 set-up with a Norwegian message', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk' });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow('S3_BUCKET må settes når STORAGE_DRIVER=s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'nøkkel' })).toThrow(
      'S3_ACCESS_KEY_ID og S3_SECRET_ACCESS_KEY må settes sammen',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER må være disk eller s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'ikke en url' })).toThrow('S3_ENDPOINT må være en URL');
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: true,
    });
  });
});
