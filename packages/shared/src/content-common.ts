import { z } from 'zod';
import type { PersonRef } from './person-ref';

/**
 * Pieces every content area shares (notes, media, collections, Innhold, content studio): ids,
 * tags, the person shape, realtime event names and the common Norwegian strings.
 */

export const CONTENT_LIMITS = {
  titleMax: 200,
  noteBodyMax: 100_000,
  scriptBodyMax: 100_000,
  descriptionMax: 2_000,
  tagMax: 40,
  tagsMax: 20,
  searchMax: 200,
  pageSize: 50,
  collectionNameMax: 80,
  collectionsMax: 200,
  markerLabelMax: 80,
  markersMax: 200,
} as const;

export const contentIdSchema = z.uuid({ error: 'Ugyldig id' });
export const personIdSchema = z.string().min(1).max(100);

/** Tags are trimmed, lower-cased and de-duplicated, so 'Morgen' and 'morgen ' are one tag. */
export const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'En etikett kan ikke være tom')
      .max(CONTENT_LIMITS.tagMax, `En etikett kan ha høyst ${CONTENT_LIMITS.tagMax} tegn`)
      .transform((t) => t.toLocaleLowerCase('nb-NO')),
  )
  .max(CONTENT_LIMITS.tagsMax, `Høyst ${CONTENT_LIMITS.tagsMax} etiketter`)
  .transform((tags) => [...new Set(tags)]);

export interface ContentPeopleResponse {
  people: PersonRef[];
}

/** A version number for optimistic concurrency: the client says which version it edited. */
export const versionSchema = z.number({ error: 'Versjon mangler' }).int().min(1).max(2_147_483_647);

/** Event types on CHANNELS.content (notes, collections, Innhold, scripts). */
export const CONTENT_EVENTS = {
  noteSaved: 'content.note.saved',
  /** A note is gone for everyone but (maybe) its owner: deleted, or made private. */
  noteRemoved: 'content.note.removed',
  collectionChanged: 'content.collection.changed',
  editorialSaved: 'content.editorial.saved',
  editorialDeleted: 'content.editorial.deleted',
  settingsChanged: 'content.settings.changed',
} as const;

/** Event types on CHANNELS.media. */
export const MEDIA_EVENTS = {
  saved: 'media.item.saved',
  deleted: 'media.item.deleted',
  processing: 'media.processing.updated',
} as const;

export const CONTENT_STRINGS = {
  noteNotFound: 'Fant ikke notatet.',
  mediaNotFound: 'Fant ikke mediefilen.',
  markerNotFound: 'Fant ikke markøren.',
  collectionNotFound: 'Fant ikke samlingen.',
  editorialNotFound: 'Fant ikke innholdet.',
  itemNotFound: 'Fant ikke elementet du ville legge til.',
  deleteForbidden: 'Du kan bare slette dine egne elementer.',
  collectionForbidden: 'Bare den som eier samlingen, Programleder og Administrator kan endre den.',
  privateNoteForbidden: 'Dette er et privat notat som tilhører noen andre.',
  visibilityForbidden: 'Bare eieren kan endre hvem som ser notatet.',
  versionConflict: 'Noen andre har lagret en nyere versjon mens du skrev. Velg hvilken versjon du vil beholde, eller slå dem sammen.',
  personNotFound: 'Fant ikke personen.',
  targetNotFound: 'Fant ikke elementet du ville knytte manuset til.',
  attachForbidden: 'Bare Programleder og Administrator kan knytte manus til sendeklokker og kjøreplaner.',
  untitledNote: 'Uten tittel',
} as const;

/** A one-line plain-text preview of markdown (lists, headings and emphasis marks removed). */
export function markdownExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`|#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
