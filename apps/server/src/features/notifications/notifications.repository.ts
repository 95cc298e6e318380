import { sql, type SQL } from 'drizzle-orm';
import { CHANNELS, type NotificationKind } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The notifications table (migration 0020), always scoped to one person: nobody reads or marks another's. */

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  is_read: boolean;
  read_at: Date | string | null;
  created_at: Date | string;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  dedupeKey: string | null;
}

const COLUMNS = sql`id, user_id, kind, title, body, link, is_read, read_at, created_at`;

/** Stores one notification; null when the person already has one with this dedupe key (another process won). */
export async function insertNotification(db: DbOrTx, n: NewNotification, now: Date): Promise<NotificationRow | null> {
  const rows = rowsOf<NotificationRow>(
    await db.execute(sql`
      INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key, created_at)
      VALUES (${n.userId}, ${n.kind}, ${n.title}, ${n.body}, ${n.link}, ${n.dedupeKey}, ${now.toISOString()})
      ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
      RETURNING ${COLUMNS}`),
  );
  return rows[0] ?? null;
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM notifications WHERE user_id = ${userId} AND NOT is_read`));
  return Number(rows[0]?.n ?? 0);
}

export interface ListFilter {
  unreadOnly: boolean;
  kind: NotificationKind | null;
  /** Rows strictly older than this (created_at, id), newest first. */
  after: { createdAt: string; id: string } | null;
  limit: number;
}

export async function listNotifications(db: DbOrTx, userId: string, f: ListFilter): Promise<NotificationRow[]> {
  const where: SQL[] = [sql`user_id = ${userId}`];
  if (f.unreadOnly) where.push(sql`NOT is_read`);
  if (f.kind) where.push(sql`kind = ${f.kind}`);
  if (f.after) where.push(sql`(created_at, id) < (${f.after.createdAt}::timestamptz, ${f.after.id}::uuid)`);
  return rowsOf<NotificationRow>(
    await db.execute(sql`
      SELECT ${COLUMNS} FROM notifications WHERE ${sql.join(where, sql` AND `)}
      ORDER BY created_at DESC, id DESC LIMIT ${f.limit}`),
  );
}

export async function findNotification(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | null> {
  const rows = rowsOf<NotificationRow>(await db.execute(sql`SELECT ${COLUMNS} FROM notifications WHERE id = ${id} AND user_id = ${userId}`));
  return rows[0] ?? null;
}

/** Sets one row's read state; null when it is not the person's. Marking read again keeps the first read_at. */
export async function setRead(db: DbOrTx, userId: string, id: string, isRead: boolean, now: Date): Promise<NotificationRow | null> {
  const rows = rowsOf<NotificationRow>(
    await db.execute(sql`
      UPDATE notifications
      SET is_read = ${isRead}, read_at = ${isRead ? sql`COALESCE(read_at, ${now.toISOString()}::timestamptz)` : sql`NULL`}
      WHERE id = ${id} AND user_id = ${userId}
      RETURNING ${COLUMNS}`),
  );
  return rows[0] ?? null;
}

/** Marks the person's unread rows read, under the filter (kind, created no later than upTo); answers how many changed. */
export async function markAllRead(db: DbOrTx, userId: string, kind: NotificationKind | null, upTo: string, now: Date): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE notifications SET is_read = true, read_at = ${now.toISOString()}
      WHERE user_id = ${userId} AND NOT is_read AND created_at <= ${upTo}::timestamptz
        ${kind ? sql`AND kind = ${kind}` : sql``}
      RETURNING id`),
  );
  return rows.length;
}

/**
 * A chat message deleted or removed: its words leave the mention notices too (the row keeps
 * "X nevnte deg", the quote goes), and the stored events that carried them.
 */
export async function scrubChatMentionNotices(db: DbOrTx, messageId: string): Promise<void> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE notifications SET body = NULL WHERE dedupe_key = ${`chat-mention:${messageId}`} AND body IS NOT NULL RETURNING id`),
  );
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await db.execute(sql`
    UPDATE realtime_events SET payload = jsonb_set(payload, '{notification,body}', 'null'::jsonb)
    WHERE channel = ${CHANNELS.notifications.name} AND payload->'notification'->>'id' IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
