import { CLOCK_EVENTS, type ClockTemplateEventPayload, type Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
// The one place content reaches into Sendeklokker: to announce the changed template in the
// clocks feature's own event shape, so open clock editors update like after any other save.
import { findTemplate } from '../clocks/clock-templates.repository';
// Likewise for the show plan: an open rundown sees the new length at once.
import { publishRundown } from '../show-plan/rundown.service';
import { setClockElementLength, setRundownLength } from './editorial-targets.repository';
import type { EditorialRow } from './editorial.repository';

/**
 * "Its planned length follows the script": writes the script's read time into the clock element
 * or rundown item it is attached to, inside the caller's transaction. An empty script leaves the
 * planned length alone (a clock element cannot last zero seconds).
 */
export async function syncPlannedLength(tx: DbOrTx, publish: Publish, row: EditorialRow, actor: Profile): Promise<void> {
  if (!row.targetKind || !row.targetId || row.readTimeS <= 0) return;
  if (row.targetKind === 'rundown_item') {
    const showId = await setRundownLength(tx, row.targetId, row.readTimeS);
    if (showId) await publishRundown(tx, publish, showId);
    return;
  }
  const templateId = await setClockElementLength(tx, row.targetId, row.readTimeS, actor.id);
  if (!templateId) return;
  const template = await findTemplate(tx, templateId);
  if (!template) return;
  await publish('clockTemplates', CLOCK_EVENTS.templateUpdated, {
    template,
    actor: { id: actor.id, full_name: actor.full_name, chat_color: actor.chat_color },
  } satisfies ClockTemplateEventPayload);
}
