import { inArray } from 'drizzle-orm';
import type { MediaKind } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { mediaLibrary } from '../../db/schema';

/** What another feature may know of a media item: enough to name it and time it. */
export interface MediaRef {
  id: string;
  title: string;
  kind: MediaKind;
  duration_ms: number | null;
}

/**
 * The media items among `ids` that exist, by id. With `lock`, each found row is held (FOR KEY
 * SHARE) until the caller's transaction ends, so an item checked here cannot be deleted before
 * the caller's write that refers to it commits.
 */
export async function mediaRefsByIds(db: DbOrTx, ids: readonly string[], options: { lock?: boolean } = {}): Promise<Map<string, MediaRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const query = db
    .select({ id: mediaLibrary.id, title: mediaLibrary.title, kind: mediaLibrary.kind, duration_ms: mediaLibrary.durationMs })
    .from(mediaLibrary)
    .where(inArray(mediaLibrary.id, unique));
  const rows = options.lock ? await query.for('key share') : await query;
  return new Map(rows.map((row) => [row.id, row]));
}
