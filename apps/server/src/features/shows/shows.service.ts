import {
  SHOW_EVENTS,
  SHOW_LIMITS,
  SHOW_STRINGS,
  UPCOMING_WINDOW_MS,
  type Profile,
  type ScheduledShow,
  type ScheduledShowDeletedPayload,
  type ShowStatus,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { approvedStaffIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import * as repo from './shows.repository';

export interface ShowData extends repo.ShowValues {
  host_ids: string[];
  clock_template_ids: string[];
}

export type ShowPatch = Partial<ShowData>;

const notFound = () => new ApiError(404, 'not_found', SHOW_STRINGS.notFound);

/**
 * Scheduled shows (the show plan's dated shows). Minimal CRUD for the dashboard and the demo
 * data; every change is published on the show-planning channel.
 */
export class ShowsService {
  constructor(private readonly ctx: ServerContext) {}

  upcoming(now: Date): Promise<ScheduledShow[]> {
    return repo.listUpcoming(this.ctx.database.db, now, UPCOMING_WINDOW_MS);
  }

  /** Shows overlapping [from, to) (PRODUCT.md /show-plan: a week view shows whatever runs in it). */
  between(from: Date, to: Date): Promise<ScheduledShow[]> {
    return repo.listOverlapping(this.ctx.database.db, from, to);
  }

  async get(id: string): Promise<ScheduledShow> {
    const show = await repo.findShow(this.ctx.database.db, id);
    if (!show) throw notFound();
    return show;
  }

  async create(actor: Profile, data: ShowData): Promise<ScheduledShow> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.assertReferences(tx, data);
      const id = await repo.insertShow(tx, data, actor.id);
      await repo.replaceHosts(tx, id, data.host_ids);
      await repo.replaceClocks(tx, id, data.clock_template_ids);
      const show = (await repo.findShow(tx, id))!;
      await publish('showPlanning', SHOW_EVENTS.created, { show });
      return show;
    });
  }

  async update(actor: Profile, id: string, patch: ShowPatch): Promise<ScheduledShow> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const current = await repo.findShow(tx, id);
      if (!current) throw notFound();
      const merged: ShowData = {
        title: patch.title ?? current.title,
        description: patch.description ?? current.description,
        scheduled_start: patch.scheduled_start ?? current.scheduled_start,
        scheduled_end: patch.scheduled_end ?? current.scheduled_end,
        status: (patch.status ?? current.status) as ShowStatus,
        color: patch.color !== undefined ? patch.color : current.color,
        producer_id: patch.producer_id !== undefined ? patch.producer_id : (current.producer?.id ?? null),
        host_ids: patch.host_ids ?? current.hosts.map((h) => h.id),
        clock_template_ids: patch.clock_template_ids ?? current.clock_template_ids,
      };
      // A patch of one end is checked against the other end as stored.
      const span = Date.parse(merged.scheduled_end) - Date.parse(merged.scheduled_start);
      if (span <= 0) throw new ApiError(400, 'validation_failed', SHOW_STRINGS.endBeforeStart);
      if (span > SHOW_LIMITS.maxDurationMs) throw new ApiError(400, 'validation_failed', SHOW_STRINGS.tooLong);
      await this.assertReferences(tx, merged);
      await repo.updateShow(tx, id, merged, actor.id);
      if (patch.host_ids) await repo.replaceHosts(tx, id, merged.host_ids);
      if (patch.clock_template_ids) await repo.replaceClocks(tx, id, merged.clock_template_ids);
      const show = (await repo.findShow(tx, id))!;
      await publish('showPlanning', SHOW_EVENTS.updated, { show });
      return show;
    });
  }

  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.deleteShow(tx, id))) throw notFound();
      await publish('showPlanning', SHOW_EVENTS.deleted, { id } satisfies ScheduledShowDeletedPayload);
    });
  }

  private async assertReferences(tx: DbOrTx, data: ShowData) {
    const people = [...data.host_ids, ...(data.producer_id ? [data.producer_id] : [])];
    const found = await approvedStaffIds(tx, people);
    if (people.some((id) => !found.has(id))) throw new ApiError(400, 'validation_failed', SHOW_STRINGS.personNotFound);
    const clocks = await repo.existingTemplateIds(tx, data.clock_template_ids);
    if (data.clock_template_ids.some((id) => !clocks.has(id))) throw new ApiError(400, 'validation_failed', SHOW_STRINGS.clockNotFound);
  }
}
