import { AUTOMATION_LIMITS, AUTOMATION_STRINGS as S, formatZonedTime, type AutomationSchedule, type NotifyInput, type PersonRef } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { notifyEach } from '../notifications';
import { pushDisplayMessageIn } from '../on-air';
import { reminderTargets, type ReminderTarget } from './reminder-events';

type BeforeSchedule = Extract<AutomationSchedule, { type: 'before' }>;
const minutesOf = (schedule: BeforeSchedule) => schedule.minutes * 60_000;

/**
 * The reminder instants in (after, until]: each planned show or hard start `minutes` ahead, less
 * the minutes. Two events at one instant share one occurrence (one run reminds of both).
 */
export async function reminderOccurrences(db: DbOrTx, schedule: BeforeSchedule, after: Date, until: Date): Promise<Date[]> {
  const ahead = minutesOf(schedule);
  const targets = await reminderTargets(db, schedule.event, new Date(after.getTime() + ahead), new Date(until.getTime() + ahead));
  const instants = new Set(targets.map((t) => t.at.getTime() - ahead));
  return [...instants].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** The next reminder instant after `now` (within two weeks), for the list and the scheduler's sleep. */
export async function nextReminder(db: DbOrTx, schedule: BeforeSchedule, now: Date): Promise<Date | null> {
  const ahead = minutesOf(schedule);
  const [first] = await reminderTargets(db, schedule.event, new Date(now.getTime() + ahead), new Date(now.getTime() + ahead + 14 * 86_400_000), 1);
  return first ? new Date(first.at.getTime() - ahead) : null;
}

/** "«Morgenshowet» starter kl. 06:00" / "Hard start kl. 07:00: Nyheter". */
function headlineOf(schedule: BeforeSchedule, target: ReminderTarget): string {
  const at = formatZonedTime(target.at);
  return schedule.event === 'show_start' ? `«${target.title}» starter kl. ${at}` : `Hard start kl. ${at}: ${target.title}`;
}

function noticeOf(actionId: string, schedule: BeforeSchedule, text: string, target: ReminderTarget, userId: string): NotifyInput {
  return {
    userId,
    kind: schedule.event === 'show_start' ? 'show_starting' : 'reminder',
    title: headlineOf(schedule, target),
    body: text,
    link: '/broadcast-studio',
    // One notice per person and event, however many processes or retries get here.
    dedupeKey: `automation:${actionId}:${target.id}:${target.at.toISOString()}`,
  };
}

/**
 * One reminder occurrence: every event `minutes` after it gets a line on the studio display and a
 * notification to each of its hosts, in the run's transaction. An event moved or cancelled since
 * the job was queued leaves nothing to remind of: the run says so instead of passing silently.
 */
export async function performReminder(
  ctx: Pick<ServerContext, 'database' | 'realtime'>,
  tx: Tx,
  publish: Publish,
  action: { id: string; text: string; schedule: AutomationSchedule },
  occurrence: Date,
  sender: PersonRef,
  now: Date,
): Promise<void> {
  if (action.schedule.type !== 'before') throw new ApiError(400, 'validation_failed', S.reminderNeedsBefore);
  const schedule = action.schedule;
  const eventAt = occurrence.getTime() + minutesOf(schedule);
  const targets = await reminderTargets(tx, schedule.event, new Date(eventAt - 1), new Date(eventAt));
  if (targets.length === 0) throw new ApiError(409, 'nothing_due', S.reminderNothingDue);
  for (const target of targets) {
    await pushDisplayMessageIn(tx, publish, sender, `${headlineOf(schedule, target)} – ${action.text}`.slice(0, AUTOMATION_LIMITS.displayTextMax), now);
    await notifyEach(ctx, { tx, publish }, target.hosts.map((userId) => noticeOf(action.id, schedule, action.text, target, userId)), now);
  }
}
