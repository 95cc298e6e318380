import type { ServerContext } from '../../context';
import * as repo from './achievements.repository';
import type { AchievementsService } from './achievements.service';

export const EVALUATE_QUEUE = 'achievements.evaluate';

interface EvaluatePayload {
  /** The minute (ISO, UTC) this run is for. */
  minute: string;
}

/** How far back a run looks for activity: several minutes, so a run that waited a little misses nobody. */
export const ACTIVITY_WINDOW_MS = 10 * 60_000;
/** Finished runs are removed after this long. */
const KEEP_FINISHED_MS = 60 * 60_000;

/** One run per minute however many server processes ask for it. */
export const evaluateKey = (minute: string) => `${EVALUATE_QUEUE}:${minute}`;

/**
 * The sweep that earns achievements nobody asked about yet (the 100th mark, the end of the 20th
 * precise show): a job in the database queue, asked for every minute by every process; the
 * minute's unique key lets one row through and the queue runs it once. A run evaluates the
 * colleagues whose record changed lately (repository.recentlyActive). Returns the scheduler's tick.
 */
export function registerEvaluationJob(ctx: Pick<ServerContext, 'jobs' | 'database'>, achievements: AchievementsService) {
  ctx.jobs.define<EvaluatePayload>({
    name: EVALUATE_QUEUE,
    maxAttempts: 2,
    run: async (_payload, { signal }) => {
      await sweep(ctx, achievements, new Date(), signal);
    },
  });
  return async (now: Date): Promise<void> => {
    const minute = now.toISOString().slice(0, 16);
    const queued = await ctx.jobs.enqueueOnce(ctx.database.db, EVALUATE_QUEUE, { minute } satisfies EvaluatePayload, evaluateKey(minute));
    if (queued) ctx.jobs.wake();
  };
}

/** Evaluates everyone active in the window before `now`; returns whom it looked at. */
export async function sweep(ctx: Pick<ServerContext, 'database'>, achievements: AchievementsService, now: Date, signal?: AbortSignal): Promise<string[]> {
  const db = ctx.database.db;
  const users = await repo.recentlyActive(db, new Date(now.getTime() - ACTIVITY_WINDOW_MS), now);
  for (const userId of users) {
    if (signal?.aborted) break;
    await achievements.evaluate(userId, now);
  }
  await repo.pruneFinishedRuns(db, EVALUATE_QUEUE, new Date(now.getTime() - KEEP_FINISHED_MS));
  return users;
}
