import type { ClockMediaRef } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { mediaRefsByIds } from '../media';

/**
 * Names and lengths of the media items clock elements carry, by id, from the media library's own
 * exported function (the clocks feature does not read its table). A deleted item is absent.
 */
export async function clockMediaRefs(db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, ClockMediaRef>> {
  const found = await mediaRefsByIds(db, ids.filter((id): id is string => id !== null));
  return new Map([...found].map(([id, m]) => [id, { id: m.id, title: m.title, duration_ms: m.duration_ms }]));
}
