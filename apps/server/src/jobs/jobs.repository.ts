import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';

/** A job as its handler sees it. */
export interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  /** Including this run. */
  attempts: number;
  maxAttempts: number;
}

interface JobRow {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number | string;
  max_attempts: number | string;
}

export async function insertJob(
  db: DbOrTx,
  values: { queue: string; payload: unknown; runAt?: Date; maxAttempts: number },
): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO jobs (queue, payload, max_attempts, run_at)
      VALUES (${values.queue}, ${JSON.stringify(values.payload)}::jsonb, ${values.maxAttempts}, ${values.runAt ?? sql`now()`})
      RETURNING id`),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('job insert returned nothing');
  return id;
}

/**
 * Inserts a job under a unique key; a second insert of the key does nothing (the unique index
 * decides, so processes racing at the same instant still get one row). A row of the key that
 * failed for good is queued again with fresh attempts. The id only when this call queued it.
 */
export async function insertJobOnce(
  db: DbOrTx,
  values: { queue: string; payload: unknown; runAt?: Date; maxAttempts: number; dedupeKey: string },
): Promise<string | null> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO jobs (queue, payload, max_attempts, run_at, dedupe_key)
      VALUES (${values.queue}, ${JSON.stringify(values.payload)}::jsonb, ${values.maxAttempts}, ${values.runAt ?? sql`now()`}, ${values.dedupeKey})
      ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL
      DO UPDATE SET status = 'queued', attempts = 0, run_at = now(), locked_by = NULL, locked_until = NULL,
        finished_at = NULL, updated_at = now()
        WHERE jobs.status = 'failed'
      RETURNING id`),
  );
  return rows[0]?.id ?? null;
}

/**
 * Takes the next due job of these queues for `workerId` and leases it for its own queue's lease
 * (`leaseMs` maps each queue to it). SKIP LOCKED lets any number of processes poll at once: each
 * row is handed to exactly one of them. A running job whose lease ran out (its process died) is
 * due again.
 */
export async function claimNext(db: DbOrTx, leaseMs: ReadonlyMap<string, number>, workerId: string): Promise<ClaimedJob | null> {
  if (leaseMs.size === 0) return null;
  const queues = [...leaseMs.keys()];
  const leaseOfRow = sql`CASE queue ${sql.join(
    [...leaseMs].map(([queue, ms]) => sql`WHEN ${queue} THEN ${ms}::int`),
    sql` `,
  )} END`;
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + (${leaseOfRow} * interval '1 millisecond'), updated_at = now()
      WHERE id = (
        SELECT id FROM jobs
        WHERE queue IN (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )})
          AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
        ORDER BY run_at, created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, queue, payload, attempts, max_attempts`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    queue: row.queue,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  };
}

/** The guards on locked_by keep a worker that lost its lease from overwriting the new owner's state. */
export async function extendLease(db: DbOrTx, id: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE jobs SET locked_until = now() + (${leaseMs} * interval '1 millisecond'), updated_at = now()
      WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'
      RETURNING id`),
  );
  return rows.length > 0;
}

export async function markDone(db: DbOrTx, id: string, workerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'done', locked_until = NULL, finished_at = now(), updated_at = now(), last_error = NULL
    WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`);
}

/** Schedules another attempt after `retryInMs`, or gives up when the attempts are used. */
export async function markFailed(
  db: DbOrTx,
  id: string,
  workerId: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  if (retryInMs === null) {
    await db.execute(sql`
      UPDATE jobs SET status = 'failed', locked_until = NULL, finished_at = now(), updated_at = now(), last_error = ${error}
      WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`);
    return;
  }
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', locked_until = NULL, locked_by = NULL, last_error = ${error}, updated_at = now(),
      run_at = now() + (${retryInMs} * interval '1 millisecond')
    WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`);
}

/** A job interrupted by shutdown goes back to the queue without using up an attempt. */
export async function release(db: DbOrTx, id: string, workerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_until = NULL, locked_by = NULL, updated_at = now()
    WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`);
}

export interface JobStats {
  queued: number;
  running: number;
  failed24h: number;
  /** Queued jobs whose start time passed more than a couple of minutes ago: nobody is taking them. */
  overdue: number;
}

/** How the job queue is doing, for the server's health report. */
export async function jobStats(db: DbOrTx): Promise<JobStats> {
  const rows = rowsOf<{ queued: string | number; running: string | number; failed_24h: string | number; overdue: string | number }>(
    await db.execute(sql`
      SELECT
        count(*) FILTER (WHERE status = 'queued') AS queued,
        count(*) FILTER (WHERE status = 'running') AS running,
        count(*) FILTER (WHERE status = 'failed' AND updated_at > now() - interval '24 hours') AS failed_24h,
        count(*) FILTER (WHERE status = 'queued' AND run_at < now() - interval '2 minutes') AS overdue
      FROM jobs`),
  );
  const row = rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    running: Number(row?.running ?? 0),
    failed24h: Number(row?.failed_24h ?? 0),
    overdue: Number(row?.overdue ?? 0),
  };
}

/** A job as a history list shows it (newest first). */
export interface JobHistoryRow {
  id: string;
  payload: unknown;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  runAt: Date;
  finishedAt: Date | null;
  lastError: string | null;
  worker: string | null;
}

/** The latest jobs of one queue, for a page that shows scheduled work and its outcome. */
export async function recentJobs(db: DbOrTx, queue: string, limit: number): Promise<JobHistoryRow[]> {
  const rows = rowsOf<{
    id: string;
    payload: unknown;
    status: JobHistoryRow['status'];
    attempts: number | string;
    run_at: string | Date;
    finished_at: string | Date | null;
    last_error: string | null;
    locked_by: string | null;
  }>(
    await db.execute(sql`
      SELECT id, payload, status, attempts, run_at, finished_at, last_error, locked_by
      FROM jobs WHERE queue = ${queue} ORDER BY created_at DESC, id LIMIT ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    status: r.status,
    attempts: Number(r.attempts),
    runAt: new Date(r.run_at),
    finishedAt: r.finished_at ? new Date(r.finished_at) : null,
    lastError: r.last_error,
    worker: r.locked_by,
  }));
}
