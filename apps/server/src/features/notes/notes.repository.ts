import { and, arrayContains, desc, eq, or, sql } from 'drizzle-orm';
import type { Note, NoteVisibility } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { collectionItems, notes } from '../../db/schema';

type NoteRow = typeof notes.$inferSelect;

export async function toNotes(db: DbOrTx, rows: NoteRow[]): Promise<Note[]> {
  const people = await peopleByIds(db, rows.flatMap((r) => [r.ownerId, r.updatedBy]));
  return rows.map((r) => ({
    id: r.id,
    owner_id: r.ownerId,
    owner: personInMap(people, r.ownerId),
    title: r.title,
    body: r.body,
    tags: r.tags,
    visibility: r.visibility,
    is_pinned: r.isPinned,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    updated_by: personInMap(people, r.updatedBy),
  }));
}

/** A viewer sees their own notes and everyone's shared ones. */
const visibleTo = (viewerId: string) => or(eq(notes.ownerId, viewerId), eq(notes.visibility, 'shared'));

export async function listNotes(
  db: DbOrTx,
  viewerId: string,
  filter: { scope: 'all' | 'mine' | 'shared'; tag?: string },
): Promise<Note[]> {
  const scope =
    filter.scope === 'mine' ? eq(notes.ownerId, viewerId) : filter.scope === 'shared' ? eq(notes.visibility, 'shared') : visibleTo(viewerId);
  const rows = await db
    .select()
    .from(notes)
    .where(and(scope, filter.tag ? arrayContains(notes.tags, [filter.tag]) : undefined))
    .orderBy(desc(notes.isPinned), desc(notes.updatedAt))
    .limit(500);
  return toNotes(db, rows);
}

export async function findNoteRow(db: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<NoteRow | null> {
  const query = db.select().from(notes).where(eq(notes.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertNote(
  db: DbOrTx,
  values: { ownerId: string; title: string; body: string; tags: string[]; visibility: NoteVisibility; isPinned: boolean },
): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({ ...values, updatedBy: values.ownerId })
    .returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

/**
 * Writes the change only if the note is still at `baseVersion`, and bumps the version, in one
 * statement: of two writers who started from the same version exactly one succeeds.
 */
export async function updateIfVersion(
  db: DbOrTx,
  id: string,
  baseVersion: number,
  changes: Partial<Pick<NoteRow, 'title' | 'body' | 'tags' | 'visibility'>>,
  updatedBy: string,
): Promise<NoteRow | null> {
  const [row] = await db
    .update(notes)
    .set({ ...changes, updatedBy, updatedAt: new Date(), version: sql`${notes.version} + 1` })
    .where(and(eq(notes.id, id), eq(notes.version, baseVersion)))
    .returning();
  return row ?? null;
}

export async function setPinned(db: DbOrTx, id: string, isPinned: boolean): Promise<NoteRow | null> {
  const [row] = await db.update(notes).set({ isPinned }).where(eq(notes.id, id)).returning();
  return row ?? null;
}

export async function deleteNote(db: DbOrTx, id: string): Promise<void> {
  await db.delete(collectionItems).where(and(eq(collectionItems.itemType, 'note'), eq(collectionItems.itemId, id)));
  await db.delete(notes).where(eq(notes.id, id));
}
