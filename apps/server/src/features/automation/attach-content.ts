import { AUTOMATION_STRINGS as S, can, weekdayOfDateKey, zonedDateKey, type AutomationAttach } from '@studioportal/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { templateElementDay } from '../clocks';
import { attachScriptToElementIn, scheduledAttachTargets } from '../content';
import { findProfile } from '../profiles';

/**
 * attach_content: at its time, the script is attached to the clock template element (the content
 * feature does the write, as if the action's creator had chosen it in the content studio). A
 * template element belongs to one weekday; on a day its clock does not go, the run fails with a
 * reason rather than attaching to a clock that is not on air that day.
 */
export async function performAttach(tx: Tx, publish: Publish, attach: AutomationAttach | null, creatorId: string, occurrence: Date): Promise<void> {
  if (!attach) throw new ApiError(400, 'validation_failed', S.attachRequired);
  // Read in the run's transaction: one PGlite connection would wait on itself otherwise.
  const actor = await findProfile(tx, creatorId);
  // Attaching sets the element's planned length: planning, like in the content studio.
  if (!actor || !can(actor.app_role, 'editPlanning')) throw new ApiError(403, 'forbidden', S.creatorGone);
  const day = await templateElementDay(tx, attach.element_id);
  if (!day) throw new ApiError(409, 'element_gone', S.attachElementGone);
  if (!day.isActive || day.weekday !== weekdayOfDateKey(zonedDateKey(occurrence))) {
    throw new ApiError(409, 'not_today', S.attachNotToday);
  }
  const outcome = await attachScriptToElementIn(tx, publish, actor, attach.editorial_id, attach.element_id);
  if (outcome === 'script_missing') throw new ApiError(409, 'script_gone', S.attachScriptGone);
  if (outcome === 'element_missing') throw new ApiError(409, 'element_gone', S.attachElementGone);
}

/** Saving checks the pair exists now (400), so a typo is caught before the first run. */
export async function assertAttachTargets(db: DbOrTx, attach: AutomationAttach | null): Promise<void> {
  if (!attach) return;
  const found = await scheduledAttachTargets(db, attach.editorial_id, attach.element_id);
  if (found === 'script_missing') throw new ApiError(400, 'validation_failed', S.attachScriptGone, [{ path: 'attach.editorial_id', message: S.attachScriptGone }]);
  if (found === 'element_missing') throw new ApiError(400, 'validation_failed', S.attachElementGone, [{ path: 'attach.element_id', message: S.attachElementGone }]);
}
