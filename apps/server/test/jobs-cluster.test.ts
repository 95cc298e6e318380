import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOCK_EVENTS, MEDIA_EVENTS } from '@studioportal/shared';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { insertTemplate } from '../src/features/clocks/clock-templates.repository';
import { PREPARE_DAY_QUEUE } from '../src/features/clocks/prepare-day.job';
import { MEDIA_PROCESSING_QUEUE } from '../src/features/media/media.service';
import { JobQueue } from '../src/jobs/job-queue';
import { eventually, sineMp3, upload } from './content-fixtures';
import { emptyPostgresDatabase } from '../../../test-support/empty-postgres';
import { Client } from './harness';
import { startLocalS3, type LocalS3 } from './s3-server';

/**
 * Background jobs with several real server processes on one PostgreSQL: each process is the real
 * `main.ts` in a child process with its own data dir (as on another machine), sharing files
 * through S3 (s3rver on loopback) and work through the database queue.
 */

const BASE_URL = process.env.TEST_DATABASE_URL;
if (!BASE_URL) {
  console.info('[test] jobs-cluster: TEST_DATABASE_URL er ikke satt — testene med to serverprosesser på PostgreSQL hoppes over.');
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Short, so a dead process's job is taken over within seconds (the default is a minute). */
const LEASE_MS = 2000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  logs(): string;
  stop(): Promise<void>;
}

async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-cluster-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    pid: child.pid!,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 8000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** About four minutes of MP3: long enough to decode that a process can be killed in the middle. */
function longMp3(): Buffer {
  // MP3 frames stand alone, so copies of a short encoded piece make a long, valid file cheaply.
  const piece = sineMp3(6);
  return Buffer.concat(Array.from({ length: 40 }, () => piece));
}

describe.skipIf(!BASE_URL)('background jobs across server processes (PostgreSQL)', () => {
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let database: Database;
  const processes: ServerProcess[] = [];
  let s3: LocalS3 | null = null;

  beforeEach(async () => {
    ({ url: databaseUrl, drop: dropDatabase } = await emptyPostgresDatabase(BASE_URL!, 'sp_cluster'));
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
    await s3?.close();
    s3 = null;
    await database.close();
    await dropDatabase();
  });

  const start = async (count: number, env: Record<string, string> = {}) => {
    const started = await Promise.all(Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: databaseUrl, JOB_LEASE_MS: String(LEASE_MS), ...env })));
    processes.push(...started);
    return started;
  };

  it('a media job whose process is killed with SIGKILL mid-run is completed once by the other process', async () => {
    s3 = await startLocalS3();
    const [a, b] = await start(2, s3.env);
    const admin = new Client(a!.url);
    expect((await admin.signUp('Åse Administrator', 'ase@example.no')).status).toBe(201);

    const res = await upload(admin, longMp3(), 'lang-sending.mp3');
    expect(res.status).toBe(201);
    const mediaId = res.body.media.id as string;

    // Mid-run: claimed by one process and past its first progress report.
    const claimed = await eventually(
      () =>
        database.query<{ locked_by: string; status: string; progress: number }>(
          `SELECT j.locked_by, j.status, p.progress FROM jobs j JOIN media_processing_jobs p ON p.job_id = j.id WHERE p.media_id = $1`,
          [mediaId],
        ),
      (rows) => rows[0]?.status === 'running' && rows[0].progress > 0,
      60_000,
    );
    const owner = claimed[0]!.locked_by;
    const victim = [a!, b!].find((p) => owner.includes(`:${p.pid}:`))!;
    const survivor = victim === a ? b! : a!;
    expect(victim, `no process holds the job (${owner})`).toBeDefined();
    const died = new Promise((r) => victim.child.once('exit', r));
    victim.child.kill('SIGKILL');
    await died;
    expect((await database.query<{ status: string }>(`SELECT status FROM jobs WHERE queue = $1`, [MEDIA_PROCESSING_QUEUE]))[0]?.status).toBe('running');

    // The survivor takes it over once the dead process's lease has run out, and finishes it.
    const finished = await eventually(
      () => database.query<{ status: string; attempts: number; locked_by: string }>(`SELECT status, attempts, locked_by FROM jobs WHERE queue = $1`, [MEDIA_PROCESSING_QUEUE]),
      (rows) => rows[0]?.status === 'done' || rows[0]?.status === 'failed',
      90_000,
    );
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(finished[0]!.locked_by).toContain(`:${survivor.pid}:`);

    // Completed exactly once: one 'done' in the media channel's log, and the result in the library.
    const doneEvents = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM realtime_events WHERE type = $1 AND payload->>'media_id' = $2 AND payload->'processing'->>'status' = 'done'`,
      [MEDIA_EVENTS.processing, mediaId],
    );
    expect(doneEvents[0]?.n).toBe(1);
    const item = await new Client(survivor.url).request('GET', `/api/media/${mediaId}`, undefined, { cookie: admin.cookie });
    expect(item.body.media.processing).toMatchObject({ status: 'done', attempts: 2 });
    // 40 pieces of 6 s, each with the encoder's padding at its end.
    expect(item.body.media.duration_ms).toBeGreaterThan(240_000);
    expect(item.body.media.duration_ms).toBeLessThan(243_000);
  }, 240_000);

  it("today's clocks are made once when two processes start and tick at the same moment", async () => {
    // Arrange before the processes exist: an active template at 06 and 07 on every weekday, so
    // whatever day the test runs on, its first tick has clocks to make.
    await migrate(database);
    for (let weekday = 0; weekday < 7; weekday++) {
      for (const hour of [6, 7]) {
        await insertTemplate(database.db, { name: `Morgen ${hour}`, weekday, start_hour: hour, color: '#f97316', is_active: true, notes: '' }, null);
      }
    }
    await start(2);

    const jobs = await eventually(
      () => database.query<{ dedupe_key: string; status: string; attempts: number }>(`SELECT dedupe_key, status, attempts FROM jobs WHERE queue = $1`, [PREPARE_DAY_QUEUE]),
      (rows) => rows.length > 0 && rows.every((r) => r.status === 'done'),
      30_000,
    );
    // One job for the day (two near midnight in Oslo would be two days), each run once.
    expect(jobs.length).toBe(new Set(jobs.map((j) => j.dedupe_key)).size);
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    for (const job of jobs) {
      const date = job.dedupe_key.slice(PREPARE_DAY_QUEUE.length + 1);
      const clocks = await database.query<{ hour: number }>(`SELECT hour FROM active_clocks WHERE broadcast_date = $1 ORDER BY hour`, [date]);
      expect(clocks.map((c) => c.hour)).toEqual([6, 7]);
      const created = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM realtime_events WHERE type = $1 AND payload->>'date' = $2`, [
        CLOCK_EVENTS.activeClocksCreated,
        date,
      ]);
      expect(created[0]?.n).toBe(1);
    }
  }, 180_000);

  it('a scheduled job asked for by two processes at the very same instant is queued and run once', async () => {
    await migrate(database);
    // A second pool is what a second process has: its own connections, racing for the same row.
    const other = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const silent = { error: () => {}, warn: () => {} };
    const runs: string[] = [];
    const queues = [database, other].map((db, i) => {
      const queue = new JobQueue(db, silent, { pollMs: 20 });
      queue.define<{ date: string }>({ name: 'test.daily', run: async ({ date }) => void runs.push(`${i}:${date}`) });
      return queue;
    });
    try {
      for (let round = 0; round < 20; round++) {
        const ids = await Promise.all(queues.map((q) => q.enqueueOnce(q === queues[0] ? database.db : other.db, 'test.daily', { date: '2026-11-24' }, 'test.daily:2026-11-24')));
        expect(ids.filter(Boolean).length).toBe(round === 0 ? 1 : 0);
      }
      queues.forEach((q) => q.start());
      await eventually(
        () => database.query<{ status: string }>(`SELECT status FROM jobs WHERE queue = 'test.daily'`),
        (rows) => rows.length === 1 && rows[0]!.status === 'done',
      );
      // Ticks after the run change nothing either.
      await Promise.all(queues.map((q) => q.enqueueOnce(database.db, 'test.daily', { date: '2026-11-24' }, 'test.daily:2026-11-24')));
      await new Promise((r) => setTimeout(r, 200));
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await other.close();
    }
  });
});
