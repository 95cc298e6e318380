import { AUTOMATION_EVENTS, AUTOMATION_STRINGS as S, can, type AutomationRun } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { performAction } from './action-effects';
import { performAttach } from './attach-content';
import * as repo from './automation.repository';
import { performReminder } from './reminders';

export const AUTOMATION_QUEUE = 'automation.run';

export interface RunPayload {
  actionId: string;
  /** ISO instant of the scheduled occurrence. */
  occurrence: string;
}

/** One job per occurrence, whichever process asks first: automation:<action>:<occurrence>. */
export const occurrenceKey = (actionId: string, occurrence: Date) => `automation:${actionId}:${occurrence.toISOString()}`;
/** "Prøv igjen" after attempt n: pressing twice at once still queues one job. */
export const retryKey = (run: AutomationRun) => `${occurrenceKey(run.action_id, new Date(run.occurrence))}:retry:${run.attempts}`;

/**
 * Runs one occurrence of an action. The run row is taken first and announced (started), then the
 * effect and "done" commit together: a process killed before that commit leaves the job to be
 * taken over when its lease runs out, and one killed after it leaves a done row that the next
 * attempt sees and stops at, so the effect happens once. A failing action is recorded as a failed
 * run (with a Norwegian reason) and not retried by itself; a person presses "Prøv igjen".
 */
export function registerActionRunner(ctx: Pick<ServerContext, 'jobs' | 'database' | 'realtime'>, log: { error(obj: unknown, msg: string): void }) {
  const publisher = ctx.realtime.publisher;
  ctx.jobs.define<RunPayload>({
    name: AUTOMATION_QUEUE,
    // Attempts here are process deaths (lease expiry hands the job over), not action failures.
    maxAttempts: 3,
    leaseMs: 30_000,
    run: async ({ actionId, occurrence }) => {
      const action = await repo.findAction(ctx.database.db, actionId);
      if (!action) return;
      const run = await publisher.transaction(async (tx, publish) => {
        const begun = await repo.beginRun(tx, actionId, new Date(occurrence), ctx.jobs.workerId, new Date());
        if (begun) await publish('automation', AUTOMATION_EVENTS.runStarted, { run: begun });
        return begun;
      });
      if (!run) return;
      try {
        await publisher.transaction(async (tx, publish) => {
          const creator = action.createdBy ? await repo.creatorOf(tx, action.createdBy.id) : null;
          if (!creator || !creator.active || !creator.approved || !can(creator.role, 'runAutomation')) throw new ApiError(403, 'forbidden', S.creatorGone);
          const now = new Date();
          if (action.kind === 'host_reminder') await performReminder(ctx, tx, publish, action, new Date(occurrence), creator.person, now);
          else if (action.kind === 'attach_content') await performAttach(tx, publish, action.attach, creator.person.id, new Date(occurrence));
          else await performAction(tx, publish, action.kind, action.text, creator.person, now);
          const done = await repo.finishRun(tx, run.id, 'done', null, now);
          await publish('automation', AUTOMATION_EVENTS.runFinished, { run: done });
        });
      } catch (error) {
        const reason = error instanceof ApiError ? error.message : 'Handlingen feilet på serveren';
        if (!(error instanceof ApiError)) log.error({ err: error, action: actionId }, 'automation action failed');
        await publisher.transaction(async (tx, publish) => {
          const failed = await repo.finishRun(tx, run.id, 'failed', reason, new Date());
          await publish('automation', AUTOMATION_EVENTS.runFinished, { run: failed });
        });
      }
    },
  });
}
