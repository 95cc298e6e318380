import {
  SHOW_PLAN_EVENTS,
  SHOW_PLAN_LIMITS,
  SHOW_PLAN_STRINGS,
  type Profile,
  type RundownChangedPayload,
  type RundownItem,
  type RundownItemData,
  type RundownItemPatch,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { approvedStaffIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import * as repo from './rundown.repository';

const showNotFound = () => new ApiError(404, 'not_found', SHOW_PLAN_STRINGS.showNotFound);
const itemNotFound = () => new ApiError(404, 'not_found', SHOW_PLAN_STRINGS.itemNotFound);

/**
 * A show's rundown (show_content). Every write locks the show's row, changes the rows, and
 * publishes the whole ordered rundown on the show-planning channel in the same transaction.
 */
export class RundownService {
  constructor(private readonly ctx: ServerContext) {}

  async list(showId: string): Promise<RundownItem[]> {
    const db = this.ctx.database.db;
    if (!(await repo.showExists(db, showId))) throw showNotFound();
    return repo.listItems(db, showId);
  }

  create(actor: Profile, showId: string, data: RundownItemData): Promise<RundownItem> {
    return this.write(showId, async (tx) => {
      const n = await repo.countItems(tx, showId);
      if (n >= SHOW_PLAN_LIMITS.rundownItemsMax) throw new ApiError(400, 'validation_failed', SHOW_PLAN_STRINGS.tooManyItems);
      await this.assertResponsible(tx, data.responsible_id);
      const id = await repo.insertItem(tx, showId, n, data, actor.id);
      return (await repo.findItem(tx, showId, id))!;
    });
  }

  update(showId: string, itemId: string, patch: RundownItemPatch): Promise<RundownItem> {
    return this.write(showId, async (tx) => {
      if (patch.responsible_id) await this.assertResponsible(tx, patch.responsible_id);
      if (!(await repo.updateItem(tx, showId, itemId, patch))) throw itemNotFound();
      return (await repo.findItem(tx, showId, itemId))!;
    });
  }

  async remove(showId: string, itemId: string): Promise<void> {
    await this.write(showId, async (tx) => {
      if (!(await repo.deleteItem(tx, showId, itemId))) throw itemNotFound();
      await repo.setPositions(tx, showId, await repo.itemIds(tx, showId));
    });
  }

  /** `ids` must be exactly the show's items; otherwise someone changed it meanwhile (409). */
  reorder(showId: string, ids: readonly string[]): Promise<RundownItem[]> {
    return this.write(showId, async (tx) => {
      const current = await repo.itemIds(tx, showId);
      const known = new Set(current);
      if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
        throw new ApiError(409, 'conflict', SHOW_PLAN_STRINGS.reorderMismatch);
      }
      await repo.setPositions(tx, showId, ids);
      return repo.listItems(tx, showId);
    });
  }

  private write<T>(showId: string, change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.lockShow(tx, showId))) throw showNotFound();
      const result = await change(tx);
      await publishRundown(tx, publish, showId);
      return result;
    });
  }

  private async assertResponsible(tx: DbOrTx, id: string | null) {
    if (!id) return;
    const found = await approvedStaffIds(tx, [id]);
    if (!found.has(id)) throw new ApiError(400, 'validation_failed', SHOW_PLAN_STRINGS.personNotFound);
  }
}

async function publishRundown(tx: DbOrTx, publish: Publish, showId: string): Promise<void> {
  const items = await repo.listItems(tx, showId);
  await publish('showPlanning', SHOW_PLAN_EVENTS.rundownChanged, { show_id: showId, items } satisfies RundownChangedPayload);
}

/**
 * Sets a rundown item's planned length from elsewhere (content: "its planned length follows the
 * script"), inside the caller's transaction; an open rundown sees the new length at once.
 */
export async function setRundownItemPlannedLength(tx: DbOrTx, publish: Publish, itemId: string, seconds: number): Promise<void> {
  const showId = await repo.setPlannedLength(tx, itemId, seconds);
  if (showId) await publishRundown(tx, publish, showId);
}
