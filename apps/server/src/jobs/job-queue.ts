import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../db/client';
import * as repo from './jobs.repository';
import type { ClaimedJob } from './jobs.repository';

export interface JobRun {
  job: ClaimedJob;
  /** Aborted when the server shuts down; long handlers check it between steps. */
  signal: AbortSignal;
}

export interface QueueDefinition<P> {
  name: string;
  run(payload: P, run: JobRun): Promise<void>;
  /** Called once when the last attempt failed (to tell the user). */
  onGiveUp?(payload: P, error: unknown, job: ClaimedJob): Promise<void>;
  maxAttempts?: number;
  /** How long a claim holds before another process may take the job over (renewed while running). */
  leaseMs?: number;
}

export interface JobQueueOptions {
  pollMs?: number;
  /** The lease of queues that set none (JOB_LEASE_MS; default one minute). */
  leaseMs?: number;
  /** Delay before retry n (1-based). */
  retryDelayMs?: (attempt: number) => number;
}

export class JobShutdownError extends Error {
  constructor() {
    super('job interrupted by shutdown');
  }
}

type AnyQueue = QueueDefinition<unknown>;

/**
 * Background work that survives restarts: jobs are rows in the database, claimed one at a time
 * with FOR UPDATE SKIP LOCKED (exactly one process runs each), leased and renewed while they run,
 * retried with back-off, and handed back to the queue when the server shuts down mid-job.
 * One job at a time per process: processing media is CPU-bound and the machine is small.
 */
export class JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly queues = new Map<string, AnyQueue>();
  private readonly pollMs: number;
  private readonly defaultLeaseMs: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private running: Promise<void> | null = null;
  private stopped = true;
  private sleeper: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private wakeRequested = false;
  private abort = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: JobQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.defaultLeaseMs = options.leaseMs ?? 60_000;
    this.retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(60_000, 2_000 * 2 ** (attempt - 1)));
  }

  define<P>(definition: QueueDefinition<P>) {
    if (this.queues.has(definition.name)) throw new Error(`queue ${definition.name} defined twice`);
    this.queues.set(definition.name, definition as AnyQueue);
  }

  /** Adds a job; pass the transaction that makes the change the job is about, so both commit together. */
  enqueue(db: DbOrTx, queue: string, payload: unknown, options: { runAt?: Date } = {}): Promise<string> {
    const definition = this.queues.get(queue);
    if (!definition) throw new Error(`unknown queue ${queue}`);
    return repo.insertJob(db, { queue, payload, runAt: options.runAt, maxAttempts: definition.maxAttempts ?? 3 });
  }

  /**
   * Adds the job unless one with this key was ever added (scheduled work: every process asks,
   * the unique key lets one row through). A job of that key that failed for good is armed again,
   * so a bad night does not stop the work until the next key. Returns the new job's id, or null.
   */
  enqueueOnce(db: DbOrTx, queue: string, payload: unknown, dedupeKey: string, options: { runAt?: Date } = {}): Promise<string | null> {
    const definition = this.queues.get(queue);
    if (!definition) throw new Error(`unknown queue ${queue}`);
    return repo.insertJobOnce(db, { queue, payload, runAt: options.runAt, maxAttempts: definition.maxAttempts ?? 3, dedupeKey });
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.abort = new AbortController();
    this.running = this.loop();
  }

  /** Look for work now (after a commit that enqueued something) instead of at the next poll. */
  wake() {
    this.wakeRequested = true;
    if (this.sleeper) {
      clearTimeout(this.sleeper.timer);
      this.sleeper.resolve();
      this.sleeper = null;
    }
  }

  /** Stops polling; a job in progress is interrupted and handed back to the queue. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.abort.abort();
    this.wake();
    await this.running;
  }

  private async loop() {
    while (!this.stopped) {
      this.wakeRequested = false;
      let worked = false;
      try {
        worked = await this.runNext();
      } catch (error) {
        this.log.error({ err: error }, 'job queue poll failed');
      }
      if (!worked && !this.wakeRequested && !this.stopped) await this.sleep(this.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleeper = null;
        resolve();
      }, ms);
      timer.unref();
      this.sleeper = { timer, resolve };
    });
  }

  /** Claims and runs one job; false when there was nothing to do. */
  async runNext(): Promise<boolean> {
    const db = this.database.db;
    // Each job is leased for its own queue's time: a short lease (media) must not wait out a long
    // one (automation's) before another process may take over a job whose process died.
    const leases = new Map([...this.queues].map(([name, queue]) => [name, Math.max(queue.leaseMs ?? this.defaultLeaseMs, 1000)]));
    const job = await repo.claimNext(db, leases, this.workerId);
    if (!job) return false;
    const definition = this.queues.get(job.queue);
    if (!definition) return true;
    const leaseMs = leases.get(job.queue)!;
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's process died mid-run; do not start another.
      await repo.markFailed(db, job.id, this.workerId, 'lease expired after the last attempt', null);
      await definition.onGiveUp?.(job.payload, new Error('lease expired'), job).catch((err) => this.log.error({ err }, 'job give-up hook failed'));
      return true;
    }
    const renew = setInterval(() => {
      void repo.extendLease(db, job.id, this.workerId, leaseMs).catch((err) => this.log.warn({ err }, 'job lease renewal failed'));
    }, Math.max(500, Math.floor(leaseMs / 3)));
    renew.unref();
    try {
      await definition.run(job.payload, { job, signal: this.abort.signal });
      await repo.markDone(db, job.id, this.workerId);
    } catch (error) {
      if (this.abort.signal.aborted) {
        await repo.release(db, job.id, this.workerId);
        return true;
      }
      const message = error instanceof Error ? error.message : String(error);
      const lastAttempt = job.attempts >= job.maxAttempts;
      this.log.warn({ err: error, job: job.id, queue: job.queue, attempt: job.attempts }, 'job failed');
      await repo.markFailed(db, job.id, this.workerId, message.slice(0, 2000), lastAttempt ? null : this.retryDelayMs(job.attempts));
      if (lastAttempt) await definition.onGiveUp?.(job.payload, error, job).catch((err) => this.log.error({ err }, 'job give-up hook failed'));
    } finally {
      clearInterval(renew);
    }
    return true;
  }
}

/** Starts the worker once the server is ready and hands running work back before it closes. */
export function registerJobQueueLifecycle(app: FastifyInstance, queue: JobQueue) {
  app.addHook('onReady', async () => {
    queue.start();
  });
  app.addHook('preClose', async () => {
    await queue.stop();
  });
}
