import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatTimeOfDay, parseTimeOfDay, type PersonRef, type ShowTemplate, type ShowTemplateData } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { clockTemplates, showTemplateClocks, showTemplateHosts, showTemplates } from '../../db/schema';

/** Show templates with their hosts and clock templates. */

const producer = personJoin('producer');
const host = personJoin('host');

async function load(db: DbOrTx, id?: string): Promise<ShowTemplate[]> {
  const rows = await db
    .select({ t: showTemplates, producer: producer.columns })
    .from(showTemplates)
    .leftJoin(producer.table, producer.on(showTemplates.producerId))
    .where(id ? eq(showTemplates.id, id) : undefined)
    .orderBy(asc(showTemplates.startMinute), asc(showTemplates.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.t.id);
  const hostRows = await db
    .select({ templateId: showTemplateHosts.templateId, person: host.columns })
    .from(showTemplateHosts)
    .innerJoin(host.table, host.on(showTemplateHosts.profileId))
    .where(inArray(showTemplateHosts.templateId, ids))
    .orderBy(asc(showTemplateHosts.position));
  const clockRows = await db
    .select({ templateId: showTemplateClocks.templateId, clockId: showTemplateClocks.clockTemplateId })
    .from(showTemplateClocks)
    .innerJoin(clockTemplates, eq(clockTemplates.id, showTemplateClocks.clockTemplateId))
    .where(inArray(showTemplateClocks.templateId, ids))
    .orderBy(asc(clockTemplates.startHour));

  const hosts = new Map<string, PersonRef[]>();
  for (const { templateId, person } of hostRows) {
    const p = personOrNull(person);
    if (p) hosts.set(templateId, [...(hosts.get(templateId) ?? []), p]);
  }
  const clocks = new Map<string, string[]>();
  for (const { templateId, clockId } of clockRows) clocks.set(templateId, [...(clocks.get(templateId) ?? []), clockId]);

  return rows.map(({ t, producer: person }) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    weekdays: [...t.weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)),
    start_time: formatTimeOfDay(t.startMinute),
    end_time: formatTimeOfDay(t.endMinute),
    hosts: hosts.get(t.id) ?? [],
    producer: personOrNull(person),
    clock_template_ids: clocks.get(t.id) ?? [],
    color: t.color,
    is_active: t.isActive,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  }));
}

export const listTemplates = (db: DbOrTx) => load(db);

export async function findTemplate(db: DbOrTx, id: string): Promise<ShowTemplate | null> {
  return (await load(db, id))[0] ?? null;
}

function columns(data: ShowTemplateData, actorId: string) {
  return {
    name: data.name,
    description: data.description,
    weekdays: [...new Set(data.weekdays)],
    startMinute: parseTimeOfDay(data.start_time)!,
    endMinute: parseTimeOfDay(data.end_time)!,
    color: data.color,
    producerId: data.producer_id,
    isActive: data.is_active,
    updatedBy: actorId,
  };
}

export async function insertTemplate(db: DbOrTx, data: ShowTemplateData, actorId: string): Promise<string> {
  const [row] = await db
    .insert(showTemplates)
    .values({ ...columns(data, actorId), createdBy: actorId })
    .returning({ id: showTemplates.id });
  if (!row) throw new Error('show template insert returned nothing');
  return row.id;
}

export async function updateTemplate(db: DbOrTx, id: string, data: ShowTemplateData, actorId: string): Promise<boolean> {
  const rows = await db
    .update(showTemplates)
    .set({ ...columns(data, actorId), updatedAt: new Date() })
    .where(eq(showTemplates.id, id))
    .returning({ id: showTemplates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(showTemplates).where(eq(showTemplates.id, id)).returning({ id: showTemplates.id });
  return rows.length > 0;
}

export async function replaceHosts(db: DbOrTx, templateId: string, hostIds: readonly string[]) {
  await db.delete(showTemplateHosts).where(eq(showTemplateHosts.templateId, templateId));
  const unique = [...new Set(hostIds)];
  if (unique.length) await db.insert(showTemplateHosts).values(unique.map((profileId, position) => ({ templateId, profileId, position })));
}

export async function replaceClocks(db: DbOrTx, templateId: string, clockIds: readonly string[]) {
  await db.delete(showTemplateClocks).where(eq(showTemplateClocks.templateId, templateId));
  const unique = [...new Set(clockIds)];
  if (unique.length) await db.insert(showTemplateClocks).values(unique.map((clockTemplateId) => ({ templateId, clockTemplateId })));
}

export interface GeneratedShowValues {
  title: string;
  description: string;
  start: Date;
  end: Date;
  color: string | null;
  producerId: string | null;
  templateId: string;
  date: string;
}

/**
 * Inserts a template's show for one date unless that template already has one for the date
 * (the unique index makes this safe even when two planners generate at once). Answers the new
 * show's id, or null when it existed.
 */
export async function insertGeneratedShow(db: DbOrTx, v: GeneratedShowValues, actorId: string): Promise<string | null> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO scheduled_shows (title, description, scheduled_start, scheduled_end, color, producer_id,
                                   show_template_id, show_template_date, created_by, updated_by)
      VALUES (${v.title}, ${v.description}, ${v.start.toISOString()}::timestamptz, ${v.end.toISOString()}::timestamptz, ${v.color},
              ${v.producerId}, ${v.templateId}::uuid, ${v.date}::date, ${actorId}, ${actorId})
      ON CONFLICT (show_template_id, show_template_date) WHERE show_template_id IS NOT NULL DO NOTHING
      RETURNING id`),
  );
  return row?.id ?? null;
}
