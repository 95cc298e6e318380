import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { RundownItem, RundownItemData, RundownItemPatch, RundownStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { showContent } from '../../db/schema';

/** A show's rundown: the rows of `show_content`, in position order. */

const responsible = personJoin('responsible');

type Row = typeof showContent.$inferSelect;

function toItem(row: Row, person: { id: string | null; full_name: string | null; chat_color: string | null } | null): RundownItem {
  return {
    id: row.id,
    show_id: row.showId,
    position: row.position,
    topic: row.topic,
    guest: row.guest,
    script: row.script,
    planned_length_s: row.plannedLengthS,
    responsible: personOrNull(person),
    status: row.status as RundownStatus,
    updated_at: row.updatedAt.toISOString(),
  };
}

function select(db: DbOrTx) {
  return db
    .select({ c: showContent, responsible: responsible.columns })
    .from(showContent)
    .leftJoin(responsible.table, responsible.on(showContent.responsibleId));
}

export async function listItems(db: DbOrTx, showId: string): Promise<RundownItem[]> {
  const rows = await select(db).where(eq(showContent.showId, showId)).orderBy(asc(showContent.position), asc(showContent.createdAt));
  return rows.map((r) => toItem(r.c, r.responsible));
}

export async function findItem(db: DbOrTx, showId: string, itemId: string): Promise<RundownItem | null> {
  const [row] = await select(db).where(and(eq(showContent.id, itemId), eq(showContent.showId, showId)));
  return row ? toItem(row.c, row.responsible) : null;
}

/**
 * Takes the show's row lock so writes to one rundown run one after another (positions stay
 * consistent under concurrent edits). False when the show does not exist.
 */
export async function lockShow(db: DbOrTx, showId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM scheduled_shows WHERE id = ${showId} FOR UPDATE`)).length > 0;
}

export async function showExists(db: DbOrTx, showId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM scheduled_shows WHERE id = ${showId}`)).length > 0;
}

export async function countItems(db: DbOrTx, showId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(showContent).where(eq(showContent.showId, showId));
  return Number(row?.n ?? 0);
}

export async function insertItem(db: DbOrTx, showId: string, position: number, data: RundownItemData, actorId: string): Promise<string> {
  const [row] = await db
    .insert(showContent)
    .values({
      showId,
      position,
      topic: data.topic,
      guest: data.guest,
      script: data.script,
      plannedLengthS: data.planned_length_s,
      responsibleId: data.responsible_id,
      status: data.status,
      createdBy: actorId,
    })
    .returning({ id: showContent.id });
  if (!row) throw new Error('rundown insert returned nothing');
  return row.id;
}

/** Writes only the fields present in the patch. */
export async function updateItem(db: DbOrTx, showId: string, itemId: string, patch: RundownItemPatch): Promise<boolean> {
  const rows = await db
    .update(showContent)
    .set({
      ...(patch.topic !== undefined ? { topic: patch.topic } : {}),
      ...(patch.guest !== undefined ? { guest: patch.guest } : {}),
      ...(patch.script !== undefined ? { script: patch.script } : {}),
      ...(patch.planned_length_s !== undefined ? { plannedLengthS: patch.planned_length_s } : {}),
      ...(patch.responsible_id !== undefined ? { responsibleId: patch.responsible_id } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(showContent.id, itemId), eq(showContent.showId, showId)))
    .returning({ id: showContent.id });
  return rows.length > 0;
}

export async function deleteItem(db: DbOrTx, showId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(showContent)
    .where(and(eq(showContent.id, itemId), eq(showContent.showId, showId)))
    .returning({ id: showContent.id });
  return rows.length > 0;
}

/** Ids of the show's items in their current order. */
export async function itemIds(db: DbOrTx, showId: string): Promise<string[]> {
  const rows = await db
    .select({ id: showContent.id })
    .from(showContent)
    .where(eq(showContent.showId, showId))
    .orderBy(asc(showContent.position), asc(showContent.createdAt));
  return rows.map((r) => r.id);
}

/** Positions 0…n-1 in the given order, in one statement. Only rows whose position moves are touched. */
export async function setPositions(db: DbOrTx, showId: string, orderedIds: readonly string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE show_content AS c SET position = v.position
    FROM (VALUES ${values}) AS v(id, position)
    WHERE c.id = v.id AND c.show_id = ${showId} AND c.position IS DISTINCT FROM v.position`);
}

/** Sets a rundown item's planned length; answers its show when something changed. */
export async function setPlannedLength(db: DbOrTx, itemId: string, seconds: number): Promise<string | null> {
  const [row] = rowsOf<{ show_id: string }>(
    await db.execute(sql`
      UPDATE show_content SET planned_length_s = ${seconds}, updated_at = now()
      WHERE id = ${itemId} AND planned_length_s IS DISTINCT FROM ${seconds} RETURNING show_id`),
  );
  return row?.show_id ?? null;
}
