import { and, desc, eq, isNotNull, isNull, lte, gt, min, or, sql } from 'drizzle-orm';
import type { BroadcastMessage, BroadcastPriority, PersonRef } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds } from '../../db/people';
import { broadcastMessages, realtimeChannelSeq } from '../../db/schema';

type BroadcastRow = typeof broadcastMessages.$inferSelect;

/** Active and not yet past its expiry: the server-side half of "expired messages stop showing". */
const live = (now: Date) =>
  and(eq(broadcastMessages.isActive, true), or(isNull(broadcastMessages.expiresAt), gt(broadcastMessages.expiresAt, now)));

/** Rows to API messages, resolving the sender and everyone who acknowledged in one query. */
async function toMessages(db: DbOrTx, rows: BroadcastRow[]): Promise<BroadcastMessage[]> {
  const ids = rows.flatMap((r) => (r.senderId ? [r.senderId, ...r.acknowledgedBy] : r.acknowledgedBy));
  const people = await peopleByIds(db, ids);
  // Someone whose account is gone still counts as having acknowledged; the UI names them 'Ukjent bruker'.
  const person = (id: string): PersonRef => people.get(id) ?? { id, full_name: null, chat_color: null };
  return rows.map((r) => ({
    id: r.id,
    sender_id: r.senderId,
    message: r.message,
    priority: r.priority,
    is_active: r.isActive,
    expires_at: r.expiresAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    acknowledged_by: r.acknowledgedBy,
    sender: r.senderId ? person(r.senderId) : null,
    acknowledgers: r.acknowledgedBy.map(person),
  }));
}

/** Inserts a new, active message; the sender is passed in (the caller already has their profile). */
export async function insertMessage(
  db: DbOrTx,
  values: { sender: PersonRef; message: string; priority: BroadcastPriority; createdAt: Date; expiresAt: Date | null },
): Promise<BroadcastMessage> {
  const [row] = await db
    .insert(broadcastMessages)
    .values({
      senderId: values.sender.id,
      message: values.message,
      priority: values.priority,
      isActive: true,
      createdAt: values.createdAt,
      expiresAt: values.expiresAt,
    })
    .returning({ id: broadcastMessages.id });
  if (!row) throw new Error('broadcast insert returned nothing');
  return {
    id: row.id,
    sender_id: values.sender.id,
    message: values.message,
    priority: values.priority,
    is_active: true,
    expires_at: values.expiresAt?.toISOString() ?? null,
    created_at: values.createdAt.toISOString(),
    acknowledged_by: [],
    sender: values.sender,
    acknowledgers: [],
  };
}

/** Spec section 7: active messages, newest first, at most `limit`. */
export async function listLive(db: DbOrTx, now: Date, limit: number): Promise<BroadcastMessage[]> {
  const rows = await db.select().from(broadcastMessages).where(live(now)).orderBy(desc(broadcastMessages.createdAt)).limit(limit);
  return toMessages(db, rows);
}

export async function findMessage(db: DbOrTx, id: string): Promise<BroadcastMessage | null> {
  const [row] = await db.select().from(broadcastMessages).where(eq(broadcastMessages.id, id)).limit(1);
  return row ? ((await toMessages(db, [row]))[0] ?? null) : null;
}

/** Locks the row for the rest of the transaction, so the permission check and the update see one state. */
export async function lockMessage(db: DbOrTx, id: string): Promise<Pick<BroadcastRow, 'id' | 'senderId' | 'isActive'> | null> {
  const [row] = await db
    .select({ id: broadcastMessages.id, senderId: broadcastMessages.senderId, isActive: broadcastMessages.isActive })
    .from(broadcastMessages)
    .where(eq(broadcastMessages.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Adds the user to acknowledged_by in one statement, only while the message is live and only once.
 * Returns false when nothing changed (already acknowledged, gone or expired).
 */
export async function appendAcknowledgement(db: DbOrTx, id: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(broadcastMessages)
    .set({ acknowledgedBy: sql`array_append(${broadcastMessages.acknowledgedBy}, ${userId})` })
    .where(and(eq(broadcastMessages.id, id), live(now), sql`NOT (${userId} = ANY(${broadcastMessages.acknowledgedBy}))`))
    .returning({ id: broadcastMessages.id });
  return rows.length > 0;
}

export async function deactivate(db: DbOrTx, id: string, dismissedBy: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(broadcastMessages)
    .set({ isActive: false, dismissedBy, dismissedAt: now })
    .where(and(eq(broadcastMessages.id, id), eq(broadcastMessages.isActive, true)))
    .returning({ id: broadcastMessages.id });
  return rows.length > 0;
}

/** Marks every active message past its expiry inactive; each id is returned by exactly one caller. */
export async function expireDue(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .update(broadcastMessages)
    .set({ isActive: false })
    .where(and(eq(broadcastMessages.isActive, true), isNotNull(broadcastMessages.expiresAt), lte(broadcastMessages.expiresAt, now)))
    .returning({ id: broadcastMessages.id });
  return rows.map((r) => r.id);
}

export async function nextExpiry(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(broadcastMessages.expiresAt) })
    .from(broadcastMessages)
    .where(and(eq(broadcastMessages.isActive, true), isNotNull(broadcastMessages.expiresAt)));
  return row?.at ? new Date(row.at) : null;
}

export async function findPerson(db: DbOrTx, id: string): Promise<PersonRef> {
  return (await peopleByIds(db, [id])).get(id) ?? { id, full_name: null, chat_color: null };
}

/** The channel's last sequence number: a list read after it already reflects every event up to it. */
export async function channelHead(db: DbOrTx, channelName: string): Promise<number> {
  const [row] = await db.select({ seq: realtimeChannelSeq.lastSeq }).from(realtimeChannelSeq).where(eq(realtimeChannelSeq.channel, channelName));
  return Number(row?.seq ?? 0);
}
