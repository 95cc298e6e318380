import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { migrate } from '../src/db/migrate';
import { KeyedRateLimiter, TokenBucket } from '../src/realtime/rate-limiter';
import { Client, DB_KINDS, freshDatabase, startServer, type TestServer } from './harness';

describe('data dir lock', () => {
  it('refuses a second owner and takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    const release = lockDataDir(dir);
    // The same file, held by another live process (our parent), must refuse.
    writeFileSync(path.join(dir, 'studioportal.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // A pid that does not exist (a crashed server) is taken over without manual repair.
    writeFileSync(path.join(dir, 'studioportal.lock'), '999999');
    const again = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'studioportal.lock'), 'utf8')).toBe(String(process.pid));
    again();
    release();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('config', () => {
  it('has zero-set-up defaults and refuses bad values with a clear message', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, showName: 'Morgenshowet', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(() => loadConfig({ PORT: 'åtti' })).toThrow(/Ugyldig konfigurasjon[\s\S]*PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'ikke en url' })).toThrow(/DATABASE_URL/);
  });
});

describe('rate limiter', () => {
  it('allows a burst, then refills at the configured rate', () => {
    let now = 0;
    const bucket = new TokenBucket(20, 20, () => now);
    const first = Array.from({ length: 25 }, () => bucket.tryTake()).filter(Boolean).length;
    expect(first).toBe(20);
    now += 500;
    expect(Array.from({ length: 25 }, () => bucket.tryTake()).filter(Boolean).length).toBe(10);
    const keyed = new KeyedRateLimiter(1, 2, () => now);
    expect([keyed.tryTake('a'), keyed.tryTake('a'), keyed.tryTake('a'), keyed.tryTake('b')]).toEqual([true, true, false, true]);
  });
});

describe.each(DB_KINDS)('migrations (%s)', (kind) => {
  it('are idempotent and safe when several runners start at once', async () => {
    const { database, drop } = await freshDatabase(kind);
    const again = await Promise.all([migrate(database), migrate(database)]);
    expect(again.flat()).toEqual([]);
    const rows = await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows[0]?.name).toBe('0001_platform.sql');
    await drop();
  });
});

describe('storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await server.ctx.storage.put('media', 'u1/lyd.mp3', Buffer.from('0123456789'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves files with their type, nosniff and byte ranges', async () => {
    const whole = await fetch(`${server.url}/storage/media/u1/lyd.mp3`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await whole.text()).toBe('0123456789');
    const part = await fetch(`${server.url}/storage/media/u1/lyd.mp3`, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    const tail = await fetch(`${server.url}/storage/media/u1/lyd.mp3`, { headers: { range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const beyond = await fetch(`${server.url}/storage/media/u1/lyd.mp3`, { headers: { range: 'bytes=50-60' } });
    expect(beyond.status).toBe(416);
  });

  it('never leaves its bucket and hides unknown buckets', async () => {
    const c = new Client(server.url);
    expect((await c.get('/storage/media/..%2F..%2Fstudioportal.lock')).status).toBe(404);
    expect((await c.get('/storage/media/u1/../../x')).status).toBe(404);
    expect((await c.get('/storage/hemmelig/u1/lyd.mp3')).status).toBe(404);
    await expect(server.ctx.storage.stat('media', '../utenfor')).rejects.toThrow();
  });
});
