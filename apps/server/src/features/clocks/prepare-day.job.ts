import type { ServerContext } from '../../context';
import type { ActiveClocksService } from './active-clocks.service';

export const PREPARE_DAY_QUEUE = 'clocks.prepare-day';

interface PrepareDayPayload {
  /** The Oslo date (YYYY-MM-DD) whose clocks are made. */
  date: string;
}

/** The job's unique key: one run per day however many server processes ask for it. */
export const prepareDayKey = (date: string) => `${PREPARE_DAY_QUEUE}:${date}`;

/**
 * Making today's clocks is a job in the database queue rather than work each process does on its
 * own timer: every process's scheduler asks for today's job, the unique key lets one through,
 * and the queue runs it once, on another process after its lease if the first one dies.
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
    const date = clocks.todayOf(now);
    const queued = await ctx.jobs.enqueueOnce(ctx.database.db, PREPARE_DAY_QUEUE, { date } satisfies PrepareDayPayload, prepareDayKey(date));
    if (queued) ctx.jobs.wake();
  };
}
