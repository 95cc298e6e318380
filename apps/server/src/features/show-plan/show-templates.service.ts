import {
  SHOW_EVENTS,
  SHOW_PLAN_EVENTS,
  SHOW_PLAN_STRINGS,
  templateOccurrences,
  type Profile,
  type ScheduledShow,
  type ShowTemplate,
  type ShowTemplateData,
  type ShowTemplateDeletedPayload,
  type ShowTemplateEventPayload,
  type ShowTemplateGenerateResponse,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { approvedStaffIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import * as shows from '../shows';
import * as repo from './show-templates.repository';

const notFound = () => new ApiError(404, 'not_found', SHOW_PLAN_STRINGS.templateNotFound);

/**
 * Show templates: recurring weekday rules (start and end on the station's wall clock, hosts,
 * producer, clock templates). "Legg inn i planen" turns one into dated scheduled shows; every
 * change is published on the show-planning channel.
 */
export class ShowTemplatesService {
  constructor(private readonly ctx: ServerContext) {}

  list(): Promise<ShowTemplate[]> {
    return repo.listTemplates(this.ctx.database.db);
  }

  async get(id: string): Promise<ShowTemplate> {
    const template = await repo.findTemplate(this.ctx.database.db, id);
    if (!template) throw notFound();
    return template;
  }

  create(actor: Profile, data: ShowTemplateData): Promise<ShowTemplate> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.assertReferences(tx, data);
      const id = await repo.insertTemplate(tx, data, actor.id);
      await repo.replaceHosts(tx, id, data.host_ids);
      await repo.replaceClocks(tx, id, data.clock_template_ids);
      const template = (await repo.findTemplate(tx, id))!;
      await publish('showPlanning', SHOW_PLAN_EVENTS.templateCreated, { template } satisfies ShowTemplateEventPayload);
      return template;
    });
  }

  /** Replaces the template; shows already in the plan keep what they were made with. */
  update(actor: Profile, id: string, data: ShowTemplateData): Promise<ShowTemplate> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.assertReferences(tx, data);
      if (!(await repo.updateTemplate(tx, id, data, actor.id))) throw notFound();
      await repo.replaceHosts(tx, id, data.host_ids);
      await repo.replaceClocks(tx, id, data.clock_template_ids);
      const template = (await repo.findTemplate(tx, id))!;
      await publish('showPlanning', SHOW_PLAN_EVENTS.templateUpdated, { template } satisfies ShowTemplateEventPayload);
      return template;
    });
  }

  /** Deletes the template; its shows stay in the plan (their link is cleared). */
  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.deleteTemplate(tx, id))) throw notFound();
      await publish('showPlanning', SHOW_PLAN_EVENTS.templateDeleted, { id } satisfies ShowTemplateDeletedPayload);
    });
  }

  /**
   * Makes the template's shows for `weeks` weeks from `from` on its weekdays, copying title,
   * description, colour, hosts, producer and clocks. A date that already has this template's
   * show is left alone, so running it twice changes nothing.
   */
  generate(actor: Profile, id: string, from: string, weeks: number): Promise<ShowTemplateGenerateResponse> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const template = await repo.findTemplate(tx, id);
      if (!template) throw notFound();
      if (!template.is_active) throw new ApiError(409, 'conflict', SHOW_PLAN_STRINGS.templateInactive);
      const created: ScheduledShow[] = [];
      let existing = 0;
      for (const occurrence of templateOccurrences(template, from, weeks * 7)) {
        const showId = await repo.insertGeneratedShow(
          tx,
          {
            title: template.name,
            description: template.description,
            start: occurrence.start,
            end: occurrence.end,
            color: template.color,
            producerId: template.producer?.id ?? null,
            templateId: template.id,
            date: occurrence.date,
          },
          actor.id,
        );
        if (!showId) {
          existing++;
          continue;
        }
        await shows.replaceHosts(tx, showId, template.hosts.map((h) => h.id));
        await shows.replaceClocks(tx, showId, template.clock_template_ids);
        const show = (await shows.findShow(tx, showId))!;
        created.push(show);
        await publish('showPlanning', SHOW_EVENTS.created, { show });
      }
      return { created, existing };
    });
  }

  private async assertReferences(tx: DbOrTx, data: ShowTemplateData) {
    const people = [...data.host_ids, ...(data.producer_id ? [data.producer_id] : [])];
    const found = await approvedStaffIds(tx, people);
    if (people.some((p) => !found.has(p))) throw new ApiError(400, 'validation_failed', SHOW_PLAN_STRINGS.personNotFound);
    const clocks = await shows.existingTemplateIds(tx, data.clock_template_ids);
    if (data.clock_template_ids.some((c) => !clocks.has(c))) throw new ApiError(400, 'validation_failed', SHOW_PLAN_STRINGS.clockNotFound);
  }
}
