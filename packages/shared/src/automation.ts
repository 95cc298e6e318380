import { z } from 'zod';
import {
  AUTOMATION_ACTION_KINDS,
  AUTOMATION_LIMITS as L,
  AUTOMATION_RUN_STATUSES,
  AUTOMATION_STRINGS as S,
  REMINDER_EVENTS,
  type AutomationActionKind,
} from './automation-strings';
import { personRefSchema } from './person-ref';
import { addDaysToDateKey, weekdayOfDateKey, zonedDateKey, zonedTimeToInstant } from './station-time';
import { hasVisibleText } from './visible-text';

export * from './automation-strings';

/**
 * Scheduled actions (/automation, docs/automation-api.md): what happens (a staff message, an
 * Akutt, a message on the studio display), when (once at an instant, or daily / on weekdays at
 * hh:mm in the station's time zone), and the history of its runs. Every occurrence is a job with
 * the key automation:<action>:<occurrence>, so it runs exactly once across processes.
 */

// ─── Realtime ────────────────────────────────────────────────────────────────

/** On CHANNELS.automation (durable). */
export const AUTOMATION_EVENTS = {
  actionChanged: 'automation.action.changed',
  actionDeleted: 'automation.action.deleted',
  runStarted: 'automation.run.started',
  runFinished: 'automation.run.finished',
  autoDjChanged: 'automation.auto_dj.changed',
} as const;

// ─── Schedules ───────────────────────────────────────────────────────────────

const instantSchema = z.string().datetime({ offset: true, message: S.atInvalid });
const timeOfDaySchema = z.string({ error: S.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, S.timeInvalid);

export const automationScheduleSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('once'), at: instantSchema }),
    z.strictObject({ type: z.literal('daily'), time: timeOfDaySchema }),
    z.strictObject({ type: z.literal('weekdays'), time: timeOfDaySchema }),
    // A host reminder: `minutes` before every planned show's start or every hard start (the server
    // finds those instants in the show plan and today's clocks).
    z.strictObject({
      type: z.literal('before'),
      event: z.enum(REMINDER_EVENTS, { error: S.scheduleInvalid }),
      minutes: z.number({ error: S.minutesInvalid }).int(S.minutesInvalid).min(1, S.minutesInvalid).max(L.reminderMinutesMax, S.minutesInvalid),
    }),
  ],
  { error: S.scheduleInvalid },
);
export type AutomationSchedule = z.infer<typeof automationScheduleSchema>;

/**
 * The occurrences of a schedule in (after, until], oldest first, as instants. Daily times use the
 * station's wall clock; a time skipped by the spring DST change does not occur that day.
 */
export function occurrencesBetween(schedule: AutomationSchedule, after: Date, until: Date): Date[] {
  // Reminders follow the plan, not the calendar: the server derives them (automation/reminders.ts).
  if (schedule.type === 'before') return [];
  if (schedule.type === 'once') {
    const at = new Date(schedule.at);
    return at > after && at <= until ? [at] : [];
  }
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const out: Date[] = [];
  const last = zonedDateKey(until);
  for (let day = addDaysToDateKey(zonedDateKey(after), -1); day <= last; day = addDaysToDateKey(day, 1)) {
    const weekday = weekdayOfDateKey(day);
    if (schedule.type === 'weekdays' && (weekday === 0 || weekday === 6)) continue;
    const at = zonedTimeToInstant(day, hour, minute);
    if (at && at > after && at <= until) out.push(at);
  }
  return out;
}

/** The first occurrence after `now` (looks two weeks ahead: a weekday schedule always has one). */
export function nextOccurrence(schedule: AutomationSchedule, now: Date): Date | null {
  return occurrencesBetween(schedule, now, new Date(now.getTime() + 14 * 86_400_000))[0] ?? null;
}

// ─── Requests ────────────────────────────────────────────────────────────────

const idSchema = z.uuid({ error: 'Ugyldig id' });
const versionSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * attach_content: what to attach — an editorial script, or an audio file from the media library —
 * and to which element of a clock template (Sendeklokker). A template element recurs on its
 * template's weekday, so "daily" and "weekdays" schedules name it once; the run checks that the
 * template goes that day. The two shapes are told apart by which item id they carry.
 */
export const automationScriptAttachSchema = z.strictObject({ editorial_id: idSchema, element_id: idSchema });
export type AutomationScriptAttach = z.infer<typeof automationScriptAttachSchema>;
export const automationMediaAttachSchema = z.strictObject({ media_id: idSchema, element_id: idSchema });
export type AutomationMediaAttach = z.infer<typeof automationMediaAttachSchema>;

export const automationAttachSchema = z.union([automationScriptAttachSchema, automationMediaAttachSchema], { error: S.attachRequired });
export type AutomationAttach = z.infer<typeof automationAttachSchema>;

/** Which kind of item an attach carries. */
export const isMediaAttach = (attach: AutomationAttach): attach is AutomationMediaAttach => 'media_id' in attach;

const actionFields = {
  name: z.string({ error: S.nameRequired }).trim().min(1, S.nameRequired).max(L.nameMax, S.nameTooLong).refine(hasVisibleText, S.nameRequired),
  kind: z.enum(AUTOMATION_ACTION_KINDS, { error: S.kindInvalid }),
  text: z.string({ error: S.textRequired }).trim().min(1, S.textRequired).max(L.textMax, S.textTooLong).refine(hasVisibleText, S.textRequired),
  schedule: automationScheduleSchema,
  enabled: z.boolean().default(true),
  attach: automationAttachSchema.nullable().default(null),
};

/** The studio display holds shorter text than a staff message; a reminder is timed by the plan. */
function kindRules(value: { kind: AutomationActionKind; text: string; schedule: AutomationSchedule; attach: AutomationAttach | null }, ctx: z.RefinementCtx) {
  const before = value.schedule.type === 'before';
  if (value.kind === 'attach_content' && !value.attach) ctx.addIssue({ code: 'custom', path: ['attach'], message: S.attachRequired });
  if (value.kind !== 'attach_content' && value.attach) ctx.addIssue({ code: 'custom', path: ['attach'], message: S.attachOnlyForAttach });
  if (value.kind === 'host_reminder' && !before) ctx.addIssue({ code: 'custom', path: ['schedule'], message: S.reminderNeedsBefore });
  if (value.kind !== 'host_reminder' && before) ctx.addIssue({ code: 'custom', path: ['schedule'], message: S.beforeNeedsReminder });
  if (value.kind === 'display_message' && value.text.length > L.displayTextMax) {
    ctx.addIssue({ code: 'custom', path: ['text'], message: S.displayTextTooLong });
  }
}

export const automationActionInputSchema = z.strictObject(actionFields).superRefine(kindRules);
export type AutomationActionInput = z.input<typeof automationActionInputSchema>;
export const automationActionUpdateSchema = z.strictObject({ ...actionFields, version: versionSchema }).superRefine(kindRules);
export type AutomationActionUpdate = z.input<typeof automationActionUpdateSchema>;
export const automationIdParamsSchema = z.strictObject({ id: idSchema });
export const automationRunParamsSchema = z.strictObject({ id: idSchema, runId: idSchema });

// ─── Answers ─────────────────────────────────────────────────────────────────

export const automationRunSchema = z.object({
  id: z.string(),
  action_id: z.string(),
  /** The scheduled instant this run is for (its identity: one run per occurrence). */
  occurrence: z.string(),
  status: z.enum(AUTOMATION_RUN_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Norwegian, for people; null unless failed. */
  error: z.string().nullable(),
  /** Which server process ran it (host:pid:id). */
  worker: z.string(),
  attempts: z.number().int(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

export const automationActionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(AUTOMATION_ACTION_KINDS),
  text: z.string(),
  schedule: automationScheduleSchema,
  enabled: z.boolean(),
  /** attach_content only: the script or media item, and the clock template element (null for the other kinds). */
  attach: automationAttachSchema.nullable(),
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  /** Null when disabled or a past one-off. */
  next_run_at: z.string().nullable(),
  last_run: automationRunSchema.nullable(),
});
export type AutomationAction = z.infer<typeof automationActionSchema>;

export const automationListSchema = z.object({ actions: z.array(automationActionSchema) });
export type AutomationList = z.infer<typeof automationListSchema>;
export const automationRunsSchema = z.object({ runs: z.array(automationRunSchema) });
export type AutomationRuns = z.infer<typeof automationRunsSchema>;

/**
 * A podcast episode due to go public (publish_at in the future): the podcast feature needs no job
 * for it (listeners' queries filter by publish_at), so /automation lists them to show what is coming.
 */
export const scheduledPublishSchema = z.object({ id: z.string(), title: z.string(), publish_at: z.string() });
export type ScheduledPublish = z.infer<typeof scheduledPublishSchema>;
export const scheduledPublishesSchema = z.object({ publishes: z.array(scheduledPublishSchema) });
export type ScheduledPublishes = z.infer<typeof scheduledPublishesSchema>;

export const automationActionEventSchema = z.object({ action: automationActionSchema });
export const automationActionDeletedEventSchema = z.object({ id: z.string() });
export const automationRunEventSchema = z.object({ run: automationRunSchema });
/** Auto-DJ rules saved or an hour overridden elsewhere: planners refetch the grid (it depends on the show plan too). */
export const autoDjChangedEventSchema = z.object({
  change: z.enum(['rules', 'override']),
  /** The rules' version after a save; null for an override. */
  config_version: z.number().int().nullable(),
  date: z.string().nullable(),
  hour: z.number().int().nullable(),
});

// ─── Today's clocks ──────────────────────────────────────────────────────────

/**
 * "Klargjør dagens klokker": each day's clocks (from the day's templates) are made by one job once
 * the station's clock reaches this time; a screen that needs them earlier makes them on demand.
 */
export const DEFAULT_PREPARE_CLOCKS_AT = '00:00';
export const prepareClocksInputSchema = z.strictObject({ time: timeOfDaySchema });
export type PrepareClocksInput = z.infer<typeof prepareClocksInputSchema>;
export const prepareClocksDateParamsSchema = z.strictObject({ date: z.iso.date({ error: 'Ugyldig dato' }) });

export const prepareClocksRunSchema = z.object({
  /** The station date whose clocks the job made. */
  date: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  run_at: z.string(),
  finished_at: z.string().nullable(),
  /** The server's reason (English, from the job queue) when it failed. */
  error: z.string().nullable(),
  worker: z.string().nullable(),
});
export type PrepareClocksRun = z.infer<typeof prepareClocksRunSchema>;
export const prepareClocksSchema = z.object({ time: z.string(), runs: z.array(prepareClocksRunSchema) });
export type PrepareClocks = z.infer<typeof prepareClocksSchema>;
