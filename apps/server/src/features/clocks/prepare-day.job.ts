import { zonedMinuteOfDay, type PrepareClocksRun } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { recentJobs } from '../../jobs/jobs.repository';
import type { ActiveClocksService } from './active-clocks.service';
import { readPrepareAt } from './prepare-day.settings';

export const PREPARE_DAY_QUEUE = 'clocks.prepare-day';

interface PrepareDayPayload {
  /** The Oslo date (YYYY-MM-DD) whose clocks are made. */
  date: string;
}

/** The job's unique key: one run per day however many server processes ask for it. */
export const prepareDayKey = (date: string) => `${PREPARE_DAY_QUEUE}:${date}`;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Making today's clocks is a job in the database queue rather than work each process does on its
 * own timer: every process's scheduler asks for today's job once the station's clock has reached
 * the prepare time set on /automation, the unique key lets one through, and the queue runs it
 * once, on another process after its lease if the first one dies. (A screen that needs today's
 * clocks before that time still makes them on demand.)
 * Returns the scheduler's tick: ask for the job of the day `now` falls on.
 */
export function registerPrepareDayJob(ctx: Pick<ServerContext, 'jobs' | 'database'>, clocks: ActiveClocksService) {
  ctx.jobs.define<PrepareDayPayload>({
    name: PREPARE_DAY_QUEUE,
    maxAttempts: 3,
    run: async ({ date }) => {
      // A job that waited past its day (every process was down) must not freeze an old day.
      if (clocks.mayPrepare(date, new Date())) await clocks.ensureDay(date, null);
    },
  });
  return async (now: Date): Promise<void> => {
    if (zonedMinuteOfDay(now) < minutesOf(await readPrepareAt(ctx.database.db))) return;
    await askForDay(ctx, clocks.todayOf(now));
  };
}

/** Queues the day's job unless it exists; a day whose job failed for good is armed again ("Prøv igjen"). */
export async function askForDay(ctx: Pick<ServerContext, 'jobs' | 'database'>, date: string): Promise<boolean> {
  const queued = await ctx.jobs.enqueueOnce(ctx.database.db, PREPARE_DAY_QUEUE, { date } satisfies PrepareDayPayload, prepareDayKey(date));
  if (queued) ctx.jobs.wake();
  return queued !== null;
}

/** The latest days' jobs, as /automation lists them. */
export async function prepareDayRuns(ctx: Pick<ServerContext, 'database'>, limit: number): Promise<PrepareClocksRun[]> {
  const jobs = await recentJobs(ctx.database.db, PREPARE_DAY_QUEUE, limit);
  return jobs.map((job) => ({
    date: String((job.payload as Partial<PrepareDayPayload>).date ?? ''),
    status: job.status,
    attempts: job.attempts,
    run_at: job.runAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    error: job.lastError,
    worker: job.worker,
  }));
}
