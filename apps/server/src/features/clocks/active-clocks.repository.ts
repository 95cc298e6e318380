import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ActiveClock, ClockContentElement, ClockMediaRef } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { activeClocks, clockContentElements, clockMarkUndo, clockTemplates, type ClockMarkChange, type ClockMarkSnapshot } from '../../db/schema';
import { clockMediaRefs } from './element-media-refs';

const responsible = personJoin('responsible');
const sender = personJoin('sender');

type ElementRow = typeof clockContentElements.$inferSelect;

function toElement(
  e: ElementRow,
  person: Parameters<typeof personOrNull>[0],
  sentBy: Parameters<typeof personOrNull>[0],
  media: ReadonlyMap<string, ClockMediaRef>,
): ClockContentElement {
  return {
    id: e.id,
    active_clock_id: e.activeClockId,
    position: e.position,
    type: e.type,
    title: e.title,
    start_offset_s: e.startOffsetS,
    duration_s: e.durationS,
    hard_start: e.hardStart,
    notes: e.notes,
    responsible: personOrNull(person),
    sent_status: e.sentStatus,
    sent_at: e.sentAt?.toISOString() ?? null,
    sent_by: personOrNull(sentBy),
    marked_in_bulk: e.markedInBulk,
    media: e.mediaId ? (media.get(e.mediaId) ?? null) : null,
  };
}

function elementQuery(db: DbOrTx) {
  return db
    .select({ e: clockContentElements, responsible: responsible.columns, sender: sender.columns })
    .from(clockContentElements)
    .leftJoin(responsible.table, responsible.on(clockContentElements.responsibleId))
    .leftJoin(sender.table, sender.on(clockContentElements.sentBy))
    .$dynamic();
}

/** A day's active clocks in hour order, each with its elements. */
export async function listClocks(db: DbOrTx, where: { date?: string; ids?: readonly string[] }): Promise<ActiveClock[]> {
  if (where.ids && where.ids.length === 0) return [];
  const clocks = await db
    .select()
    .from(activeClocks)
    .where(
      and(
        where.date ? eq(activeClocks.broadcastDate, where.date) : undefined,
        where.ids ? inArray(activeClocks.id, [...where.ids]) : undefined,
      ),
    )
    .orderBy(asc(activeClocks.startsAt));
  if (clocks.length === 0) return [];
  const rows = await elementQuery(db)
    .where(inArray(clockContentElements.activeClockId, clocks.map((c) => c.id)))
    .orderBy(asc(clockContentElements.position));
  const media = await clockMediaRefs(db, rows.map((r) => r.e.mediaId));
  const byClock = new Map<string, ClockContentElement[]>();
  for (const row of rows) {
    const list = byClock.get(row.e.activeClockId) ?? [];
    list.push(toElement(row.e, row.responsible, row.sender, media));
    byClock.set(row.e.activeClockId, list);
  }
  return clocks.map((c) => ({
    id: c.id,
    broadcast_date: c.broadcastDate,
    hour: c.hour,
    starts_at: c.startsAt.toISOString(),
    template_id: c.templateId,
    name: c.name,
    color: c.color,
    created_at: c.createdAt.toISOString(),
    elements: byClock.get(c.id) ?? [],
  }));
}

export async function findElement(db: DbOrTx, id: string) {
  const [row] = await elementQuery(db).where(eq(clockContentElements.id, id)).limit(1);
  if (!row) return null;
  const [clock] = await db
    .select({ startsAt: activeClocks.startsAt, broadcastDate: activeClocks.broadcastDate })
    .from(activeClocks)
    .where(eq(activeClocks.id, row.e.activeClockId));
  if (!clock) return null;
  const media = await clockMediaRefs(db, [row.e.mediaId]);
  return { element: toElement(row.e, row.responsible, row.sender, media), startsAt: clock.startsAt, broadcastDate: clock.broadcastDate };
}

/** Active templates of a weekday whose hour has no clock on `date` yet. */
export async function templatesMissingOn(db: DbOrTx, date: string, weekday: number) {
  return db
    .select({ id: clockTemplates.id, name: clockTemplates.name, color: clockTemplates.color, hour: clockTemplates.startHour, version: clockTemplates.version })
    .from(clockTemplates)
    .where(
      and(
        eq(clockTemplates.weekday, weekday),
        eq(clockTemplates.isActive, true),
        sql`NOT EXISTS (SELECT 1 FROM active_clocks a WHERE a.broadcast_date = ${date} AND a.hour = ${clockTemplates.startHour})`,
      ),
    )
    .orderBy(asc(clockTemplates.startHour));
}

/**
 * Creates the dated clock for one hour and copies the template's elements into it. Returns null
 * when another request created that hour first (the unique key decides; nobody gets two).
 */
export async function createClockFromTemplate(
  db: DbOrTx,
  values: { date: string; hour: number; startsAt: Date; templateId: string; templateVersion: number; name: string; color: string; createdBy: string | null },
): Promise<string | null> {
  const [clock] = await db
    .insert(activeClocks)
    .values({
      broadcastDate: values.date,
      hour: values.hour,
      startsAt: values.startsAt,
      templateId: values.templateId,
      templateVersion: values.templateVersion,
      name: values.name,
      color: values.color,
      createdBy: values.createdBy,
    })
    .onConflictDoNothing({ target: [activeClocks.broadcastDate, activeClocks.hour] })
    .returning({ id: activeClocks.id });
  if (!clock) return null;
  await db.execute(sql`
    INSERT INTO clock_content_elements
      (active_clock_id, template_element_id, position, type, title, start_offset_s, duration_s, hard_start, notes, responsible_id, media_id)
    SELECT ${clock.id}, id, position, type, title, start_offset_s, duration_s, hard_start, notes, responsible_id, media_id
    FROM clock_template_elements WHERE template_id = ${values.templateId}`);
  return clock.id;
}

export async function setSent(db: DbOrTx, id: string, sentAt: Date, sentBy: string) {
  await db.update(clockContentElements).set({ sentStatus: 'sent', sentAt, sentBy, markedInBulk: false }).where(eq(clockContentElements.id, id));
}

export async function clearSent(db: DbOrTx, id: string) {
  await db.update(clockContentElements).set({ sentStatus: 'pending', sentAt: null, sentBy: null, markedInBulk: false }).where(eq(clockContentElements.id, id));
}

// ─── Recovery actions and their undo (issue 19) ──────────────────────────────

/** An element's marks in the shape the undo state keeps. */
export function snapshotOf(element: ClockContentElement): ClockMarkSnapshot {
  return { status: element.sent_status, sent_at: element.sent_at, sent_by: element.sent_by?.id ?? null, bulk: element.marked_in_bulk };
}

export function sameMarks(a: ClockMarkSnapshot, b: ClockMarkSnapshot): boolean {
  const time = (v: string | null) => (v === null ? null : Date.parse(v));
  return a.status === b.status && time(a.sent_at) === time(b.sent_at) && a.sent_by === b.sent_by && a.bulk === b.bulk;
}

/** Sets an element's marks as a whole (status, time, who, bulk note). */
export async function setMarks(db: DbOrTx, id: string, marks: ClockMarkSnapshot) {
  await db
    .update(clockContentElements)
    .set({ sentStatus: marks.status, sentAt: marks.sent_at === null ? null : new Date(marks.sent_at), sentBy: marks.sent_by, markedInBulk: marks.bulk })
    .where(eq(clockContentElements.id, id));
}

/** Locks every element of a clock (in id order, so two actions on one clock queue up, never deadlock). */
export async function lockClockElements(db: DbOrTx, clockId: string) {
  await db.execute(sql`SELECT 1 FROM clock_content_elements WHERE active_clock_id = ${clockId} ORDER BY id FOR UPDATE`);
}

/** The clock an element belongs to (or null). */
export async function clockIdOfElement(db: DbOrTx, elementId: string): Promise<string | null> {
  const [row] = await db.select({ clockId: clockContentElements.activeClockId }).from(clockContentElements).where(eq(clockContentElements.id, elementId));
  return row?.clockId ?? null;
}

export async function insertUndo(
  db: DbOrTx,
  values: { userId: string; clockId: string; action: 'mark_until' | 'start_from' | 'skip' | 'unskip'; changes: ClockMarkChange[]; now: Date; expiresAt: Date },
): Promise<string> {
  // Expired undo state is kept an hour (to tell "too late" from "unknown"), then cleared here.
  await db.delete(clockMarkUndo).where(lt(clockMarkUndo.expiresAt, new Date(values.now.getTime() - 3_600_000)));
  const [row] = await db
    .insert(clockMarkUndo)
    .values({ userId: values.userId, activeClockId: values.clockId, action: values.action, changes: values.changes, createdAt: values.now, expiresAt: values.expiresAt })
    .returning({ token: clockMarkUndo.token });
  return row!.token;
}

/** The undo state of a token, locked until the transaction ends (an undo is used once). */
export async function takeUndo(db: DbOrTx, token: string) {
  await db.execute(sql`SELECT 1 FROM clock_mark_undo WHERE token = ${token} FOR UPDATE`);
  const [row] = await db.select().from(clockMarkUndo).where(eq(clockMarkUndo.token, token));
  return row ?? null;
}

export async function deleteUndo(db: DbOrTx, token: string) {
  await db.delete(clockMarkUndo).where(eq(clockMarkUndo.token, token));
}

/** Locks the element row so two people marking at once are applied one after the other. */
export async function lockElement(db: DbOrTx, id: string) {
  await db.execute(sql`SELECT 1 FROM clock_content_elements WHERE id = ${id} FOR UPDATE`);
}
