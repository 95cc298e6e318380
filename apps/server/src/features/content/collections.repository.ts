import { and, asc, count, eq } from 'drizzle-orm';
import type { Collection, ContentItemRef } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { collectionItems, contentCollections, mediaLibrary, notes } from '../../db/schema';

type CollectionRow = typeof contentCollections.$inferSelect;

async function toCollections(db: DbOrTx, rows: CollectionRow[]): Promise<Collection[]> {
  if (rows.length === 0) return [];
  const [people, counts] = await Promise.all([
    peopleByIds(db, rows.map((r) => r.ownerId)),
    db.select({ id: collectionItems.collectionId, n: count() }).from(collectionItems).groupBy(collectionItems.collectionId),
  ]);
  const countById = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    color: r.color,
    owner_id: r.ownerId,
    owner: personInMap(people, r.ownerId),
    item_count: countById.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listCollections(db: DbOrTx): Promise<Collection[]> {
  return toCollections(db, await db.select().from(contentCollections).orderBy(asc(contentCollections.name)).limit(500));
}

export async function findCollectionRow(db: DbOrTx, id: string): Promise<CollectionRow | null> {
  const [row] = await db.select().from(contentCollections).where(eq(contentCollections.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findCollection(db: DbOrTx, id: string): Promise<Collection | null> {
  const [row] = await db.select().from(contentCollections).where(eq(contentCollections.id, id)).limit(1);
  return row ? ((await toCollections(db, [row]))[0] ?? null) : null;
}

export async function countCollections(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contentCollections);
  return Number(row?.n ?? 0);
}

export async function insertCollection(db: DbOrTx, values: { ownerId: string; name: string; description: string; color: string }): Promise<string> {
  const [row] = await db.insert(contentCollections).values(values).returning({ id: contentCollections.id });
  return row!.id;
}

export async function updateCollection(db: DbOrTx, id: string, changes: Partial<{ name: string; description: string; color: string }>) {
  await db
    .update(contentCollections)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contentCollections.id, id));
}

export async function deleteCollection(db: DbOrTx, id: string) {
  await db.delete(contentCollections).where(eq(contentCollections.id, id));
}

/** Whether the viewer may see the item: media always, notes when shared or their own. */
export async function itemVisible(db: DbOrTx, ref: ContentItemRef, viewerId: string): Promise<boolean> {
  if (ref.item_type === 'media') {
    const [row] = await db.select({ id: mediaLibrary.id }).from(mediaLibrary).where(eq(mediaLibrary.id, ref.item_id)).limit(1);
    return !!row;
  }
  const [row] = await db.select({ owner: notes.ownerId, visibility: notes.visibility }).from(notes).where(eq(notes.id, ref.item_id)).limit(1);
  return !!row && (row.visibility === 'shared' || row.owner === viewerId);
}

export async function addItem(db: DbOrTx, collectionId: string, ref: ContentItemRef, addedBy: string) {
  await db
    .insert(collectionItems)
    .values({ collectionId, itemType: ref.item_type, itemId: ref.item_id, addedBy })
    .onConflictDoNothing();
}

/** Who put an item in a collection (null: not in it). */
export async function itemAdder(db: DbOrTx, collectionId: string, ref: ContentItemRef): Promise<{ addedBy: string | null } | null> {
  const [row] = await db
    .select({ addedBy: collectionItems.addedBy })
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.itemType, ref.item_type), eq(collectionItems.itemId, ref.item_id)));
  return row ?? null;
}

export async function removeItem(db: DbOrTx, collectionId: string, ref: ContentItemRef): Promise<boolean> {
  const rows = await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.itemType, ref.item_type), eq(collectionItems.itemId, ref.item_id)))
    .returning({ id: collectionItems.itemId });
  return rows.length > 0;
}
