import type { Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
// The clock element and the rundown item belong to Sendeklokker and the show plan: each writes its
// own row, with its own rules, and tells its own open editors.
import { setElementPlannedLength } from '../clocks';
import { setRundownItemPlannedLength } from '../show-plan';
import type { EditorialRow } from './editorial.repository';

/**
 * "Its planned length follows the script": writes the script's read time into the clock element
 * or rundown item it is attached to, inside the caller's transaction. An empty script leaves the
 * planned length alone (a clock element cannot last zero seconds).
 */
export async function syncPlannedLength(tx: DbOrTx, publish: Publish, row: EditorialRow, actor: Profile): Promise<void> {
  if (!row.targetKind || !row.targetId || row.readTimeS <= 0) return;
  if (row.targetKind === 'rundown_item') await setRundownItemPlannedLength(tx, publish, row.targetId, row.readTimeS);
  else await setElementPlannedLength(tx, publish, row.targetId, row.readTimeS, actor);
}
