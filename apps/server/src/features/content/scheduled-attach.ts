import { CONTENT_EVENTS, type EditorialSavedPayload, type Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
import { targetExists } from './editorial-targets.repository';
import * as repo from './editorial.repository';
import { syncPlannedLength } from './planned-length';

export type ScheduledAttachOutcome = 'attached' | 'script_missing' | 'element_missing';

/** Whether the script and the clock element a scheduled attach names still exist. */
export async function scheduledAttachTargets(db: DbOrTx, editorialId: string, elementId: string): Promise<'ok' | 'script_missing' | 'element_missing'> {
  if (!(await repo.findEditorial(db, editorialId))) return 'script_missing';
  return (await targetExists(db, 'clock_element', elementId)) ? 'ok' : 'element_missing';
}

/**
 * Automation's attach_content: the same write as a planner choosing the clock element in the
 * content studio (the link, the element's planned length, the content event), in the caller's
 * transaction so it commits with the run. The caller has checked `actor` may plan.
 */
export async function attachScriptToElementIn(tx: DbOrTx, publish: Publish, actor: Profile, editorialId: string, elementId: string): Promise<ScheduledAttachOutcome> {
  const current = await repo.findEditorial(tx, editorialId, { lock: true });
  if (!current) return 'script_missing';
  if (!(await targetExists(tx, 'clock_element', elementId))) return 'element_missing';
  const row = await repo.updateEditorial(tx, editorialId, { targetKind: 'clock_element', targetId: elementId }, actor.id);
  await syncPlannedLength(tx, publish, row, actor);
  const [item] = await repo.toEditorialItems(tx, [row]);
  await publish('content', CONTENT_EVENTS.editorialSaved, { item: item! } satisfies EditorialSavedPayload);
  return 'attached';
}
