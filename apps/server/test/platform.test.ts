import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DataDirLockedError, lockDataDir, processStartTime } from '../src/db/data-dir-lock';
import { migrate } from '../src/db/migrate';
import { KeyedRateLimiter, TokenBucket } from '../src/realtime/rate-limiter';
import { Client, DB_KINDS, freshDatabase, startServer, type TestServer } from './harness';

describe('data dir lock', () => {
  const lockFile = (dir: string) => path.join(dir, 'studioportal.lock');
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  /** A live process that is not a Studioportal server, as a crashed server's pid may become. */
  function unrelatedProcess(): number {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  }

  /** Another Node process that takes the lock the way a server does, and keeps it until killed. */
  async function lockHolder(dir: string): Promise<ChildProcess> {
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, '../src/db/data-dir-lock.ts'))};
      lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        output += d;
        if (output.includes('locked')) resolve();
      });
      child.stderr!.on('data', (d) => (output += d));
      child.once('exit', (code) => reject(new Error(`lock holder exited (${code}): ${output}`)));
    });
    return child;
  }

  it('refuses a second owner and takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    const release = lockDataDir(dir);
    // The same file, held by another live process (our parent), must refuse.
    writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // A pid that does not exist (a crashed server) is taken over without manual repair.
    writeFileSync(lockFile(dir), '999999');
    const again = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    again();
    release();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while another process holds the lock, and takes it over once that process is killed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    const holder = await lockHolder(dir);
    expect(() => lockDataDir(dir)).toThrow(`er allerede i bruk av en annen Studioportal-prosess (pid ${holder.pid})`);
    const killed = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await killed;
    const release = lockDataDir(dir);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(process.platform !== 'linux')('takes over a lock whose pid now belongs to another, live process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    // A lock as an older version wrote it (the pid alone), naming a live program that is not Node.
    writeFileSync(lockFile(dir), String(unrelatedProcess()));
    const release = lockDataDir(dir);
    const written = readFileSync(lockFile(dir), 'utf8');
    expect(written).toMatch(new RegExp(`^${process.pid}\\nstart=\\d+\\nboot=[\\w-]+\\ntoken=[0-9a-f]{32}\\n$`));
    release();
    // A lock naming a live Node process (our parent), which is not the one that started at the
    // recorded time: the holder died and its pid was given again.
    const naming = (pid: number, start: string | null) => written.replace(/^\d+/, String(pid)).replace(/start=\d+/, `start=${start}`);
    writeFileSync(lockFile(dir), naming(process.ppid, '1'));
    lockDataDir(dir)();
    // The same pid with its own start time is the holder: refused.
    writeFileSync(lockFile(dir), naming(process.ppid, processStartTime(process.ppid)));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    rmSync(dir, { recursive: true, force: true });
  });

  it('releases only its own lock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    const release = lockDataDir(dir);
    // Someone else's lock now (taken over after a wrong verdict, or written by hand): left alone.
    writeFileSync(lockFile(dir), String(process.ppid));
    release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
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
  /** The media library is for signed-in staff: the first account (the administrator) reads it. */
  let staff: Client;
  beforeAll(async () => {
    server = await startServer();
    await server.ctx.storage.put('media', 'u1/lyd.mp3', Buffer.from('0123456789'));
    staff = new Client(server.url);
    await staff.signUp('Ada Admin', 'ada@example.no');
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves files with their type, nosniff and byte ranges', async () => {
    const get = (headers: Record<string, string> = {}) => fetch(`${server.url}/storage/media/u1/lyd.mp3`, { headers: { cookie: staff.cookie, ...headers } });
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await whole.text()).toBe('0123456789');
    const part = await get({ range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    const tail = await get({ range: 'bytes=-3' });
    expect(await tail.text()).toBe('789');
    const beyond = await get({ range: 'bytes=50-60' });
    expect(beyond.status).toBe(416);
  });

  it('never leaves its bucket and hides unknown buckets', async () => {
    const c = staff;
    expect((await c.get('/storage/media/..%2F..%2Fstudioportal.lock')).status).toBe(404);
    expect((await c.get('/storage/media/u1/../../x')).status).toBe(404);
    expect((await c.get('/storage/hemmelig/u1/lyd.mp3')).status).toBe(404);
    await expect(server.ctx.storage.stat('media', '../utenfor')).rejects.toThrow();
  });
});
