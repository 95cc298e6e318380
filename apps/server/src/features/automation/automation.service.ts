import {
  AUTOMATION_EVENTS,
  AUTOMATION_LIMITS as L,
  AUTOMATION_STRINGS as S,
  nextOccurrence,
  type AutomationAction,
  type AutomationRun,
  type AutomationSchedule,
  type ScheduledPublish,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { AUTOMATION_QUEUE, retryKey, type RunPayload } from './action-runner';
import { assertAttachTargets } from './attach-content';
import * as repo from './automation.repository';
import type { OccurrenceScheduler } from './occurrence-scheduler';
import { nextReminder } from './reminders';

type ActionValues = repo.ActionValues;

/** The next time an action fires, as the list shows it (a reminder's comes from the plan). */
async function nextRunOf(db: DbOrTx, row: repo.ActionRow, now: Date): Promise<string | null> {
  if (!row.enabled) return null;
  const next = row.schedule.type === 'before' ? await nextReminder(db, row.schedule, now) : nextOccurrence(row.schedule, now);
  return next?.toISOString() ?? null;
}

async function toAction(db: DbOrTx, row: repo.ActionRow, lastRun: AutomationRun | null, now: Date): Promise<AutomationAction> {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    text: row.text,
    schedule: row.schedule,
    enabled: row.enabled,
    attach: row.attach,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    next_run_at: await nextRunOf(db, row, now),
    last_run: lastRun,
  };
}

/** A one-off in the past would never run: say so instead of saving it. */
function assertFuture(schedule: AutomationSchedule, now: Date) {
  if (schedule.type === 'once' && Date.parse(schedule.at) <= now.getTime()) {
    throw new ApiError(400, 'validation_failed', S.atPast, [{ path: 'schedule.at', message: S.atPast }]);
  }
}

/** Scheduled actions: the list, saving, deleting, the run history and "Prøv igjen". */
export class AutomationService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime' | 'jobs'>,
    private readonly scheduler: OccurrenceScheduler,
  ) {}

  async list(now: Date): Promise<AutomationAction[]> {
    const db = this.ctx.database.db;
    const [rows, last] = await Promise.all([repo.listActions(db), repo.lastRuns(db)]);
    return Promise.all(rows.map((row) => toAction(db, row, last.get(row.id) ?? null, now)));
  }

  private async load(db: DbOrTx, id: string, now: Date): Promise<AutomationAction> {
    const row = await repo.findAction(db, id);
    if (!row) throw new ApiError(404, 'not_found', S.notFound);
    const [last] = await repo.runsOf(db, id, 1);
    return toAction(db, row, last ?? null, now);
  }

  async create(viewer: Viewer, values: ActionValues, now: Date): Promise<AutomationAction> {
    assertFuture(values.schedule, now);
    const action = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if ((await repo.countActions(tx)) >= L.actionsMax) throw new ApiError(409, 'too_many', S.tooMany);
      await assertAttachTargets(tx, values.attach);
      const id = await repo.insertAction(tx, values, viewer.userId, now);
      const saved = await this.load(tx, id, now);
      await publish('automation', AUTOMATION_EVENTS.actionChanged, { action: saved });
      return saved;
    });
    void this.scheduler.wake();
    return action;
  }

  async update(id: string, values: ActionValues, version: number, now: Date): Promise<AutomationAction> {
    if (values.enabled) assertFuture(values.schedule, now);
    const action = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await assertAttachTargets(tx, values.attach);
      if (!(await repo.updateAction(tx, id, values, version, now))) {
        if (!(await repo.findAction(tx, id))) throw new ApiError(404, 'not_found', S.notFound);
        throw new ApiError(409, 'changed', S.versionConflict);
      }
      const saved = await this.load(tx, id, now);
      await publish('automation', AUTOMATION_EVENTS.actionChanged, { action: saved });
      return saved;
    });
    void this.scheduler.wake();
    return action;
  }

  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.deleteAction(tx, id))) throw new ApiError(404, 'not_found', S.notFound);
      await publish('automation', AUTOMATION_EVENTS.actionDeleted, { id });
    });
  }

  async runs(id: string): Promise<AutomationRun[]> {
    const db = this.ctx.database.db;
    if (!(await repo.findAction(db, id))) throw new ApiError(404, 'not_found', S.notFound);
    return repo.runsOf(db, id, L.runsShown);
  }

  async scheduledPublishes(now: Date): Promise<ScheduledPublish[]> {
    return repo.scheduledPublishes(this.ctx.database.db, now, L.publishesShown);
  }

  /** Queues the failed occurrence again (a fresh job); the run row keeps its history of attempts. */
  async retry(actionId: string, runId: string): Promise<AutomationRun> {
    const db = this.ctx.database.db;
    const run = await repo.findRun(db, actionId, runId);
    if (!run) throw new ApiError(404, 'not_found', S.runNotFound);
    if (run.status !== 'failed') throw new ApiError(409, 'not_failed', S.runNotFailed);
    const payload: RunPayload = { actionId, occurrence: run.occurrence };
    if (await this.ctx.jobs.enqueueOnce(db, AUTOMATION_QUEUE, payload, retryKey(run))) this.ctx.jobs.wake();
    return run;
  }
}
