import { z } from 'zod';
import { isValidDateKey } from './station-time';
import { CONTENT_LIMITS, contentIdSchema, personIdSchema } from './content-common';
import type { MediaFormat, MediaKind, ProcessingStatus } from './content-media';
import type { NoteVisibility } from './content-notes';
import { personRefSchema, type PersonRef } from './person-ref';

/**
 * Innholdshub (/content-hub): one searchable list of notes and media, with counts of total,
 * notes and media (spec section 2), filters by type, tag, owner and date, and collections.
 */

export const HUB_TYPES = ['all', 'note', 'media', 'audio', 'image'] as const;
export type HubType = (typeof HUB_TYPES)[number];
export const HUB_TYPE_LABELS: Record<HubType, string> = {
  all: 'Alle typer',
  note: 'Notater',
  media: 'Media',
  audio: 'Lyd',
  image: 'Bilder',
};

/** A real calendar date: the shape alone let 2024-02-30 through to the database, which refused it (a 500). */
const dateSchema = z.string().refine(isValidDateKey, 'Ugyldig dato (bruk ÅÅÅÅ-MM-DD)');

export const hubQuerySchema = z.strictObject({
  q: z.string().max(CONTENT_LIMITS.searchMax, `Søket kan ha høyst ${CONTENT_LIMITS.searchMax} tegn`).optional(),
  type: z.enum(HUB_TYPES).default('all'),
  tag: z.string().trim().min(1).max(CONTENT_LIMITS.tagMax).optional(),
  owner: personIdSchema.optional(),
  /** Changed on or after this local date (Europe/Oslo). */
  from: dateSchema.optional(),
  /** Changed on or before this local date (Europe/Oslo). */
  to: dateSchema.optional(),
  collection: contentIdSchema.optional(),
  page: z.coerce.number().int().min(0).max(1000).default(0),
});
export type HubQuery = z.input<typeof hubQuerySchema>;

export interface HubItem {
  type: 'note' | 'media';
  id: string;
  title: string;
  /** Start of a note's text, or a media file's description. */
  excerpt: string;
  tags: string[];
  owner: PersonRef | null;
  created_at: string;
  updated_at: string;
  /** Notes only. */
  visibility: NoteVisibility | null;
  is_pinned: boolean;
  /** Media only. */
  kind: MediaKind | null;
  format: MediaFormat | null;
  duration_ms: number | null;
  url: string | null;
  processing_status: ProcessingStatus | null;
  /** Collections the item is in. */
  collection_ids: string[];
}

export interface HubCounts {
  total: number;
  notes: number;
  media: number;
}

export interface HubResponse {
  items: HubItem[];
  /** Counts of everything matching the search and filters (not just this page). */
  counts: HubCounts;
  page: number;
  has_more: boolean;
}

export interface HubFacetsResponse {
  tags: { tag: string; count: number }[];
  owners: PersonRef[];
}

// ─── Collections ─────────────────────────────────────────────────────────────

export const COLLECTION_COLORS = ['#3b82f6', '#22c55e', '#eab308', '#f97316', '#ef4444', '#a855f7', '#ec4899', '#14b8a6'] as const;

export const collectionInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Samlingen må ha et navn')
    .max(CONTENT_LIMITS.collectionNameMax, `Navnet kan ha høyst ${CONTENT_LIMITS.collectionNameMax} tegn`),
  description: z.string().trim().max(CONTENT_LIMITS.descriptionMax).default(''),
  color: z.enum(COLLECTION_COLORS, { error: 'Ugyldig farge' }).default('#3b82f6'),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

export const collectionUpdateSchema = collectionInputSchema.partial();

export const collectionIdParamsSchema = z.strictObject({ id: contentIdSchema });

export const CONTENT_ITEM_TYPES = ['note', 'media'] as const;
export const contentItemRefSchema = z.strictObject({
  item_type: z.enum(CONTENT_ITEM_TYPES, { error: 'Ugyldig type' }),
  item_id: contentIdSchema,
});
export type ContentItemRef = z.infer<typeof contentItemRefSchema>;

export const collectionItemParamsSchema = z.strictObject({
  id: contentIdSchema,
  itemType: z.enum(CONTENT_ITEM_TYPES, { error: 'Ugyldig type' }),
  itemId: contentIdSchema,
});

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  owner: personRefSchema.nullable(),
  owner_id: z.string().nullable(),
  item_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

export interface CollectionsResponse {
  collections: Collection[];
}

export const collectionChangedPayloadSchema = z.object({
  collection_id: z.string(),
  /** Null when the collection itself was deleted. */
  collection: collectionSchema.nullable(),
});
export type CollectionChangedPayload = z.infer<typeof collectionChangedPayloadSchema>;

export const HUB_STRINGS = {
  title: 'Innholdshub',
  searchLabel: 'Søk i notater og media',
  searchPlaceholder: 'Søk … (æ, ø og å går fint)',
  total: 'Totalt',
  notes: 'Notater',
  media: 'Media',
  newNote: 'Notat',
  upload: 'Opp',
  noResults: 'Ingen treff. Prøv et annet ord eller fjern et filter.',
  empty: 'Her samles notater og mediefiler. Trykk «Notat» eller «Opp» for å komme i gang.',
  collections: 'Samlinger',
  newCollection: 'Ny samling',
  allItems: 'Alt innhold',
  addToCollection: 'Legg i samling',
  clearFilters: 'Nullstill filtre',
} as const;
