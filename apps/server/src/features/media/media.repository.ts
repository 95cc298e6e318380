import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { MarkerKind, MediaFormat, MediaItem, MediaMarker, MediaProcessing, ProcessingStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { collectionItems, mediaLibrary, mediaMarkers, mediaProcessingJobs } from '../../db/schema';

type MediaRow = typeof mediaLibrary.$inferSelect;
type MarkerRow = typeof mediaMarkers.$inferSelect;
type ProcessingRow = typeof mediaProcessingJobs.$inferSelect;

export function toMarker(r: MarkerRow): MediaMarker {
  return {
    id: r.id,
    media_id: r.mediaId,
    kind: r.kind,
    label: r.label,
    position_ms: r.positionMs,
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
  };
}

function toProcessing(r: ProcessingRow | undefined, fallbackAt: Date): MediaProcessing {
  return r
    ? { status: r.status, progress: r.progress, error: r.error, attempts: r.attempts, updated_at: r.updatedAt.toISOString() }
    : { status: 'done', progress: 1, error: null, attempts: 0, updated_at: fallbackAt.toISOString() };
}

/** Rows to API items with owners, processing state and markers, in three more queries in all. */
export async function toMediaItems(db: DbOrTx, rows: MediaRow[], publicUrl: (key: string) => string): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [people, processing, markers] = await Promise.all([
    peopleByIds(db, rows.map((r) => r.ownerId)),
    db.select().from(mediaProcessingJobs).where(inArray(mediaProcessingJobs.mediaId, ids)),
    db.select().from(mediaMarkers).where(inArray(mediaMarkers.mediaId, ids)).orderBy(asc(mediaMarkers.positionMs)),
  ]);
  const processingById = new Map(processing.map((p) => [p.mediaId, p]));
  return rows.map((r) => ({
    id: r.id,
    owner_id: r.ownerId,
    owner: personInMap(people, r.ownerId),
    title: r.title,
    description: r.description,
    tags: r.tags,
    kind: r.kind,
    format: r.format,
    mime_type: r.mimeType,
    size_bytes: r.sizeBytes,
    original_filename: r.originalFilename,
    url: publicUrl(r.storageKey),
    duration_ms: r.durationMs,
    waveform: r.waveform ?? null,
    width: r.width,
    height: r.height,
    processing: toProcessing(processingById.get(r.id), r.updatedAt),
    markers: markers.filter((m) => m.mediaId === r.id).map(toMarker),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listMedia(db: DbOrTx, kind?: 'audio' | 'image'): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaLibrary)
    .where(kind ? eq(mediaLibrary.kind, kind) : undefined)
    .orderBy(desc(mediaLibrary.createdAt))
    .limit(500);
}

export async function findMedia(db: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<MediaRow | null> {
  const query = db.select().from(mediaLibrary).where(eq(mediaLibrary.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertMedia(
  db: DbOrTx,
  values: {
    id: string;
    ownerId: string;
    title: string;
    kind: 'audio' | 'image';
    format: MediaFormat;
    mimeType: string;
    sizeBytes: number;
    storageKey: string;
    originalFilename: string;
  },
): Promise<MediaRow> {
  const [row] = await db.insert(mediaLibrary).values(values).returning();
  if (!row) throw new Error('media insert returned nothing');
  return row;
}

export async function updateMedia(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<MediaRow, 'title' | 'description' | 'tags' | 'durationMs' | 'waveform' | 'width' | 'height'>>,
): Promise<MediaRow | null> {
  const [row] = await db
    .update(mediaLibrary)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(mediaLibrary.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMedia(db: DbOrTx, id: string): Promise<void> {
  await db.delete(collectionItems).where(and(eq(collectionItems.itemType, 'media'), eq(collectionItems.itemId, id)));
  await db.delete(mediaLibrary).where(eq(mediaLibrary.id, id));
}

export async function upsertProcessing(
  db: DbOrTx,
  mediaId: string,
  values: { status: ProcessingStatus; progress?: number; error?: string | null; attempts?: number; jobId?: string },
): Promise<MediaProcessing> {
  const now = new Date();
  const set = {
    status: values.status,
    progress: values.progress ?? (values.status === 'done' ? 1 : 0),
    error: values.error ?? null,
    updatedAt: now,
    ...(values.attempts !== undefined ? { attempts: values.attempts } : {}),
    ...(values.jobId !== undefined ? { jobId: values.jobId } : {}),
  };
  const [row] = await db
    .insert(mediaProcessingJobs)
    .values({ mediaId, ...set })
    .onConflictDoUpdate({ target: mediaProcessingJobs.mediaId, set })
    .returning();
  return toProcessing(row, now);
}

export async function insertMarker(
  db: DbOrTx,
  values: { mediaId: string; kind: MarkerKind; label: string; positionMs: number; createdBy: string },
): Promise<MarkerRow> {
  const [row] = await db.insert(mediaMarkers).values(values).returning();
  if (!row) throw new Error('marker insert returned nothing');
  return row;
}

export async function countMarkers(db: DbOrTx, mediaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaMarkers).where(eq(mediaMarkers.mediaId, mediaId));
  return Number(row?.n ?? 0);
}

export async function updateMarker(
  db: DbOrTx,
  mediaId: string,
  markerId: string,
  changes: Partial<{ kind: MarkerKind; label: string; positionMs: number }>,
): Promise<MarkerRow | null> {
  const [row] = await db
    .update(mediaMarkers)
    .set(changes)
    .where(and(eq(mediaMarkers.id, markerId), eq(mediaMarkers.mediaId, mediaId)))
    .returning();
  return row ?? null;
}

/** Who set a marker (null: unknown marker of that media item). */
export async function markerCreator(db: DbOrTx, mediaId: string, markerId: string): Promise<{ createdBy: string | null } | null> {
  const [row] = await db
    .select({ createdBy: mediaMarkers.createdBy })
    .from(mediaMarkers)
    .where(and(eq(mediaMarkers.id, markerId), eq(mediaMarkers.mediaId, mediaId)));
  return row ?? null;
}

export async function deleteMarker(db: DbOrTx, mediaId: string, markerId: string): Promise<boolean> {
  const rows = await db
    .delete(mediaMarkers)
    .where(and(eq(mediaMarkers.id, markerId), eq(mediaMarkers.mediaId, mediaId)))
    .returning({ id: mediaMarkers.id });
  return rows.length > 0;
}
