import { AUTOMATION_STRINGS as S, can, isMediaAttach, weekdayOfDateKey, zonedDateKey, type AutomationAttach } from '@studioportal/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { attachMediaToTemplateElementIn, mediaAttachTargets, templateElementDay } from '../clocks';
import { attachScriptToElementIn, scheduledAttachTargets } from '../content';
import { findProfile } from '../profiles';

/** Why a run could not attach, in the words the run history shows. */
const RUN_FAILURES = {
  script_missing: () => new ApiError(409, 'script_gone', S.attachScriptGone),
  media_missing: () => new ApiError(409, 'media_gone', S.attachMediaGone),
  media_not_audio: () => new ApiError(409, 'media_not_audio', S.attachMediaNotAudio),
  element_missing: () => new ApiError(409, 'element_gone', S.attachElementGone),
} as const;

/**
 * attach_content: at its time, the script or the audio file is attached to the clock template
 * element — a script by the content feature (as if the action's creator had chosen it in the
 * content studio), a media item by the clocks feature (as if chosen in the template editor). A
 * template element belongs to one weekday; on a day its clock does not go, the run fails with a
 * reason rather than attaching to a clock that is not on air that day.
 */
export async function performAttach(tx: Tx, publish: Publish, attach: AutomationAttach | null, creatorId: string, occurrence: Date): Promise<void> {
  if (!attach) throw new ApiError(400, 'validation_failed', S.attachRequired);
  // Read in the run's transaction: one PGlite connection would wait on itself otherwise.
  const actor = await findProfile(tx, creatorId);
  // Attaching changes the clock (its planned length, its file): planning, like in the studio and editor.
  if (!actor || !can(actor.app_role, 'editPlanning')) throw new ApiError(403, 'forbidden', S.creatorGone);
  const day = await templateElementDay(tx, attach.element_id);
  if (!day) throw RUN_FAILURES.element_missing();
  if (!day.isActive || day.weekday !== weekdayOfDateKey(zonedDateKey(occurrence))) {
    throw new ApiError(409, 'not_today', S.attachNotToday);
  }
  const outcome = isMediaAttach(attach)
    ? await attachMediaToTemplateElementIn(tx, publish, actor, attach.media_id, attach.element_id)
    : await attachScriptToElementIn(tx, publish, actor, attach.editorial_id, attach.element_id);
  if (outcome !== 'attached') throw RUN_FAILURES[outcome]();
}

/** Where a save's bad attach is pointed, and what it says. */
const SAVE_FAILURES = {
  script_missing: { path: 'attach.editorial_id', message: S.attachScriptGone },
  media_missing: { path: 'attach.media_id', message: S.attachMediaGone },
  media_not_audio: { path: 'attach.media_id', message: S.attachMediaNotAudio },
  element_missing: { path: 'attach.element_id', message: S.attachElementGone },
} as const;

/** Saving checks the item and the element exist now (400), so a typo is caught before the first run. */
export async function assertAttachTargets(db: DbOrTx, attach: AutomationAttach | null): Promise<void> {
  if (!attach) return;
  const found = isMediaAttach(attach)
    ? await mediaAttachTargets(db, attach.media_id, attach.element_id)
    : await scheduledAttachTargets(db, attach.editorial_id, attach.element_id);
  if (found === 'ok') return;
  const failure = SAVE_FAILURES[found];
  throw new ApiError(400, 'validation_failed', failure.message, [failure]);
}
