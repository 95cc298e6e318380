import { sql } from 'drizzle-orm';
import type { QuizMediaRef } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Pictures and audio clips from the media library as questions carry them (staff-only file addresses). */
export async function mediaRefsOf(db: DbOrTx, storage: ServerContext['storage'], ids: readonly (string | null)[]): Promise<Map<string, QuizMediaRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const refs = new Map<string, QuizMediaRef>();
  if (wanted.length === 0) return refs;
  const result = await db.execute(sql`
    SELECT id, kind, title, storage_key FROM media_library
    WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`);
  for (const row of rowsOf<{ id: string; kind: 'image' | 'audio'; title: string; storage_key: string }>(result)) {
    refs.set(row.id, { id: row.id, kind: row.kind, title: row.title, url: storage.publicUrl('media', row.storage_key) });
  }
  return refs;
}
