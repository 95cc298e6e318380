import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BlockKind, ListenerBlock } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { listenerBlocks } from '../../db/schema';

/** Blocked senders: a phone number or a device id. The value itself never leaves the server. */

export async function isBlocked(db: DbOrTx, sender: { deviceId?: string | null; phone?: string | null }): Promise<boolean> {
  const matches: SQL[] = [];
  if (sender.deviceId) matches.push(and(eq(listenerBlocks.kind, 'device'), eq(listenerBlocks.value, sender.deviceId)) as SQL);
  if (sender.phone) matches.push(and(eq(listenerBlocks.kind, 'phone'), eq(listenerBlocks.value, sender.phone)) as SQL);
  if (matches.length === 0) return false;
  const [row] = await db.select({ id: listenerBlocks.id }).from(listenerBlocks).where(or(...matches)).limit(1);
  return Boolean(row);
}

/** Inserts a block; null when this sender is blocked already. */
export async function insertBlock(
  db: DbOrTx,
  values: { kind: BlockKind; value: string; label: string; reason: string | null; createdBy: string; createdAt: Date },
): Promise<string | null> {
  const [row] = await db.insert(listenerBlocks).values(values).onConflictDoNothing().returning({ id: listenerBlocks.id });
  return row?.id ?? null;
}

export async function deleteBlock(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(listenerBlocks).where(eq(listenerBlocks.id, id)).returning({ id: listenerBlocks.id });
  return rows.length > 0;
}

export async function countBlocks(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(listenerBlocks);
  return Number(row?.count ?? 0);
}

type BlockRow = typeof listenerBlocks.$inferSelect;

async function toBlocks(db: DbOrTx, rows: BlockRow[]): Promise<ListenerBlock[]> {
  const people = await peopleByIds(db, rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as BlockKind,
    label: r.label,
    reason: r.reason,
    created_by: personInMap(people, r.createdBy),
    created_at: r.createdAt.toISOString(),
  }));
}

export async function listBlocks(db: DbOrTx): Promise<ListenerBlock[]> {
  return toBlocks(db, await db.select().from(listenerBlocks).orderBy(desc(listenerBlocks.createdAt)).limit(500));
}

export async function findBlock(db: DbOrTx, id: string): Promise<ListenerBlock | null> {
  const [block] = await toBlocks(db, await db.select().from(listenerBlocks).where(eq(listenerBlocks.id, id)).limit(1));
  return block ?? null;
}
