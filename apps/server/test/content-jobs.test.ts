import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { JobQueue } from '../src/jobs/job-queue';
import { eventually } from './content-fixtures';
import { DB_KINDS, freshDatabase } from './harness';

const silent = { error: () => {}, warn: () => {} };

describe.each(DB_KINDS)('background job queue (%s)', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ database, drop } = await freshDatabase(kind));
  });
  afterEach(async () => {
    await drop();
  });

  const statuses = async () =>
    database.query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM jobs GROUP BY status, attempts ORDER BY status, attempts',
    );

  it('runs every job exactly once with several workers polling at the same time', async () => {
    const runs: string[] = [];
    const workers = [0, 1, 2].map(() => {
      const queue = new JobQueue(database, silent, { pollMs: 20 });
      queue.define<{ n: number }>({
        name: 'test.count',
        run: async (payload, run) => {
          runs.push(`${payload.n}:${run.job.id}`);
          await new Promise((r) => setTimeout(r, 2));
        },
      });
      return queue;
    });
    for (let n = 0; n < 30; n++) await workers[0]!.enqueue(database.db, 'test.count', { n });
    workers.forEach((w) => w.start());
    await eventually(statuses, (rows) => rows.length === 1 && rows[0]!.status === 'done');
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((r) => r.split(':')[0])).size).toBe(30);
  });

  it('retries a failing job and gives up after its attempts, telling the feature once', async () => {
    const gaveUp: number[] = [];
    let calls = 0;
    const queue = new JobQueue(database, silent, { pollMs: 10, retryDelayMs: () => 10 });
    queue.define<{ n: number }>({
      name: 'test.fail',
      maxAttempts: 3,
      run: async () => {
        calls++;
        throw new Error('virker ikke');
      },
      onGiveUp: async (payload) => {
        gaveUp.push(payload.n);
      },
    });
    await queue.enqueue(database.db, 'test.fail', { n: 7 });
    queue.start();
    await eventually(statuses, (rows) => rows[0]?.status === 'failed');
    await queue.stop();
    expect(calls).toBe(3);
    expect(gaveUp).toEqual([7]);
    const [row] = await database.query<{ last_error: string; attempts: number }>('SELECT last_error, attempts FROM jobs');
    expect(row).toEqual({ last_error: 'virker ikke', attempts: 3 });
  });

  it("leases each job for its own queue's time, not the longest of the queues its worker serves", async () => {
    const queue = new JobQueue(database, silent, { pollMs: 10, leaseMs: 5_000 });
    const held: Record<string, number> = {};
    const leaseLeft = async (name: string) => {
      const [row] = await database.query<{ ms: number }>(`SELECT (extract(epoch FROM locked_until - now()) * 1000)::int AS ms FROM jobs WHERE queue = $1`, [name]);
      held[name] = row!.ms;
    };
    queue.define({ name: 'test.short', leaseMs: 2_000, run: () => leaseLeft('test.short') });
    queue.define({ name: 'test.long', leaseMs: 30_000, run: () => leaseLeft('test.long') });
    queue.define({ name: 'test.default', run: () => leaseLeft('test.default') });
    for (const name of ['test.short', 'test.long', 'test.default']) await queue.enqueue(database.db, name, {});
    queue.start();
    await eventually(statuses, (rows) => rows.length === 1 && rows[0]!.status === 'done' && rows[0]!.n === 3);
    await queue.stop();
    // Read while each ran, within moments of its claim.
    expect(held['test.short']).toBeGreaterThan(1_000);
    expect(held['test.short']).toBeLessThanOrEqual(2_000);
    expect(held['test.default']).toBeGreaterThan(4_000);
    expect(held['test.default']).toBeLessThanOrEqual(5_000);
    expect(held['test.long']).toBeGreaterThan(29_000);
  });

  it('survives a restart: a job cut off by shutdown, or left by a dead process, runs again', async () => {
    const first = new JobQueue(database, silent, { pollMs: 10 });
    let started = false;
    first.define({
      name: 'test.slow',
      run: async (_payload, run) => {
        started = true;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, 30_000);
          run.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('avbrutt'));
          });
        });
      },
    });
    await first.enqueue(database.db, 'test.slow', {});
    first.start();
    await eventually(async () => started, (s) => s);
    await first.stop();
    // Handed back without using up an attempt.
    expect(await statuses()).toEqual([{ status: 'queued', attempts: 0, n: 1 }]);

    // A process that died mid-job: its lease simply runs out.
    await database.query(`UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'dead', locked_until = now() - interval '1 second'`);
    const second = new JobQueue(database, silent, { pollMs: 10 });
    const done: string[] = [];
    second.define({ name: 'test.slow', run: async (_p, run) => void done.push(run.job.id) });
    second.start();
    await eventually(statuses, (rows) => rows[0]?.status === 'done');
    await second.stop();
    expect(done).toHaveLength(1);
    expect(await statuses()).toEqual([{ status: 'done', attempts: 2, n: 1 }]);
  });
});
