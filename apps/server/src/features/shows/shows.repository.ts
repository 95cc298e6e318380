import { and, asc, eq, gt, gte, inArray, lte, lt, type SQL } from 'drizzle-orm';
import type { PersonRef, ScheduledShow, ShowStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { clockTemplates, scheduledShowClocks, scheduledShowHosts, scheduledShows } from '../../db/schema';

export interface ShowValues {
  title: string;
  description: string;
  scheduled_start: string;
  scheduled_end: string;
  status: ShowStatus;
  color: string | null;
  producer_id: string | null;
}

const producer = personJoin('producer');
const host = personJoin('host');

async function load(db: DbOrTx, where: SQL | undefined): Promise<ScheduledShow[]> {
  const rows = await db
    .select({ s: scheduledShows, producer: producer.columns })
    .from(scheduledShows)
    .leftJoin(producer.table, producer.on(scheduledShows.producerId))
    .where(where)
    .orderBy(asc(scheduledShows.scheduledStart), asc(scheduledShows.title));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.s.id);
  const hostRows = await db
    .select({ showId: scheduledShowHosts.showId, person: host.columns })
    .from(scheduledShowHosts)
    .innerJoin(host.table, host.on(scheduledShowHosts.profileId))
    .where(inArray(scheduledShowHosts.showId, ids))
    .orderBy(asc(scheduledShowHosts.position));
  const clockRows = await db
    .select({ showId: scheduledShowClocks.showId, templateId: scheduledShowClocks.templateId })
    .from(scheduledShowClocks)
    .innerJoin(clockTemplates, eq(clockTemplates.id, scheduledShowClocks.templateId))
    .where(inArray(scheduledShowClocks.showId, ids))
    .orderBy(asc(clockTemplates.startHour));

  const hosts = new Map<string, PersonRef[]>();
  for (const { showId, person } of hostRows) {
    const p = personOrNull(person);
    if (p) hosts.set(showId, [...(hosts.get(showId) ?? []), p]);
  }
  const clocks = new Map<string, string[]>();
  for (const { showId, templateId } of clockRows) clocks.set(showId, [...(clocks.get(showId) ?? []), templateId]);

  return rows.map(({ s, producer: person }) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    scheduled_start: s.scheduledStart.toISOString(),
    scheduled_end: s.scheduledEnd.toISOString(),
    status: s.status,
    color: s.color,
    producer: personOrNull(person),
    hosts: hosts.get(s.id) ?? [],
    clock_template_ids: clocks.get(s.id) ?? [],
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  }));
}

/**
 * Shows that overlap [from, to): starting before `to` and ending after `from`, so a week view also
 * gets the night show that began on the Sunday before.
 */
export function listOverlapping(db: DbOrTx, from: Date, to: Date) {
  return load(db, and(lt(scheduledShows.scheduledStart, to), gt(scheduledShows.scheduledEnd, from)));
}

/** Spec section 5: starting after `now` and within the window. */
export function listUpcoming(db: DbOrTx, now: Date, windowMs: number) {
  return load(db, and(gt(scheduledShows.scheduledStart, now), lte(scheduledShows.scheduledStart, new Date(now.getTime() + windowMs))));
}

export async function findShow(db: DbOrTx, id: string) {
  return (await load(db, eq(scheduledShows.id, id)))[0] ?? null;
}

/** A show with the same title starting at the same instant (the demo seed's natural key). */
export async function findByTitleAndStart(db: DbOrTx, title: string, start: Date) {
  const [row] = await db
    .select({ id: scheduledShows.id })
    .from(scheduledShows)
    .where(and(eq(scheduledShows.title, title), gte(scheduledShows.scheduledStart, start), lt(scheduledShows.scheduledStart, new Date(start.getTime() + 1000))))
    .limit(1);
  return row ?? null;
}

export async function insertShow(db: DbOrTx, values: ShowValues, actorId: string | null): Promise<string> {
  const [row] = await db
    .insert(scheduledShows)
    .values({
      title: values.title,
      description: values.description,
      scheduledStart: new Date(values.scheduled_start),
      scheduledEnd: new Date(values.scheduled_end),
      status: values.status,
      color: values.color,
      producerId: values.producer_id,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .returning({ id: scheduledShows.id });
  if (!row) throw new Error('show insert returned nothing');
  return row.id;
}

export async function updateShow(db: DbOrTx, id: string, values: ShowValues, actorId: string) {
  const rows = await db
    .update(scheduledShows)
    .set({
      title: values.title,
      description: values.description,
      scheduledStart: new Date(values.scheduled_start),
      scheduledEnd: new Date(values.scheduled_end),
      status: values.status,
      color: values.color,
      producerId: values.producer_id,
      updatedBy: actorId,
      updatedAt: new Date(),
    })
    .where(eq(scheduledShows.id, id))
    .returning({ id: scheduledShows.id });
  return rows.length > 0;
}

export async function replaceHosts(db: DbOrTx, showId: string, hostIds: readonly string[]) {
  await db.delete(scheduledShowHosts).where(eq(scheduledShowHosts.showId, showId));
  const unique = [...new Set(hostIds)];
  if (unique.length) await db.insert(scheduledShowHosts).values(unique.map((profileId, position) => ({ showId, profileId, position })));
}

export async function replaceClocks(db: DbOrTx, showId: string, templateIds: readonly string[]) {
  await db.delete(scheduledShowClocks).where(eq(scheduledShowClocks.showId, showId));
  const unique = [...new Set(templateIds)];
  if (unique.length) await db.insert(scheduledShowClocks).values(unique.map((templateId) => ({ showId, templateId })));
}

export async function existingTemplateIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: clockTemplates.id }).from(clockTemplates).where(inArray(clockTemplates.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

export async function deleteShow(db: DbOrTx, id: string) {
  const rows = await db.delete(scheduledShows).where(eq(scheduledShows.id, id)).returning({ id: scheduledShows.id });
  return rows.length > 0;
}
