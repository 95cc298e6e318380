import { and, desc, eq, sql } from 'drizzle-orm';
import type { EditorialItem, EditorialStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { userEditorialContent } from '../../db/schema';
import { describeTargets, showLabels } from './editorial-targets.repository';

export type EditorialRow = typeof userEditorialContent.$inferSelect;
type EditorialValues = Partial<
  Pick<EditorialRow, 'title' | 'body' | 'status' | 'responsibleId' | 'showId' | 'targetKind' | 'targetId' | 'wordCount' | 'readTimeS'>
>;

export async function toEditorialItems(db: DbOrTx, rows: EditorialRow[]): Promise<EditorialItem[]> {
  if (rows.length === 0) return [];
  const [people, targets, shows] = await Promise.all([
    peopleByIds(db, rows.flatMap((r) => [r.responsibleId, r.createdBy, r.updatedBy])),
    describeTargets(
      db,
      rows.flatMap((r) => (r.targetKind && r.targetId ? [{ kind: r.targetKind, id: r.targetId }] : [])),
    ),
    showLabels(db, rows.flatMap((r) => (r.showId ? [r.showId] : []))),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    status: r.status,
    responsible_id: r.responsibleId,
    responsible: personInMap(people, r.responsibleId),
    show_id: r.showId,
    show_label: r.showId ? (shows.get(r.showId) ?? null) : null,
    target:
      r.targetKind && r.targetId
        ? (targets.get(`${r.targetKind}:${r.targetId}`) ?? { kind: r.targetKind, id: r.targetId, label: null, planned_length_s: null })
        : null,
    word_count: r.wordCount,
    read_time_s: r.readTimeS,
    version: r.version,
    created_by: personInMap(people, r.createdBy),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    updated_by: personInMap(people, r.updatedBy),
  }));
}

export async function listEditorial(db: DbOrTx, filter: { status?: EditorialStatus; responsible?: string; show?: string }): Promise<EditorialRow[]> {
  return db
    .select()
    .from(userEditorialContent)
    .where(
      and(
        filter.status ? eq(userEditorialContent.status, filter.status) : undefined,
        filter.responsible ? eq(userEditorialContent.responsibleId, filter.responsible) : undefined,
        filter.show ? eq(userEditorialContent.showId, filter.show) : undefined,
      ),
    )
    .orderBy(desc(userEditorialContent.updatedAt))
    .limit(1000);
}

export async function findEditorial(db: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<EditorialRow | null> {
  const query = db.select().from(userEditorialContent).where(eq(userEditorialContent.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEditorial(db: DbOrTx, values: EditorialValues & { title: string; createdBy: string }): Promise<EditorialRow> {
  const [row] = await db
    .insert(userEditorialContent)
    .values({ ...values, updatedBy: values.createdBy })
    .returning();
  if (!row) throw new Error('editorial insert returned nothing');
  return row;
}

/**
 * A change of title or script bumps the version, so a writer holding an older one learns of it.
 * Moving a card, reassigning it or attaching it leaves the version alone: those never clash with
 * someone typing in the script.
 */
export async function updateEditorial(db: DbOrTx, id: string, values: EditorialValues, updatedBy: string): Promise<EditorialRow> {
  const textChanged = values.title !== undefined || values.body !== undefined;
  const [row] = await db
    .update(userEditorialContent)
    .set({ ...values, updatedBy, updatedAt: new Date(), ...(textChanged ? { version: sql`${userEditorialContent.version} + 1` } : {}) })
    .where(eq(userEditorialContent.id, id))
    .returning();
  if (!row) throw new Error('editorial update returned nothing');
  return row;
}

export async function deleteEditorial(db: DbOrTx, id: string): Promise<void> {
  await db.delete(userEditorialContent).where(eq(userEditorialContent.id, id));
}

/** Items attached to a target: all of them follow the script's length. */
export async function rowsWithBody(db: DbOrTx): Promise<Pick<EditorialRow, 'id' | 'body'>[]> {
  return db.select({ id: userEditorialContent.id, body: userEditorialContent.body }).from(userEditorialContent);
}

export async function setReadTime(db: DbOrTx, id: string, wordCount: number, readTimeS: number): Promise<void> {
  await db.update(userEditorialContent).set({ wordCount, readTimeS }).where(eq(userEditorialContent.id, id));
}
