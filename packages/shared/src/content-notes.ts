import { z } from 'zod';
import { CONTENT_LIMITS, contentIdSchema, tagsSchema, versionSchema } from './content-common';
import { personRefSchema } from './person-ref';

/**
 * Notes (/notes): personal or shared markdown notes with tags and pinning. Saving sends the
 * version the writer started from; a newer version on the server is a conflict (409) that carries
 * the stored note, so the client can show both and let the writer choose or merge.
 */

export const NOTE_VISIBILITIES = ['private', 'shared'] as const;
export const noteVisibilitySchema = z.enum(NOTE_VISIBILITIES, { error: 'Ugyldig synlighet' });
export type NoteVisibility = z.infer<typeof noteVisibilitySchema>;
export const NOTE_VISIBILITY_LABELS: Record<NoteVisibility, string> = { private: 'Privat', shared: 'Delt' };

const titleSchema = z.string().trim().max(CONTENT_LIMITS.titleMax, `Tittelen kan ha høyst ${CONTENT_LIMITS.titleMax} tegn`);
const bodySchema = z.string().max(CONTENT_LIMITS.noteBodyMax, `Notatet kan ha høyst ${CONTENT_LIMITS.noteBodyMax} tegn`);

export const createNoteSchema = z.strictObject({
  title: titleSchema.default(''),
  body: bodySchema.default(''),
  tags: tagsSchema.default([]),
  visibility: noteVisibilitySchema.default('private'),
  is_pinned: z.boolean().default(false),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

/** PATCH /api/notes/:id: `version` is the version the edit started from. */
export const updateNoteSchema = z.strictObject({
  version: versionSchema,
  title: titleSchema.optional(),
  body: bodySchema.optional(),
  tags: tagsSchema.optional(),
  visibility: noteVisibilitySchema.optional(),
});
export type UpdateNoteInput = z.input<typeof updateNoteSchema>;

/** Pinning is not an edit of the text, so it never conflicts with one. */
export const pinNoteSchema = z.strictObject({ is_pinned: z.boolean() });

export const noteIdParamsSchema = z.strictObject({ id: contentIdSchema });

export const NOTE_SCOPES = ['all', 'mine', 'shared'] as const;
export const notesQuerySchema = z.strictObject({
  scope: z.enum(NOTE_SCOPES).default('all'),
  tag: z.string().trim().min(1).max(CONTENT_LIMITS.tagMax).optional(),
});

export const noteSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  owner: personRefSchema.nullable(),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  visibility: noteVisibilitySchema,
  is_pinned: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: personRefSchema.nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export interface NotesResponse {
  /** Pinned first, then the most recently changed. */
  notes: Note[];
}
export interface NoteResponse {
  note: Note;
}

/** The 409 answer's details: the note as it is stored now. */
export interface NoteConflictDetails {
  current: Note;
}

/** Payload of CONTENT_EVENTS.noteSaved. Private notes go to their owner only. */
export const noteSavedPayloadSchema = z.object({ note: noteSchema });
export type NoteSavedPayload = z.infer<typeof noteSavedPayloadSchema>;
export const noteRemovedPayloadSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  /** 'deleted' for everyone; 'hidden' when the owner made it private (the owner keeps it). */
  reason: z.enum(['deleted', 'hidden']),
});
export type NoteRemovedPayload = z.infer<typeof noteRemovedPayloadSchema>;

/** How long the editor waits after the last keystroke before it saves. */
export const NOTE_AUTOSAVE_DELAY_MS = 800;

export const NOTE_STRINGS = {
  newNote: 'Notat',
  newNoteLong: 'Nytt notat',
  titlePlaceholder: 'Tittel',
  bodyPlaceholder: 'Skriv i markdown …',
  saving: 'Lagrer …',
  saved: 'Lagret',
  unsaved: 'Ikke lagret ennå',
  saveFailed: 'Kunne ikke lagre',
  conflictTitle: 'To versjoner av notatet',
  conflictMine: 'Din versjon',
  conflictTheirs: (name: string) => `Lagret av ${name}`,
  keepMine: 'Behold min',
  useTheirs: 'Bruk den lagrede',
  merge: 'Slå sammen',
  pin: 'Fest',
  unpin: 'Løsne',
  pinned: 'Festet',
  delete: 'Slett notat',
  deleted: 'Notatet er slettet',
  empty: 'Ingen notater ennå. Trykk «Notat» for å skrive det første.',
  remoteUpdated: (name: string) => `${name} oppdaterte notatet`,
} as const;
