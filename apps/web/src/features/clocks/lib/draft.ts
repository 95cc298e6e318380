import {
  DEFAULT_CLOCK_COLOR,
  HOUR_SECONDS,
  nextFreeOffset,
  type ClockElementType,
  type ClockMediaRef,
  type ClockTemplate,
  type ClockTemplateInput,
} from '@studioportal/shared';

/**
 * The editor works on a draft: a plain copy of the template that the user changes freely until
 * they save. Elements carry a `key` that is stable for the life of the editor (the server id for
 * saved elements, a local id for new ones), so rows, drag and merge can follow them.
 */

export interface DraftElement {
  key: string;
  /** Server id; absent for elements added in this editor and not saved yet. */
  id?: string;
  type: ClockElementType;
  title: string;
  start_offset_s: number;
  duration_s: number;
  hard_start: boolean;
  notes: string;
  responsible_id: string | null;
  /** The audio file the element carries (saved as its id). */
  media_id: string | null;
  /** Its name and length as last known, to show without the media library's list. */
  media: ClockMediaRef | null;
}

export interface Draft {
  name: string;
  weekday: number;
  start_hour: number;
  color: string;
  is_active: boolean;
  notes: string;
  elements: DraftElement[];
}

export const DRAFT_FIELDS = ['name', 'weekday', 'start_hour', 'color', 'is_active', 'notes'] as const;
export const ELEMENT_FIELDS = ['type', 'title', 'start_offset_s', 'duration_s', 'hard_start', 'notes', 'responsible_id', 'media_id'] as const;

let counter = 0;
export function localKey(): string {
  counter += 1;
  return `ny-${Date.now().toString(36)}-${counter}`;
}

export function draftFromTemplate(template: ClockTemplate): Draft {
  return {
    name: template.name,
    weekday: template.weekday,
    start_hour: template.start_hour,
    color: template.color,
    is_active: template.is_active,
    notes: template.notes,
    elements: template.elements.map((e) => ({
      key: e.id,
      id: e.id,
      type: e.type,
      title: e.title,
      start_offset_s: e.start_offset_s,
      duration_s: e.duration_s,
      hard_start: e.hard_start,
      notes: e.notes,
      responsible_id: e.responsible?.id ?? null,
      media_id: e.media?.id ?? null,
      media: e.media,
    })),
  };
}

export function emptyDraft(weekday: number, startHour: number): Draft {
  return { name: '', weekday, start_hour: startHour, color: DEFAULT_CLOCK_COLOR, is_active: true, notes: '', elements: [] };
}

/**
 * What "Legg til element" opens with: music right after the last element, three minutes long or
 * whatever is left of the hour, so the usual case needs only a title.
 */
export function newDraftElement(elements: readonly DraftElement[]): DraftElement {
  const start = nextFreeOffset(elements);
  return {
    key: localKey(),
    type: 'music',
    title: '',
    start_offset_s: start,
    duration_s: Math.max(1, Math.min(180, HOUR_SECONDS - start)),
    hard_start: false,
    notes: '',
    responsible_id: null,
    media_id: null,
    media: null,
  };
}

export function draftToInput(draft: Draft): ClockTemplateInput {
  return {
    name: draft.name,
    weekday: draft.weekday,
    start_hour: draft.start_hour,
    color: draft.color,
    is_active: draft.is_active,
    notes: draft.notes,
    elements: draft.elements.map((e) => ({
      ...(e.id ? { id: e.id } : {}),
      type: e.type,
      title: e.title,
      start_offset_s: e.start_offset_s,
      duration_s: e.duration_s,
      hard_start: e.hard_start,
      notes: e.notes,
      responsible_id: e.responsible_id,
      media_id: e.media_id,
    })),
  };
}

export function sameElement(a: DraftElement, b: DraftElement): boolean {
  return ELEMENT_FIELDS.every((field) => a[field] === b[field]);
}

/** True when the draft differs from the template it started from. */
export function isDirty(draft: Draft, base: Draft): boolean {
  if (DRAFT_FIELDS.some((field) => draft[field] !== base[field])) return true;
  if (draft.elements.length !== base.elements.length) return true;
  return draft.elements.some((e, i) => e.key !== base.elements[i]!.key || !sameElement(e, base.elements[i]!));
}
