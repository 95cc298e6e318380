import { z } from 'zod';
import { personRefSchema } from './person-ref';

/**
 * The show plan's dated shows (spec: scheduled_shows, scheduled_start; PRODUCT.md "The broadcast
 * model" layer 2). This issue needs them for "upcoming shows" on the dashboard and the demo data;
 * the full show-plan screen builds on the same table and schemas.
 */

export const SHOW_STATUSES = ['planned', 'live', 'done', 'cancelled'] as const;
export const showStatusSchema = z.enum(SHOW_STATUSES);
export type ShowStatus = z.infer<typeof showStatusSchema>;

export const SHOW_STATUS_LABELS: Record<ShowStatus, string> = {
  planned: 'Planlagt',
  live: 'På lufta',
  done: 'Ferdig',
  cancelled: 'Avlyst',
};

export const SHOW_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  hostsMax: 10,
  clocksMax: 24,
  maxDurationMs: 24 * 60 * 60 * 1000,
  /** Longest range one list request may cover. */
  maxRangeDays: 62,
} as const;

export const SHOW_STRINGS = {
  titleRequired: 'Tittel er påkrevd',
  endBeforeStart: 'Slutten må være etter starten',
  tooLong: 'En sending kan vare høyst 24 timer',
  rangeTooLong: `Velg en periode på høyst ${SHOW_LIMITS.maxRangeDays} dager`,
  notFound: 'Fant ikke sendingen.',
  personNotFound: 'Fant ikke programleder eller produsent.',
  clockNotFound: 'Fant ikke sendeklokka.',
  invalidTime: 'Ugyldig tidspunkt',
  noUpcoming: 'Ingen sendinger de neste 24 timene',
} as const;

export const SHOW_EVENTS = {
  created: 'shows.show.created',
  updated: 'shows.show.updated',
  deleted: 'shows.show.deleted',
} as const;

const instantSchema = z.string().datetime({ offset: true, message: SHOW_STRINGS.invalidTime });
const personIdSchema = z.string().min(1).max(100);

const showColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Ugyldig farge. Bruk hex (#RRGGBB).')
  .transform((v) => v.toLowerCase())
  .nullable();

const showFields = {
  title: z.string().trim().min(1, SHOW_STRINGS.titleRequired).max(SHOW_LIMITS.titleMax),
  description: z.string().max(SHOW_LIMITS.descriptionMax).default(''),
  scheduled_start: instantSchema,
  scheduled_end: instantSchema,
  status: showStatusSchema.default('planned'),
  color: showColorSchema.default(null),
  producer_id: personIdSchema.nullable().default(null),
  host_ids: z.array(personIdSchema).max(SHOW_LIMITS.hostsMax).default([]),
  clock_template_ids: z.array(z.string().uuid()).max(SHOW_LIMITS.clocksMax).default([]),
};

function refineTimes(value: { scheduled_start?: string; scheduled_end?: string }, ctx: z.RefinementCtx) {
  if (!value.scheduled_start || !value.scheduled_end) return;
  const span = Date.parse(value.scheduled_end) - Date.parse(value.scheduled_start);
  if (span <= 0) ctx.addIssue({ code: 'custom', message: SHOW_STRINGS.endBeforeStart, path: ['scheduled_end'] });
  else if (span > SHOW_LIMITS.maxDurationMs) ctx.addIssue({ code: 'custom', message: SHOW_STRINGS.tooLong, path: ['scheduled_end'] });
}

export const scheduledShowInputSchema = z.object(showFields).strict().superRefine(refineTimes);
export type ScheduledShowInput = z.input<typeof scheduledShowInputSchema>;

/** PATCH body: any subset of the fields; the times are checked again against the stored row. */
export const scheduledShowPatchSchema = z
  .object({
    title: showFields.title.optional(),
    description: z.string().max(SHOW_LIMITS.descriptionMax).optional(),
    scheduled_start: instantSchema.optional(),
    scheduled_end: instantSchema.optional(),
    status: showStatusSchema.optional(),
    color: showColorSchema.optional(),
    producer_id: personIdSchema.nullable().optional(),
    host_ids: z.array(personIdSchema).max(SHOW_LIMITS.hostsMax).optional(),
    clock_template_ids: z.array(z.string().uuid()).max(SHOW_LIMITS.clocksMax).optional(),
  })
  .strict()
  .superRefine(refineTimes);
export type ScheduledShowPatch = z.input<typeof scheduledShowPatchSchema>;

export const showIdParamsSchema = z.object({ id: z.string().uuid('Ugyldig id') }).strict();

/**
 * GET /api/shows?from&to: every show overlapping [from, to) (starts before `to`, ends after `from`).
 * Overlapping shows are flagged by the client with `showConflicts` (show-plan-rules.ts).
 */
export const showsRangeQuerySchema = z
  .object({ from: instantSchema, to: instantSchema })
  .strict()
  .superRefine((value, ctx) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span < 0) ctx.addIssue({ code: 'custom', message: SHOW_STRINGS.endBeforeStart, path: ['to'] });
    if (span > SHOW_LIMITS.maxRangeDays * 86_400_000) ctx.addIssue({ code: 'custom', message: SHOW_STRINGS.rangeTooLong, path: ['to'] });
  });

export const emptyShowsQuerySchema = z.object({}).strict();

export const scheduledShowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  scheduled_start: z.string(),
  scheduled_end: z.string(),
  status: showStatusSchema,
  color: z.string().nullable(),
  producer: personRefSchema.nullable(),
  hosts: z.array(personRefSchema),
  clock_template_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScheduledShow = z.infer<typeof scheduledShowSchema>;

export interface ScheduledShowsResponse {
  shows: ScheduledShow[];
}

export const scheduledShowEventPayloadSchema = z.object({ show: scheduledShowSchema });
export type ScheduledShowEventPayload = z.infer<typeof scheduledShowEventPayloadSchema>;

export const scheduledShowDeletedPayloadSchema = z.object({ id: z.string() });
export type ScheduledShowDeletedPayload = z.infer<typeof scheduledShowDeletedPayloadSchema>;
