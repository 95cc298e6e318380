import { z } from 'zod';
import { personRefSchema } from './person-ref';
import { isValidDateKey } from './station-time';
import type { ScheduledShow } from './shows';
import { isTimeOfDay, parseTimeOfDay } from './show-plan-rules';
import { SHOW_PLAN_LIMITS, SHOW_PLAN_STRINGS } from './show-plan-strings';

export { SHOW_PLAN_LIMITS, SHOW_PLAN_STRINGS } from './show-plan-strings';

export * from './show-plan-rules';

/**
 * The show plan (/show-plan, PRODUCT.md "The broadcast model" layer 2): show templates (recurring
 * weekday rules that generate dated shows) and each show's rundown (`show_content`).
 *
 * Who may do what (enforced on the server):
 * - read templates and rundowns: every approved user ('useStaffScreens');
 * - create, change, delete and reorder templates and rundown items, generate shows: 'editPlanning'
 *   (Administrator, Programleder);
 * - move a rundown item through idé → under arbeid → klar → sendt: every approved user, with the
 *   same permission as marking a clock element sent ('markClockElementSent') — the studio crew
 *   marks what went on air in the rundown just as in the clock.
 *
 * Every rundown change is published on CHANNELS.showPlanning as SHOW_PLAN_EVENTS.rundownChanged
 * with the show's whole ordered rundown ({ show_id, items }), so a screen simply replaces its copy.
 */

// ─── Limits and strings ───────────────────────────────────────────────────────

// SHOW_PLAN_LIMITS and SHOW_PLAN_STRINGS are in show-plan-strings.ts (re-exported above).

export const SHOW_PLAN_EVENTS = {
  templateCreated: 'shows.template.created',
  templateUpdated: 'shows.template.updated',
  templateDeleted: 'shows.template.deleted',
  /** Any change to a show's rundown; the payload carries the whole ordered rundown. */
  rundownChanged: 'shows.rundown.changed',
} as const;

// ─── Rundown statuses ─────────────────────────────────────────────────────────

export const RUNDOWN_STATUSES = ['idea', 'in_progress', 'ready', 'sent'] as const;
export const rundownStatusSchema = z.enum(RUNDOWN_STATUSES, { error: SHOW_PLAN_STRINGS.statusInvalid });
export type RundownStatus = z.infer<typeof rundownStatusSchema>;

export const RUNDOWN_STATUS_LABELS: Record<RundownStatus, string> = {
  idea: 'Idé',
  in_progress: 'Under arbeid',
  ready: 'Klar',
  sent: 'Sendt',
};

// ─── Field schemas ────────────────────────────────────────────────────────────

const uuidSchema = z.string().uuid('Ugyldig id');
const personIdSchema = z.string().min(1).max(100);
const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, SHOW_PLAN_STRINGS.invalidColor)
  .transform((v) => v.toLowerCase());
const timeOfDaySchema = z.string({ error: SHOW_PLAN_STRINGS.timeInvalid }).refine(isTimeOfDay, SHOW_PLAN_STRINGS.timeInvalid);
const weekdaySchema = z
  .number({ error: SHOW_PLAN_STRINGS.weekdayInvalid })
  .int(SHOW_PLAN_STRINGS.weekdayInvalid)
  .min(0, SHOW_PLAN_STRINGS.weekdayInvalid)
  .max(6, SHOW_PLAN_STRINGS.weekdayInvalid);
const dateKeySchema = z.string({ error: SHOW_PLAN_STRINGS.invalidDate }).refine(isValidDateKey, SHOW_PLAN_STRINGS.invalidDate);

// ─── Show templates ───────────────────────────────────────────────────────────

export const showTemplateInputSchema = z
  .object({
    name: z.string().trim().min(1, SHOW_PLAN_STRINGS.nameRequired).max(SHOW_PLAN_LIMITS.templateNameMax, SHOW_PLAN_STRINGS.nameTooLong),
    description: z.string().max(SHOW_PLAN_LIMITS.descriptionMax).default(''),
    /** 0 = Sunday … 6 = Saturday, as Date.getDay(). */
    weekdays: z
      .array(weekdaySchema)
      .min(1, SHOW_PLAN_STRINGS.weekdaysRequired)
      .max(7)
      .refine((days) => new Set(days).size === days.length, SHOW_PLAN_STRINGS.weekdaysDuplicate),
    /** Station time of day, 'HH:MM'. An end at or before the start means the show ends the next day. */
    start_time: timeOfDaySchema,
    end_time: timeOfDaySchema,
    host_ids: z.array(personIdSchema).max(SHOW_PLAN_LIMITS.hostsMax).default([]),
    producer_id: personIdSchema.nullable().default(null),
    clock_template_ids: z.array(uuidSchema).max(SHOW_PLAN_LIMITS.clocksMax).default([]),
    color: colorSchema.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict()
  .refine((v) => parseTimeOfDay(v.start_time) !== parseTimeOfDay(v.end_time), { message: SHOW_PLAN_STRINGS.sameStartEnd, path: ['end_time'] });
export type ShowTemplateInput = z.input<typeof showTemplateInputSchema>;
export type ShowTemplateData = z.output<typeof showTemplateInputSchema>;

export const showTemplateIdParamsSchema = z.object({ id: uuidSchema }).strict();
export const showPlanEmptyQuerySchema = z.object({}).strict();

/** "Legg inn i planen": the template's shows for `weeks` weeks from `from` (a Monday or any date). */
export const showTemplateGenerateSchema = z
  .object({
    from: dateKeySchema,
    weeks: z
      .number({ error: SHOW_PLAN_STRINGS.weeksRange })
      .int(SHOW_PLAN_STRINGS.weeksRange)
      .min(1, SHOW_PLAN_STRINGS.weeksRange)
      .max(SHOW_PLAN_LIMITS.generateWeeksMax, SHOW_PLAN_STRINGS.weeksRange)
      .default(1),
  })
  .strict();
export type ShowTemplateGenerateInput = z.input<typeof showTemplateGenerateSchema>;

export const showTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  weekdays: z.array(z.number()),
  start_time: z.string(),
  end_time: z.string(),
  hosts: z.array(personRefSchema),
  producer: personRefSchema.nullable(),
  clock_template_ids: z.array(z.string()),
  color: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShowTemplate = z.infer<typeof showTemplateSchema>;

export interface ShowTemplatesResponse {
  templates: ShowTemplate[];
}

export interface ShowTemplateResponse {
  template: ShowTemplate;
}

export const showTemplateEventPayloadSchema = z.object({ template: showTemplateSchema });
export type ShowTemplateEventPayload = z.infer<typeof showTemplateEventPayloadSchema>;

export const showTemplateDeletedPayloadSchema = z.object({ id: z.string() });
export type ShowTemplateDeletedPayload = z.infer<typeof showTemplateDeletedPayloadSchema>;

export interface ShowTemplateGenerateResponse {
  /** Shows made now, in time order. */
  created: ScheduledShow[];
  /** Dates that already had this template's show (never made twice). */
  existing: number;
}

// ─── Rundown (show_content) ───────────────────────────────────────────────────

const plannedLengthSchema = z
  .number({ error: SHOW_PLAN_STRINGS.lengthInvalid })
  .int(SHOW_PLAN_STRINGS.lengthInvalid)
  .min(0, SHOW_PLAN_STRINGS.lengthInvalid)
  .max(SHOW_PLAN_LIMITS.plannedLengthMax, SHOW_PLAN_STRINGS.lengthInvalid);

const rundownFields = {
  topic: z.string().trim().min(1, SHOW_PLAN_STRINGS.topicRequired).max(SHOW_PLAN_LIMITS.topicMax, SHOW_PLAN_STRINGS.topicTooLong),
  guest: z.string().trim().max(SHOW_PLAN_LIMITS.guestMax, SHOW_PLAN_STRINGS.guestTooLong),
  script: z.string().max(SHOW_PLAN_LIMITS.scriptMax, SHOW_PLAN_STRINGS.scriptTooLong),
  planned_length_s: plannedLengthSchema.nullable(),
  responsible_id: personIdSchema.nullable(),
  status: rundownStatusSchema,
};

/** POST /api/shows/:id/rundown: a new item, added at the end. */
export const rundownItemInputSchema = z
  .object({
    topic: rundownFields.topic,
    guest: rundownFields.guest.default(''),
    script: rundownFields.script.default(''),
    planned_length_s: rundownFields.planned_length_s.default(null),
    responsible_id: rundownFields.responsible_id.default(null),
    status: rundownFields.status.default('idea'),
  })
  .strict();
export type RundownItemInput = z.input<typeof rundownItemInputSchema>;
export type RundownItemData = z.output<typeof rundownItemInputSchema>;

/** PATCH /api/shows/:id/rundown/:itemId: any subset of the fields (only those are written). */
export const rundownItemPatchSchema = z
  .object({
    topic: rundownFields.topic.optional(),
    guest: rundownFields.guest.optional(),
    script: rundownFields.script.optional(),
    planned_length_s: rundownFields.planned_length_s.optional(),
    responsible_id: rundownFields.responsible_id.optional(),
    status: rundownFields.status.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, SHOW_PLAN_STRINGS.noChanges);
export type RundownItemPatch = z.input<typeof rundownItemPatchSchema>;

/** POST /api/shows/:id/rundown/:itemId/status: the status step every approved user may take. */
export const rundownStatusInputSchema = z.object({ status: rundownStatusSchema }).strict();

/** POST /api/shows/:id/rundown/reorder: every item id of the show, in the new order. */
export const rundownReorderSchema = z
  .object({ ids: z.array(uuidSchema).max(SHOW_PLAN_LIMITS.rundownItemsMax) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, { message: SHOW_PLAN_STRINGS.reorderMismatch, path: ['ids'] });
export type RundownReorderInput = z.input<typeof rundownReorderSchema>;

export const rundownItemParamsSchema = z.object({ id: uuidSchema, itemId: uuidSchema }).strict();

export const rundownItemSchema = z.object({
  id: z.string(),
  show_id: z.string(),
  position: z.number(),
  topic: z.string(),
  guest: z.string(),
  script: z.string(),
  planned_length_s: z.number().nullable(),
  responsible: personRefSchema.nullable(),
  status: rundownStatusSchema,
  updated_at: z.string(),
});
export type RundownItem = z.infer<typeof rundownItemSchema>;

export interface RundownResponse {
  items: RundownItem[];
}

export interface RundownItemResponse {
  item: RundownItem;
}

export const rundownChangedPayloadSchema = z.object({ show_id: z.string(), items: z.array(rundownItemSchema) });
export type RundownChangedPayload = z.infer<typeof rundownChangedPayloadSchema>;

/** Sum of the planned lengths (items without one count as zero). */
export function rundownTotal(items: readonly Pick<RundownItem, 'planned_length_s'>[]): number {
  return items.reduce((sum, item) => sum + (item.planned_length_s ?? 0), 0);
}
