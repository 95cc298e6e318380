import { z } from 'zod';
import { CONTENT_LIMITS, contentIdSchema, personIdSchema, versionSchema } from './content-common';
import { formatZonedTime, zonedParts } from './station-time';
import { SPEAKING_RATE_MAX, SPEAKING_RATE_MIN } from './content-readtime';
import { personRefSchema } from './person-ref';

/**
 * Innhold (/innhold) and the content studio (/content-studio) work on the same rows of
 * `user_editorial_content`: an editorial item for an upcoming show with a title, a markdown
 * script, a status workflow, a responsible person, a target show and clock element. The studio is
 * the writing desk for the script; when the item is attached to a clock element or a rundown
 * item, that element's planned length follows the script's read-aloud time.
 */

export const EDITORIAL_STATUSES = ['idea', 'in_progress', 'ready', 'sent'] as const;
export const editorialStatusSchema = z.enum(EDITORIAL_STATUSES, { error: 'Ugyldig status' });
export type EditorialStatus = z.infer<typeof editorialStatusSchema>;
/** The workflow words: idé → under arbeid → klar → sendt. */
export const EDITORIAL_STATUS_LABELS: Record<EditorialStatus, string> = {
  idea: 'Idé',
  in_progress: 'Under arbeid',
  ready: 'Klar',
  sent: 'Sendt',
};
export const EDITORIAL_STATUS_COLORS: Record<EditorialStatus, string> = {
  idea: '#a855f7',
  in_progress: '#eab308',
  ready: '#22c55e',
  sent: '#64748b',
};

export const ATTACH_KINDS = ['clock_element', 'rundown_item'] as const;
export type AttachKind = (typeof ATTACH_KINDS)[number];
export const attachTargetSchema = z.strictObject({
  kind: z.enum(ATTACH_KINDS, { error: 'Ugyldig mål' }),
  id: contentIdSchema,
});
export type AttachTarget = z.infer<typeof attachTargetSchema>;

const titleSchema = z
  .string()
  .trim()
  .min(1, 'Tittel er påkrevd')
  .max(CONTENT_LIMITS.titleMax, `Tittelen kan ha høyst ${CONTENT_LIMITS.titleMax} tegn`);
const bodySchema = z.string().max(CONTENT_LIMITS.scriptBodyMax, `Manuset kan ha høyst ${CONTENT_LIMITS.scriptBodyMax} tegn`);

export const createEditorialSchema = z.strictObject({
  title: titleSchema,
  body: bodySchema.default(''),
  status: editorialStatusSchema.default('idea'),
  responsible_id: personIdSchema.nullable().default(null),
  show_id: contentIdSchema.nullable().default(null),
  target: attachTargetSchema.nullable().default(null),
});
export type CreateEditorialInput = z.input<typeof createEditorialSchema>;

/**
 * PATCH: a change of title or script must name the version it was written against (two people
 * typing in the same script must not silently overwrite each other). Moving a card on the board
 * or reassigning it needs no version: those are single fields where the last choice is the answer.
 */
export const updateEditorialSchema = z
  .strictObject({
    version: versionSchema.optional(),
    title: titleSchema.optional(),
    body: bodySchema.optional(),
    status: editorialStatusSchema.optional(),
    responsible_id: personIdSchema.nullable().optional(),
    show_id: contentIdSchema.nullable().optional(),
    target: attachTargetSchema.nullable().optional(),
  })
  .refine((v) => (v.title === undefined && v.body === undefined) || v.version !== undefined, {
    message: 'Versjon mangler',
    path: ['version'],
  });
export type UpdateEditorialInput = z.input<typeof updateEditorialSchema>;

export const editorialIdParamsSchema = z.strictObject({ id: contentIdSchema });

export const editorialQuerySchema = z.strictObject({
  status: editorialStatusSchema.optional(),
  responsible: personIdSchema.optional(),
  show: contentIdSchema.optional(),
});

export const editorialTargetInfoSchema = z.object({
  kind: z.enum(ATTACH_KINDS),
  id: z.string(),
  /** 'Nyheter 06:00 – Mandag' or the rundown item's topic; null when the target is gone. */
  label: z.string().nullable(),
  /** The target's planned length now, in seconds. */
  planned_length_s: z.number().nullable(),
});
export type EditorialTargetInfo = z.infer<typeof editorialTargetInfoSchema>;

export const editorialItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  status: editorialStatusSchema,
  responsible_id: z.string().nullable(),
  responsible: personRefSchema.nullable(),
  show_id: z.string().nullable(),
  show_label: z.string().nullable(),
  target: editorialTargetInfoSchema.nullable(),
  word_count: z.number(),
  read_time_s: z.number(),
  version: z.number(),
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: personRefSchema.nullable(),
});
export type EditorialItem = z.infer<typeof editorialItemSchema>;

export interface EditorialListResponse {
  items: EditorialItem[];
}
export interface EditorialItemResponse {
  item: EditorialItem;
}
export interface EditorialConflictDetails {
  current: EditorialItem;
}

/** What a script can be attached to, and which shows it can be for. */
export interface EditorialTargetsResponse {
  shows: { id: string; label: string; starts_at: string }[];
  clock_elements: { id: string; label: string; group: string; duration_s: number }[];
  rundown_items: { id: string; label: string; group: string; planned_length_s: number | null }[];
}

export type ContentSettings = z.infer<typeof contentSettingsSchema>;
export const contentSettingsSchema = z.strictObject({
  speaking_rate_wpm: z
    .number({ error: 'Ugyldig talehastighet' })
    .int('Talehastigheten må være et helt tall')
    .min(SPEAKING_RATE_MIN, `Talehastigheten må være minst ${SPEAKING_RATE_MIN} ord i minuttet`)
    .max(SPEAKING_RATE_MAX, `Talehastigheten kan være høyst ${SPEAKING_RATE_MAX} ord i minuttet`),
});

export const editorialSavedPayloadSchema = z.object({ item: editorialItemSchema });
export type EditorialSavedPayload = z.infer<typeof editorialSavedPayloadSchema>;
export const editorialDeletedPayloadSchema = z.object({ id: z.string() });
export type EditorialDeletedPayload = z.infer<typeof editorialDeletedPayloadSchema>;
export const contentSettingsPayloadSchema = z.object({ settings: contentSettingsSchema });
export type ContentSettingsPayload = z.infer<typeof contentSettingsPayloadSchema>;

export const EDITORIAL_STRINGS = {
  innholdTitle: 'Innhold',
  studioTitle: 'Innholdsstudio',
  newItem: 'Nytt innhold',
  newScript: 'Nytt manus',
  board: 'Tavle',
  list: 'Liste',
  readTime: 'Lesetid',
  words: 'ord',
  speakingRate: 'Talehastighet',
  wordsPerMinute: 'ord/min',
  preview: 'Forhåndsvisning',
  script: 'Manus',
  attach: 'Knytt til',
  attachedTo: 'Knyttet til',
  detach: 'Fjern kobling',
  noTarget: 'Ikke knyttet til noe',
  plannedLengthFollows: 'Planlagt lengde følger manuset',
  responsible: 'Ansvarlig',
  targetShow: 'Sending',
  clockElement: 'Klokkeelement',
  rundownItem: 'Kjøreplanpunkt',
  nobody: 'Ingen',
  noShow: 'Ingen sending',
  empty: 'Ingen innhold ennå. Trykk «Nytt innhold» for å legge til en idé.',
  emptyColumn: 'Tomt',
  delete: 'Slett',
} as const;

/** 'dd.MM kl. HH:mm' in the station's time zone, for naming a show or rundown item. */
export function formatOsloDayTime(instant: Date): string {
  const p = zonedParts(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.day)}.${two(p.month)} kl. ${formatZonedTime(instant)}`;
}
