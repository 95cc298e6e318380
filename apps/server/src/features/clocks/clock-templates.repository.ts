import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ClockElementData, ClockElementTiming, ClockTemplate, ClockTemplateElement } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { clockTemplateElements, clockTemplates } from '../../db/schema';
import { clockMediaRefs } from './element-media-refs';

export interface TemplateValues {
  name: string;
  weekday: number;
  start_hour: number;
  color: string;
  is_active: boolean;
  notes: string;
}

const updater = personJoin('updater');
const responsible = personJoin('responsible');

/** Templates with their elements, Monday-first order is the client's job; here weekday, hour, name. */
export async function listTemplates(db: DbOrTx, ids?: readonly string[]): Promise<ClockTemplate[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ t: clockTemplates, updater: updater.columns })
    .from(clockTemplates)
    .leftJoin(updater.table, updater.on(clockTemplates.updatedBy))
    .where(ids ? inArray(clockTemplates.id, [...ids]) : undefined)
    .orderBy(asc(clockTemplates.weekday), asc(clockTemplates.startHour), asc(clockTemplates.name));
  if (rows.length === 0) return [];

  const elementRows = await db
    .select({ e: clockTemplateElements, responsible: responsible.columns })
    .from(clockTemplateElements)
    .leftJoin(responsible.table, responsible.on(clockTemplateElements.responsibleId))
    .where(inArray(clockTemplateElements.templateId, rows.map((r) => r.t.id)))
    .orderBy(asc(clockTemplateElements.position));

  const media = await clockMediaRefs(db, elementRows.map((r) => r.e.mediaId));
  const byTemplate = new Map<string, ClockTemplateElement[]>();
  for (const { e, responsible: person } of elementRows) {
    const list = byTemplate.get(e.templateId) ?? [];
    list.push({
      id: e.id,
      position: e.position,
      type: e.type,
      title: e.title,
      start_offset_s: e.startOffsetS,
      duration_s: e.durationS,
      hard_start: e.hardStart,
      notes: e.notes,
      responsible: personOrNull(person),
      media: e.mediaId ? (media.get(e.mediaId) ?? null) : null,
    });
    byTemplate.set(e.templateId, list);
  }

  return rows.map(({ t, updater: person }) => ({
    id: t.id,
    name: t.name,
    weekday: t.weekday,
    start_hour: t.startHour,
    color: t.color,
    is_active: t.isActive,
    notes: t.notes,
    version: t.version,
    elements: byTemplate.get(t.id) ?? [],
    updated_by: personOrNull(person),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  }));
}

export async function findTemplate(db: DbOrTx, id: string): Promise<ClockTemplate | null> {
  return (await listTemplates(db, [id]))[0] ?? null;
}

/** The active template occupying a weekday and hour, other than `exceptId`. */
export async function findActiveInSlot(db: DbOrTx, weekday: number, hour: number, exceptId?: string) {
  const [row] = await db
    .select({ id: clockTemplates.id, name: clockTemplates.name, version: clockTemplates.version })
    .from(clockTemplates)
    .where(
      and(
        eq(clockTemplates.weekday, weekday),
        eq(clockTemplates.startHour, hour),
        eq(clockTemplates.isActive, true),
        exceptId ? ne(clockTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: TemplateValues, actorId: string | null): Promise<string> {
  const [row] = await db
    .insert(clockTemplates)
    .values({
      name: values.name,
      weekday: values.weekday,
      startHour: values.start_hour,
      color: values.color,
      isActive: values.is_active,
      notes: values.notes,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .returning({ id: clockTemplates.id });
  if (!row) throw new Error('template insert returned nothing');
  return row.id;
}

/** Saves only if nobody saved since `version`; false means someone did (or it is gone). */
export async function updateTemplateIfVersion(db: DbOrTx, id: string, version: number, values: TemplateValues, actorId: string) {
  const rows = await db
    .update(clockTemplates)
    .set({
      name: values.name,
      weekday: values.weekday,
      startHour: values.start_hour,
      color: values.color,
      isActive: values.is_active,
      notes: values.notes,
      updatedBy: actorId,
      updatedAt: new Date(),
      version: sql`${clockTemplates.version} + 1`,
    })
    .where(and(eq(clockTemplates.id, id), eq(clockTemplates.version, version)))
    .returning({ id: clockTemplates.id });
  return rows.length > 0;
}

export async function setTemplateActive(db: DbOrTx, id: string, isActive: boolean, actorId: string) {
  const rows = await db
    .update(clockTemplates)
    .set({ isActive, updatedBy: actorId, updatedAt: new Date(), version: sql`${clockTemplates.version} + 1` })
    .where(eq(clockTemplates.id, id))
    .returning({ id: clockTemplates.id });
  return rows.length > 0;
}

/**
 * Replaces a template's elements in the given order. Ids the template already had are kept, so
 * other editors can match elements across saves; anything else gets a fresh id.
 */
export async function replaceElements(db: DbOrTx, templateId: string, elements: readonly ClockElementData[]) {
  const existing = await db
    .select({ id: clockTemplateElements.id })
    .from(clockTemplateElements)
    .where(eq(clockTemplateElements.templateId, templateId));
  const keep = new Set(existing.map((r) => r.id));
  await db.delete(clockTemplateElements).where(eq(clockTemplateElements.templateId, templateId));
  if (elements.length === 0) return;
  await db.insert(clockTemplateElements).values(
    elements.map((e, position) => ({
      ...(e.id && keep.has(e.id) ? { id: e.id } : {}),
      templateId,
      position,
      type: e.type,
      title: e.title,
      startOffsetS: e.start_offset_s,
      durationS: e.duration_s,
      hardStart: e.hard_start,
      notes: e.notes,
      responsibleId: e.responsible_id,
      mediaId: e.media_id,
    })),
  );
}

export async function deleteTemplate(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(clockTemplates).where(eq(clockTemplates.id, id)).returning({ id: clockTemplates.id });
  return rows.length > 0;
}

/** The elements of the template `elementId` belongs to, locked for the caller's transaction. */
export async function lockSiblingElements(db: DbOrTx, elementId: string): Promise<(ClockElementTiming & { id: string; template_id: string })[]> {
  return rowsOf(
    await db.execute(sql`
      SELECT e.id, e.template_id, e.title, e.start_offset_s, e.duration_s, e.hard_start
      FROM clock_template_elements e
      WHERE e.template_id = (SELECT template_id FROM clock_template_elements WHERE id = ${elementId})
      FOR UPDATE`),
  );
}

/** Sets one element's duration and bumps its template's version (an open editor sees the change). */
export async function setElementDuration(db: DbOrTx, templateId: string, elementId: string, durationS: number, actorId: string) {
  await db.execute(sql`UPDATE clock_template_elements SET duration_s = ${durationS} WHERE id = ${elementId}`);
  await db.execute(sql`
    UPDATE clock_templates SET version = version + 1, updated_at = now(), updated_by = ${actorId} WHERE id = ${templateId}`);
}

/** Puts a media item on one element (or takes it off) and bumps its template's version, as a save would. */
export async function setElementMedia(db: DbOrTx, templateId: string, elementId: string, mediaId: string | null, actorId: string) {
  await db.update(clockTemplateElements).set({ mediaId }).where(eq(clockTemplateElements.id, elementId));
  await db.execute(sql`
    UPDATE clock_templates SET version = version + 1, updated_at = now(), updated_by = ${actorId} WHERE id = ${templateId}`);
}
