import { AUTOMATION_LIMITS, nextOccurrence, occurrencesBetween } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { AutomationClock } from './automation-clock';
import { AUTOMATION_QUEUE, occurrenceKey, type RunPayload } from './action-runner';
import * as repo from './automation.repository';
import { nextReminder, reminderOccurrences } from './reminders';

/** Timers fire a hair early now and then; waking just after the instant finds it due. */
const LATE_MS = 20;

/**
 * Every process wakes at the next occurrence of any enabled action (and at least every 30 s) and
 * asks for the jobs of the occurrences that have come: the dedupe key lets one through however
 * many processes ask, and the job queue runs it once. An occurrence missed by more than the grace
 * period (every process was down) is not run late; one before the action was last saved never runs.
 */
export class OccurrenceScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly ctx: Pick<ServerContext, 'jobs' | 'database'>,
    private readonly clock: AutomationClock,
    private readonly onError: (error: unknown) => void,
  ) {}

  start() {
    this.stopped = false;
    void this.wake();
  }

  /** Looks now (an action was saved here) and plans the next wake-up. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.tick()
      .catch((error) => {
        this.onError(error);
        return this.clock.maxSleepMs;
      })
      .then((sleepMs) => {
        this.running = null;
        if (this.again) {
          this.again = false;
          return this.wake();
        }
        this.plan(sleepMs);
      });
    return this.running;
  }

  private plan(sleepMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.wake(), Math.max(LATE_MS, Math.min(this.clock.maxSleepMs, sleepMs)));
    this.timer.unref();
  }

  /** Queues what is due; answers how long to sleep until the next occurrence. */
  private async tick(): Promise<number> {
    const now = this.clock.now();
    const db = this.ctx.database.db;
    let queued = false;
    let next = Infinity;
    for (const action of await repo.listEnabledActions(db)) {
      const from = new Date(Math.max(action.armedFrom.getTime(), now.getTime() - AUTOMATION_LIMITS.graceMs));
      const due = action.schedule.type === 'before' ? await reminderOccurrences(db, action.schedule, from, now) : occurrencesBetween(action.schedule, from, now);
      for (const occurrence of due) {
        const payload: RunPayload = { actionId: action.id, occurrence: occurrence.toISOString() };
        // Due now: only occurrences that have come are asked for.
        if (await this.ctx.jobs.enqueueOnce(db, AUTOMATION_QUEUE, payload, occurrenceKey(action.id, occurrence))) queued = true;
      }
      const upcoming = action.schedule.type === 'before' ? await nextReminder(db, action.schedule, now) : nextOccurrence(action.schedule, now);
      if (upcoming) next = Math.min(next, upcoming.getTime());
    }
    if (queued) this.ctx.jobs.wake();
    return next === Infinity ? this.clock.maxSleepMs : next - this.clock.now().getTime() + LATE_MS;
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
