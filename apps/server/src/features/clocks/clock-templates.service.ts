import {
  CLOCK_EVENTS,
  CLOCK_STRINGS,
  formatClockHour,
  weekdayName,
  WEEKDAYS_MONDAY_FIRST,
  type ClockElementData,
  type ClockTemplate,
  type ClockTemplateDeletedPayload,
  type ClockTemplateEventPayload,
  type Profile,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { approvedStaffIds, personRefOf } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import * as repo from './clock-templates.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { assertElementMedia } from './element-media';

export interface TemplateData extends repo.TemplateValues {
  elements: ClockElementData[];
}

const notFound = () => new ApiError(404, 'not_found', CLOCK_STRINGS.templateNotFound);

function slotTaken(weekday: number, hour: number, name: string) {
  return new ApiError(409, 'slot_taken', CLOCK_STRINGS.slotTaken(weekdayName(weekday, true), formatClockHour(hour), name));
}


/**
 * Clock templates: the weekly grid of hour clocks. Every change is one transaction that also
 * publishes on the clock-templates channel, so every open editor sees it after commit.
 */
export class ClockTemplatesService {
  constructor(private readonly ctx: ServerContext) {}

  list() {
    return repo.listTemplates(this.ctx.database.db);
  }

  async get(id: string): Promise<ClockTemplate> {
    const template = await repo.findTemplate(this.ctx.database.db, id);
    if (!template) throw notFound();
    return template;
  }

  async create(actor: Profile, data: TemplateData): Promise<ClockTemplate> {
    return this.write(async (tx, publish) => {
      await this.assertResponsibleExist(tx, data.elements);
      await assertElementMedia(tx, data.elements);
      if (data.is_active) await this.assertSlotFree(tx, data.weekday, data.start_hour);
      const id = await repo.insertTemplate(tx, data, actor.id);
      await repo.replaceElements(tx, id, data.elements);
      return this.publishTemplate(tx, publish, id, CLOCK_EVENTS.templateCreated, actor);
    });
  }

  async update(actor: Profile, id: string, version: number, data: TemplateData): Promise<ClockTemplate> {
    return this.write(async (tx, publish) => {
      await this.assertResponsibleExist(tx, data.elements);
      await assertElementMedia(tx, data.elements);
      if (data.is_active) await this.assertSlotFree(tx, data.weekday, data.start_hour, id);
      if (!(await repo.updateTemplateIfVersion(tx, id, version, data, actor.id))) {
        const current = await repo.findTemplate(tx, id);
        if (!current) throw notFound();
        // The client merges this with its unsaved edits and lets the user save again.
        throw new ApiError(409, 'version_conflict', CLOCK_STRINGS.versionConflict, { template: current });
      }
      await repo.replaceElements(tx, id, data.elements);
      return this.publishTemplate(tx, publish, id, CLOCK_EVENTS.templateUpdated, actor);
    });
  }

  async setActive(actor: Profile, id: string, isActive: boolean): Promise<ClockTemplate> {
    return this.write(async (tx, publish) => {
      const current = await repo.findTemplate(tx, id);
      if (!current) throw notFound();
      if (current.is_active === isActive) return current;
      if (isActive) await this.assertSlotFree(tx, current.weekday, current.start_hour, id);
      await repo.setTemplateActive(tx, id, isActive, actor.id);
      return this.publishTemplate(tx, publish, id, CLOCK_EVENTS.templateUpdated, actor);
    });
  }

  /**
   * Copies a template (with its elements) to other weekdays at the same hour. An active copy
   * needs its slot free: either refuse with the list of taken days, or deactivate what is there.
   */
  async duplicate(actor: Profile, id: string, weekdays: number[], replaceExisting: boolean): Promise<ClockTemplate[]> {
    return this.write(async (tx, publish) => {
      const source = await repo.findTemplate(tx, id);
      if (!source) throw notFound();
      const targets = [...new Set(weekdays)]
        .filter((day) => day !== source.weekday)
        .sort((a, b) => WEEKDAYS_MONDAY_FIRST.indexOf(a as never) - WEEKDAYS_MONDAY_FIRST.indexOf(b as never));
      if (targets.length === 0) throw new ApiError(400, 'validation_failed', 'Velg andre ukedager enn klokkas egen.');

      if (source.is_active) {
        const taken: { day: number; id: string; name: string }[] = [];
        for (const day of targets) {
          const occupant = await repo.findActiveInSlot(tx, day, source.start_hour);
          if (occupant) taken.push({ day, id: occupant.id, name: occupant.name });
        }
        if (taken.length > 0 && !replaceExisting) {
          const list = taken.map((t) => `${weekdayName(t.day)} («${t.name}»)`).join(', ');
          throw new ApiError(409, 'slot_taken', CLOCK_STRINGS.slotsTaken(list), { weekdays: taken.map((t) => t.day) });
        }
        for (const occupant of taken) {
          await repo.setTemplateActive(tx, occupant.id, false, actor.id);
          await this.publishTemplate(tx, publish, occupant.id, CLOCK_EVENTS.templateUpdated, actor);
        }
      }

      const elements: ClockElementData[] = source.elements.map((e) => ({
        type: e.type,
        title: e.title,
        start_offset_s: e.start_offset_s,
        duration_s: e.duration_s,
        hard_start: e.hard_start,
        notes: e.notes,
        responsible_id: e.responsible?.id ?? null,
        media_id: e.media?.id ?? null,
      }));
      const copies: ClockTemplate[] = [];
      for (const day of targets) {
        const copyId = await repo.insertTemplate(
          tx,
          { name: source.name, weekday: day, start_hour: source.start_hour, color: source.color, is_active: source.is_active, notes: source.notes },
          actor.id,
        );
        await repo.replaceElements(tx, copyId, elements);
        copies.push(await this.publishTemplate(tx, publish, copyId, CLOCK_EVENTS.templateCreated, actor));
      }
      return copies;
    });
  }

  async remove(actor: Profile, id: string): Promise<void> {
    await this.write(async (tx, publish) => {
      if (!(await repo.deleteTemplate(tx, id))) throw notFound();
      await publish('clockTemplates', CLOCK_EVENTS.templateDeleted, { id, actor: personRefOf(actor) } satisfies ClockTemplateDeletedPayload);
    });
  }

  /** A lost race for a slot shows up as a unique violation: answer it like the check would have. */
  private async write<T>(fn: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.realtime.publisher.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'slot_taken', 'En annen aktiv sendeklokke ble nettopp lagt i samme time. Last inn og prøv igjen.');
      throw error;
    }
  }

  private async publishTemplate(tx: DbOrTx, publish: Publish, id: string, type: (typeof CLOCK_EVENTS)['templateCreated' | 'templateUpdated'], actor: Profile): Promise<ClockTemplate> {
    const template = await repo.findTemplate(tx, id);
    if (!template) throw notFound();
    await publish('clockTemplates', type, { template, actor: personRefOf(actor) } satisfies ClockTemplateEventPayload);
    return template;
  }

  private async assertSlotFree(tx: DbOrTx, weekday: number, hour: number, exceptId?: string) {
    const occupant = await repo.findActiveInSlot(tx, weekday, hour, exceptId);
    if (occupant) throw slotTaken(weekday, hour, occupant.name);
  }

  private async assertResponsibleExist(tx: DbOrTx, elements: readonly ClockElementData[]) {
    const ids = elements.map((e) => e.responsible_id).filter((id): id is string => id !== null);
    const found = await approvedStaffIds(tx, ids);
    if (ids.some((id) => !found.has(id))) throw new ApiError(400, 'validation_failed', CLOCK_STRINGS.responsibleNotFound);
  }
}
