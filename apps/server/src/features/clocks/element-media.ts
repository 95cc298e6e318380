import { sql } from 'drizzle-orm';
import { CLOCK_EVENTS, CLOCK_STRINGS, type ClockTemplateEventPayload, type Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personRefOf } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { mediaRefsByIds } from '../media';
import * as repo from './clock-templates.repository';

/**
 * The audio file a clock element carries (0027): checking it on a save, and putting it on an
 * element from elsewhere (automation). The clocks feature owns the column; the media library
 * answers for the file through its own exported function, never its table.
 */

export type MediaProblem = 'media_missing' | 'media_not_audio';

/**
 * Which of `ids` cannot go on a clock element: gone, or not sound. The ones that can are held
 * until the caller's transaction ends, so the save that refers to them cannot lose them midway.
 */
export async function mediaProblem(tx: DbOrTx, ids: readonly string[]): Promise<{ id: string; problem: MediaProblem } | null> {
  const found = await mediaRefsByIds(tx, ids, { lock: true });
  for (const id of ids) {
    const media = found.get(id);
    if (!media) return { id, problem: 'media_missing' };
    if (media.kind !== 'audio') return { id, problem: 'media_not_audio' };
  }
  return null;
}

/** A template save naming a file that is gone or a picture: 400 on that element's field. */
export async function assertElementMedia(tx: DbOrTx, elements: readonly { media_id: string | null }[]): Promise<void> {
  const ids = elements.map((e) => e.media_id).filter((id): id is string => id !== null);
  const found = await mediaProblem(tx, ids);
  if (!found) return;
  const message = found.problem === 'media_missing' ? CLOCK_STRINGS.mediaNotFound : CLOCK_STRINGS.mediaNotAudio;
  const index = elements.findIndex((e) => e.media_id === found.id);
  throw new ApiError(400, 'validation_failed', message, [{ path: `elements.${index}.media_id`, message }]);
}

export type AttachMediaOutcome = 'attached' | 'element_missing' | MediaProblem;

/**
 * Automation's attach_content with a media item: puts the file on the clock template element in
 * the caller's transaction, as a planner choosing it in the template editor would. A new template
 * version (an editor holding the old one sees the change instead of overwriting it) and the
 * template event every open editor applies; nothing changes when the element already carries it.
 */
export async function attachMediaToTemplateElementIn(tx: DbOrTx, publish: Publish, actor: Profile, mediaId: string, elementId: string): Promise<AttachMediaOutcome> {
  const [element] = rowsOf<{ template_id: string; media_id: string | null }>(
    await tx.execute(sql`SELECT template_id, media_id FROM clock_template_elements WHERE id = ${elementId} FOR UPDATE`),
  );
  if (!element) return 'element_missing';
  const problem = await mediaProblem(tx, [mediaId]);
  if (problem) return problem.problem;
  if (element.media_id === mediaId) return 'attached';
  await repo.setElementMedia(tx, element.template_id, elementId, mediaId, actor.id);
  const template = await repo.findTemplate(tx, element.template_id);
  if (template) await publish('clockTemplates', CLOCK_EVENTS.templateUpdated, { template, actor: personRefOf(actor) } satisfies ClockTemplateEventPayload);
  return 'attached';
}

/** Whether the element a scheduled media attach names exists, and the file can go on it (saving an action). */
export async function mediaAttachTargets(db: DbOrTx, mediaId: string, elementId: string): Promise<'ok' | 'element_missing' | MediaProblem> {
  const problem = await mediaProblem(db, [mediaId]);
  if (problem) return problem.problem;
  const [element] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM clock_template_elements WHERE id = ${elementId}`));
  return element ? 'ok' : 'element_missing';
}
