import {
  can,
  CONTENT_EVENTS,
  CONTENT_STRINGS,
  scriptReadTime,
  type ContentSettings,
  type ContentSettingsPayload,
  type EditorialConflictDetails,
  type EditorialDeletedPayload,
  type EditorialItem,
  type EditorialSavedPayload,
  type EditorialTargetsResponse,
  type PersonRef,
  type createEditorialSchema,
  type editorialQuerySchema,
  type updateEditorialSchema,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { listStaff, personExists } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { readSettings, writeSpeakingRate } from './content-settings.repository';
import { listTargets, showExists, targetExists } from './editorial-targets.repository';
import * as repo from './editorial.repository';
import { syncPlannedLength } from './planned-length';

type Create = z.output<typeof createEditorialSchema>;
type Update = z.output<typeof updateEditorialSchema>;

/**
 * Innhold and the content studio: editorial items everyone on the team can see and edit, live.
 * Every save recomputes the read time at the station's speaking rate and, when the item is
 * attached to a clock element or rundown item, moves that element's planned length with it.
 */
export class EditorialService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async list(query: z.output<typeof editorialQuerySchema>): Promise<EditorialItem[]> {
    const db = this.ctx.database.db;
    return repo.toEditorialItems(db, await repo.listEditorial(db, query));
  }

  async get(id: string): Promise<EditorialItem> {
    const db = this.ctx.database.db;
    const row = await repo.findEditorial(db, id);
    if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.editorialNotFound);
    return (await repo.toEditorialItems(db, [row]))[0]!;
  }

  targets(): Promise<EditorialTargetsResponse> {
    return listTargets(this.ctx.database.db, new Date());
  }

  /** Who an item can be made responsible for: approved, active colleagues. */
  staff(): Promise<PersonRef[]> {
    return listStaff(this.ctx.database.db);
  }

  create(viewer: Viewer, input: Create): Promise<EditorialItem> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.checkReferences(tx, viewer, input, null);
      const { speaking_rate_wpm } = await readSettings(tx);
      const time = scriptReadTime(input.body, speaking_rate_wpm);
      const row = await repo.insertEditorial(tx, {
        title: input.title,
        body: input.body,
        status: input.status,
        responsibleId: input.responsible_id,
        showId: input.show_id,
        targetKind: input.target?.kind ?? null,
        targetId: input.target?.id ?? null,
        wordCount: time.words,
        readTimeS: time.seconds,
        createdBy: viewer.userId,
      });
      await syncPlannedLength(tx, publish, row, viewer.profile);
      return this.announce(tx, publish, row);
    });
  }

  /**
   * A change of title or script must be made against the current version (409 with the stored
   * item otherwise); status, responsible, show and attachment are single choices and need none.
   */
  update(viewer: Viewer, id: string, input: Update): Promise<EditorialItem> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const current = await repo.findEditorial(tx, id, { lock: true });
      if (!current) throw new ApiError(404, 'not_found', CONTENT_STRINGS.editorialNotFound);
      if (input.version !== undefined && input.version !== current.version) {
        const [stored] = await repo.toEditorialItems(tx, [current]);
        throw new ApiError(409, 'version_conflict', CONTENT_STRINGS.versionConflict, { current: stored! } satisfies EditorialConflictDetails);
      }
      await this.checkReferences(tx, viewer, input, current.targetId);
      const body = input.body ?? current.body;
      const { speaking_rate_wpm } = await readSettings(tx);
      const time = scriptReadTime(body, speaking_rate_wpm);
      const row = await repo.updateEditorial(
        tx,
        id,
        {
          title: input.title,
          body: input.body,
          status: input.status,
          responsibleId: input.responsible_id,
          showId: input.show_id,
          ...(input.target !== undefined ? { targetKind: input.target?.kind ?? null, targetId: input.target?.id ?? null } : {}),
          wordCount: time.words,
          readTimeS: time.seconds,
        },
        viewer.userId,
      );
      await syncPlannedLength(tx, publish, row, viewer.profile);
      return this.announce(tx, publish, row);
    });
  }

  /** The creator deletes their own items; Programleder and Administrator anyone's. */
  remove(viewer: Viewer, id: string): Promise<void> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.findEditorial(tx, id, { lock: true });
      if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.editorialNotFound);
      if (row.createdBy !== viewer.userId && !can(viewer.profile.app_role, 'deleteOthersContent')) {
        throw new ApiError(403, 'forbidden', CONTENT_STRINGS.deleteForbidden);
      }
      await repo.deleteEditorial(tx, id);
      await publish('content', CONTENT_EVENTS.editorialDeleted, { id } satisfies EditorialDeletedPayload);
    });
  }

  settings(): Promise<ContentSettings> {
    return readSettings(this.ctx.database.db);
  }

  /** A new speaking rate re-times every script and the planned lengths that follow them. */
  setSpeakingRate(viewer: Viewer, wordsPerMinute: number): Promise<ContentSettings> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await writeSpeakingRate(tx, wordsPerMinute);
      for (const { id, body } of await repo.rowsWithBody(tx)) {
        const time = scriptReadTime(body, wordsPerMinute);
        await repo.setReadTime(tx, id, time.words, time.seconds);
        const row = await repo.findEditorial(tx, id);
        if (row) await syncPlannedLength(tx, publish, row, viewer.profile);
      }
      const settings = { speaking_rate_wpm: wordsPerMinute };
      await publish('content', CONTENT_EVENTS.settingsChanged, { settings } satisfies ContentSettingsPayload);
      return settings;
    });
  }

  private async announce(tx: DbOrTx, publish: Publish, row: repo.EditorialRow): Promise<EditorialItem> {
    const [item] = await repo.toEditorialItems(tx, [row]);
    await publish('content', CONTENT_EVENTS.editorialSaved, { item: item! } satisfies EditorialSavedPayload);
    return item!;
  }

  /**
   * Attaching a script lets its read time set a clock element's or rundown item's planned length,
   * which is planning: only those who may edit planning attach (or move) it. Once attached, anyone
   * who edits the script moves the length with it — that is what the planner asked for.
   */
  private async checkReferences(
    tx: DbOrTx,
    viewer: Viewer,
    input: Partial<Pick<Create, 'responsible_id' | 'show_id' | 'target'>>,
    currentTargetId: string | null,
  ) {
    if (input.target && input.target.id !== currentTargetId && !can(viewer.profile.app_role, 'editPlanning')) {
      throw new ApiError(403, 'forbidden', CONTENT_STRINGS.attachForbidden);
    }
    if (input.responsible_id && !(await personExists(tx, input.responsible_id))) {
      throw new ApiError(400, 'validation_failed', CONTENT_STRINGS.personNotFound);
    }
    if (input.show_id && !(await showExists(tx, input.show_id))) throw new ApiError(400, 'validation_failed', CONTENT_STRINGS.targetNotFound);
    if (input.target && !(await targetExists(tx, input.target.kind, input.target.id))) {
      throw new ApiError(400, 'validation_failed', CONTENT_STRINGS.targetNotFound);
    }
  }
}
