import { CLOCK_EVENTS, clockIssues, type ClockTemplateEventPayload, type Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personRefOf } from '../../db/people';
import type { Publish } from '../../realtime/publisher';
import * as repo from './clock-templates.repository';

/**
 * Sets a clock element's planned length from elsewhere (content: "its planned length follows the
 * script"), inside the caller's transaction: the duration (1 s – 1 h), a new template version so an
 * editor holding the old one sees the change instead of overwriting it, and the template event every
 * open editor applies. Nothing changes when the length is already that, or when the new length would
 * break the hour: Sendeklokker refuses overlaps, overruns and moved hard starts, so a script too long
 * for its slot leaves the slot as it is and the studio shows the difference.
 */
export async function setElementPlannedLength(tx: DbOrTx, publish: Publish, elementId: string, seconds: number, actor: Profile): Promise<void> {
  const duration = Math.min(3600, Math.max(1, seconds));
  const elements = await repo.lockSiblingElements(tx, elementId);
  const target = elements.find((e) => e.id === elementId);
  if (!target || target.duration_s === duration) return;
  const longer = elements.map((e) => (e.id === elementId ? { ...e, duration_s: duration } : e));
  if (clockIssues(longer).length > clockIssues(elements).length) return;
  await repo.setElementDuration(tx, target.template_id, elementId, duration, actor.id);
  const template = await repo.findTemplate(tx, target.template_id);
  if (!template) return;
  await publish('clockTemplates', CLOCK_EVENTS.templateUpdated, { template, actor: personRefOf(actor) } satisfies ClockTemplateEventPayload);
}
