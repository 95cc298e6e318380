import { z } from 'zod';
import { personRefSchema } from './person-ref';
import { isValidDateKey } from './station-time';
import { clockIssues } from './clocks-rules';
import { CLOCK_DRIFT_STRINGS, CLOCK_LIMITS, CLOCK_STRINGS } from './clocks-strings';

export { CLOCK_DRIFT_STRINGS, CLOCK_LIMITS, CLOCK_STRINGS } from './clocks-strings';

/**
 * Sendeklokker (PRODUCT.md "The broadcast model"): clock templates per weekday and hour, the
 * dated active clocks copied from them, and marking their elements sent. Schemas for every body,
 * query, params and socket message, the response shapes, limits, event names and strings.
 */

// ─── Element types ────────────────────────────────────────────────────────────

export const CLOCK_ELEMENT_TYPES = [
  'news',
  'weather',
  'traffic',
  'music',
  'jingle',
  'ad',
  'talk',
  'interview',
  'competition',
  'promo',
  'sponsor',
  'station_id',
  'other',
] as const;
export const clockElementTypeSchema = z.enum(CLOCK_ELEMENT_TYPES, { message: 'Velg en elementtype' });
export type ClockElementType = z.infer<typeof clockElementTypeSchema>;

export const CLOCK_ELEMENT_TYPE_LABELS: Record<ClockElementType, string> = {
  news: 'Nyheter',
  weather: 'Vær',
  traffic: 'Trafikk',
  music: 'Musikk',
  jingle: 'Jingle',
  ad: 'Reklame',
  talk: 'Prat',
  interview: 'Intervju',
  competition: 'Konkurranse',
  promo: 'Promo',
  sponsor: 'Sponsor',
  station_id: 'Stasjons-ID',
  other: 'Annet',
};

/** One colour per type, readable on both themes; the pie and the list use the same. */
export const CLOCK_ELEMENT_TYPE_COLORS: Record<ClockElementType, string> = {
  news: '#ef4444',
  weather: '#0ea5e9',
  traffic: '#f97316',
  music: '#8b5cf6',
  jingle: '#ec4899',
  ad: '#eab308',
  talk: '#10b981',
  interview: '#14b8a6',
  competition: '#d946ef',
  promo: '#6366f1',
  sponsor: '#84cc16',
  station_id: '#06b6d4',
  other: '#94a3b8',
};

// ─── Limits ───────────────────────────────────────────────────────────────────

// CLOCK_LIMITS is in clocks-strings.ts (re-exported above).

export const DEFAULT_CLOCK_COLOR = '#3b82f6';

/** Template colours offered in the editor (any #RRGGBB is accepted). */
export const CLOCK_COLOR_SUGGESTIONS = [
  '#3b82f6',
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#14b8a6',
  '#8b5cf6',
  '#ec4899',
] as const;

// ─── Strings ──────────────────────────────────────────────────────────────────

// CLOCK_STRINGS is in clocks-strings.ts (re-exported above).

// ─── Realtime events ──────────────────────────────────────────────────────────

export const CLOCK_EVENTS = {
  templateCreated: 'clocks.template.created',
  templateUpdated: 'clocks.template.updated',
  templateDeleted: 'clocks.template.deleted',
  /** Ephemeral: who has which template open in the editor. */
  editorsChanged: 'clocks.editors.changed',
  activeClocksCreated: 'clocks.active.created',
  elementMarked: 'clocks.element.marked',
  /**
   * One recovery action (issue 19: mark until now, start from here, leave out, or the undo of
   * one of them) changed these elements of one clock.
   */
  elementsMarked: 'clocks.elements.marked',
} as const;

/** Client-to-server socket messages. */
export const CLOCK_SOCKET_EVENTS = {
  /** "I have this template open" (or null: "I closed it"); acked with the current editor list. */
  editing: 'clocks:editing',
} as const;

// ─── Field schemas ────────────────────────────────────────────────────────────

const clockColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, CLOCK_STRINGS.invalidColor)
  .transform((v) => v.toLowerCase());

export const clockWeekdaySchema = z
  .number({ message: CLOCK_STRINGS.weekdayRange })
  .int(CLOCK_STRINGS.weekdayRange)
  .min(0, CLOCK_STRINGS.weekdayRange)
  .max(6, CLOCK_STRINGS.weekdayRange);

export const clockStartHourSchema = z
  .number({ message: CLOCK_STRINGS.hourRange })
  .int(CLOCK_STRINGS.hourRange)
  .min(0, CLOCK_STRINGS.hourRange)
  .max(23, CLOCK_STRINGS.hourRange);

export const clockDateSchema = z.string().refine(isValidDateKey, CLOCK_STRINGS.invalidDate);

/** Lists that take no parameters still refuse unknown ones. */
export const clockEmptyQuerySchema = z.object({}).strict();

const clockUuidSchema = z.string().uuid('Ugyldig id');
const clockPersonIdSchema = z.string().min(1).max(100);

export const clockElementInputSchema = z
  .object({
    /** Present for an element the template already has; new elements leave it out. */
    id: clockUuidSchema.optional(),
    type: clockElementTypeSchema,
    title: z.string().trim().min(1, CLOCK_STRINGS.titleRequired).max(CLOCK_LIMITS.titleMax, `Tittelen kan ha høyst ${CLOCK_LIMITS.titleMax} tegn`),
    start_offset_s: z
      .number({ message: CLOCK_STRINGS.offsetRange })
      .int(CLOCK_STRINGS.offsetRange)
      .min(0, CLOCK_STRINGS.offsetRange)
      .max(CLOCK_LIMITS.hourSeconds - 1, CLOCK_STRINGS.offsetRange),
    duration_s: z
      .number({ message: CLOCK_STRINGS.durationRange })
      .int(CLOCK_STRINGS.durationRange)
      .min(1, CLOCK_STRINGS.durationRange)
      .max(CLOCK_LIMITS.hourSeconds, CLOCK_STRINGS.durationRange),
    hard_start: z.boolean(),
    notes: z.string().max(CLOCK_LIMITS.notesMax, `Notatet kan ha høyst ${CLOCK_LIMITS.notesMax} tegn`).default(''),
    responsible_id: clockPersonIdSchema.nullable().default(null),
    /** An audio file from the media library the element carries; optional. */
    media_id: clockUuidSchema.nullable().default(null),
  })
  .strict();
export type ClockElementInput = z.input<typeof clockElementInputSchema>;
export type ClockElementData = z.output<typeof clockElementInputSchema>;

const templateFields = {
  name: z.string().trim().min(1, CLOCK_STRINGS.nameRequired).max(CLOCK_LIMITS.nameMax, `Navnet kan ha høyst ${CLOCK_LIMITS.nameMax} tegn`),
  weekday: clockWeekdaySchema,
  start_hour: clockStartHourSchema,
  color: clockColorSchema,
  is_active: z.boolean(),
  notes: z.string().max(CLOCK_LIMITS.templateNotesMax).default(''),
  elements: z.array(clockElementInputSchema).max(CLOCK_LIMITS.elementsMax, CLOCK_STRINGS.tooManyElements),
};

/** The element rules (overlap, past the hour, hard starts) as zod issues on the elements. */
function refineElements(value: { elements: ClockElementData[] }, ctx: z.RefinementCtx) {
  for (const issue of clockIssues(value.elements)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['elements', issue.index] });
  }
}

export const clockTemplateInputSchema = z.object(templateFields).strict().superRefine(refineElements);
export type ClockTemplateInput = z.input<typeof clockTemplateInputSchema>;

/** PUT body: the whole template plus the version it was based on (optimistic concurrency). */
export const clockTemplateUpdateSchema = z
  .object({ ...templateFields, version: z.number().int().min(1).max(2_147_483_647) })
  .strict()
  .superRefine(refineElements);
export type ClockTemplateUpdate = z.input<typeof clockTemplateUpdateSchema>;

export const clockTemplateActiveSchema = z.object({ is_active: z.boolean() }).strict();

export const clockTemplateDuplicateSchema = z
  .object({
    weekdays: z.array(clockWeekdaySchema).min(1, CLOCK_STRINGS.duplicateNoDays).max(7),
    /** Deactivate an active template already in the same weekday and hour instead of refusing. */
    replace_existing: z.boolean().default(false),
  })
  .strict();
export type ClockTemplateDuplicateInput = z.input<typeof clockTemplateDuplicateSchema>;

export const clockIdParamsSchema = z.object({ id: clockUuidSchema }).strict();

export const clockDayQuerySchema = z.object({ date: clockDateSchema }).strict();

/** POST /api/rpc/mark_clock_element_sent (spec section 7: element_id and sent). */
export const markClockElementSentSchema = z
  .object({
    element_id: clockUuidSchema,
    sent: z.boolean(),
    /** As-run correction: when it really went on air (defaults to now). Only with sent: true. */
    sent_at: z.string().datetime({ offset: true, message: 'Ugyldig tidspunkt' }).optional(),
  })
  .strict()
  .refine((v) => v.sent || v.sent_at === undefined, { message: CLOCK_STRINGS.sentAtWithoutSent, path: ['sent_at'] });
export type MarkClockElementSentInput = z.input<typeof markClockElementSentSchema>;

/** POST /api/active-clocks/:id/mark-until: every pending element up to and including this one, sent at its planned time. */
export const markClockUntilSchema = z.object({ element_id: clockUuidSchema }).strict();
export type MarkClockUntilInput = z.input<typeof markClockUntilSchema>;

/** POST /api/active-clocks/:id/start-from: this element is on air now; the pending ones before it were left out. */
export const startClockFromSchema = z.object({ element_id: clockUuidSchema }).strict();
export type StartClockFromInput = z.input<typeof startClockFromSchema>;

/** POST /api/rpc/mark_clock_element_skipped: 'Utelatt' on (skipped: true) or off (back to not sent). */
export const markClockElementSkippedSchema = z.object({ element_id: clockUuidSchema, skipped: z.boolean() }).strict();
export type MarkClockElementSkippedInput = z.input<typeof markClockElementSkippedSchema>;

/** POST /api/active-clocks/undo: the token an action answered with, within CLOCK_LIMITS.undoSeconds. */
export const clockUndoSchema = z.object({ token: clockUuidSchema }).strict();
export type ClockUndoInput = z.input<typeof clockUndoSchema>;

export const clockEditingMessageSchema = z.object({ template_id: clockUuidSchema.nullable() }).strict();
export type ClockEditingMessage = z.infer<typeof clockEditingMessageSchema>;

// ─── Response shapes ──────────────────────────────────────────────────────────

/** The media item an element carries, as the media library names it (duration null until analysed). */
export const clockMediaRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  duration_ms: z.number().nullable(),
});
export type ClockMediaRef = z.infer<typeof clockMediaRefSchema>;

export const clockTemplateElementSchema = z.object({
  id: z.string(),
  position: z.number(),
  type: clockElementTypeSchema,
  title: z.string(),
  start_offset_s: z.number(),
  duration_s: z.number(),
  hard_start: z.boolean(),
  notes: z.string(),
  responsible: personRefSchema.nullable(),
  media: clockMediaRefSchema.nullable(),
});
export type ClockTemplateElement = z.infer<typeof clockTemplateElementSchema>;

export const clockTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  weekday: z.number(),
  start_hour: z.number(),
  color: z.string(),
  is_active: z.boolean(),
  notes: z.string(),
  version: z.number(),
  elements: z.array(clockTemplateElementSchema),
  updated_by: personRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClockTemplate = z.infer<typeof clockTemplateSchema>;

/** 'skipped' is 'Utelatt': left out on purpose, so it is neither on air nor late (issue 19). */
export const SENT_STATUSES = ['pending', 'sent', 'skipped'] as const;
export type SentStatus = (typeof SENT_STATUSES)[number];
export const SENT_STATUS_LABELS: Record<SentStatus, string> = {
  pending: CLOCK_DRIFT_STRINGS.notSent,
  sent: 'Sendt',
  skipped: CLOCK_DRIFT_STRINGS.skipped,
};

/** The spec's clock_content_elements row: a dated copy of a template element. */
export const clockContentElementSchema = z.object({
  id: z.string(),
  active_clock_id: z.string(),
  position: z.number(),
  type: clockElementTypeSchema,
  title: z.string(),
  start_offset_s: z.number(),
  duration_s: z.number(),
  hard_start: z.boolean(),
  notes: z.string(),
  responsible: personRefSchema.nullable(),
  sent_status: z.enum(SENT_STATUSES),
  /** When it went on air; null unless sent. */
  sent_at: z.string().nullable(),
  /** Who marked it sent or left it out. */
  sent_by: personRefSchema.nullable(),
  /** As-run note: marked by "Marker alt til nå som sendt", so sent_at is the planned time, not a click. */
  marked_in_bulk: z.boolean(),
  /** Copied from the template element when the day's clocks were made. */
  media: clockMediaRefSchema.nullable(),
});
export type ClockContentElement = z.infer<typeof clockContentElementSchema>;

/** One broadcast hour of one day, copied from a template (PRODUCT.md: active clock). */
export const activeClockSchema = z.object({
  id: z.string(),
  broadcast_date: z.string(),
  hour: z.number(),
  starts_at: z.string(),
  template_id: z.string().nullable(),
  name: z.string(),
  color: z.string(),
  created_at: z.string(),
  elements: z.array(clockContentElementSchema),
});
export type ActiveClock = z.infer<typeof activeClockSchema>;

export interface ClockTemplatesResponse {
  templates: ClockTemplate[];
}
export interface ClockTemplateResponse {
  template: ClockTemplate;
}
export interface MarkClockElementSentResponse {
  element: ClockContentElement;
}

/** The answer of a recovery action: the elements it changed, and how to undo it (null when nothing changed or for an undo). */
export interface ClockElementsChangedResponse {
  elements: ClockContentElement[];
  undo: { token: string; expires_at: string } | null;
}

export interface ClockDayResponse {
  date: string;
  clocks: ActiveClock[];
}

export const clockEditorSchema = z.object({
  template_id: z.string(),
  user_id: z.string(),
  full_name: z.string().nullable(),
  chat_color: z.string().nullable(),
});
export type ClockEditor = z.infer<typeof clockEditorSchema>;

export const clockTemplateEventPayloadSchema = z.object({ template: clockTemplateSchema, actor: personRefSchema.nullable() });
export type ClockTemplateEventPayload = z.infer<typeof clockTemplateEventPayloadSchema>;
export const clockTemplateDeletedPayloadSchema = z.object({ id: z.string(), actor: personRefSchema.nullable() });
export type ClockTemplateDeletedPayload = z.infer<typeof clockTemplateDeletedPayloadSchema>;
export const clockEditorsPayloadSchema = z.object({ editors: z.array(clockEditorSchema) });
export type ClockEditorsPayload = z.infer<typeof clockEditorsPayloadSchema>;
export const activeClocksCreatedPayloadSchema = z.object({ date: z.string(), clocks: z.array(activeClockSchema) });
export type ActiveClocksCreatedPayload = z.infer<typeof activeClocksCreatedPayloadSchema>;
export const clockElementMarkedPayloadSchema = z.object({ element: clockContentElementSchema, broadcast_date: z.string() });
export type ClockElementMarkedPayload = z.infer<typeof clockElementMarkedPayloadSchema>;

export const CLOCK_MARK_ACTIONS = ['mark_until', 'start_from', 'skip', 'unskip', 'undo'] as const;
export type ClockMarkAction = (typeof CLOCK_MARK_ACTIONS)[number];
export const clockElementsMarkedPayloadSchema = z.object({
  action: z.enum(CLOCK_MARK_ACTIONS),
  active_clock_id: z.string(),
  broadcast_date: z.string(),
  elements: z.array(clockContentElementSchema),
  actor: personRefSchema.nullable(),
});
export type ClockElementsMarkedPayload = z.infer<typeof clockElementsMarkedPayloadSchema>;
