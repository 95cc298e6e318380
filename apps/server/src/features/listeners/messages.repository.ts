import { and, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  LISTENER_STATUSES,
  maskPhone,
  type ListenerMessage,
  type ListenerSource,
  type ListenerStatus,
  type ListenerStatusCounts,
} from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { listenerBlocks, listenerComments, listenerMessages, musicRequests, podcastEpisodes, scheduledShows } from '../../db/schema';

/** The listener queue (the spec's `messages` table). */

export interface NewListenerMessage {
  source: ListenerSource;
  senderName: string;
  body: string;
  phone?: string | null;
  deviceId?: string | null;
  showId?: string | null;
  enteredBy?: string | null;
  createdAt: Date;
}

export async function insertMessage(db: DbOrTx, values: NewListenerMessage): Promise<string> {
  const [row] = await db.insert(listenerMessages).values(values).returning({ id: listenerMessages.id });
  if (!row) throw new Error('listener message insert returned nothing');
  return row.id;
}

/**
 * Is this sender blocked, and have they sent the same text lately (a double tap, a resent SMS)?
 * One round trip: a call to action on air brings hundreds of these a second.
 */
export async function senderCheck(
  db: DbOrTx,
  sender: { deviceId: string | null; phone: string | null },
  body: string,
  since: Date,
): Promise<{ blocked: boolean; duplicate: boolean }> {
  const { deviceId, phone } = sender;
  if (!deviceId && !phone) return { blocked: false, duplicate: false };
  const sameSender = phone ? sql`m.phone = ${phone}` : sql`m.device_id = ${deviceId}`;
  const [row] = rowsOf<{ blocked: boolean; duplicate: boolean }>(
    await db.execute(sql`
      SELECT
        EXISTS (SELECT 1 FROM ${listenerBlocks} b
                WHERE (b.kind = 'device' AND b.value = ${deviceId ?? ''}) OR (b.kind = 'phone' AND b.value = ${phone ?? ''})) AS blocked,
        EXISTS (SELECT 1 FROM ${listenerMessages} m
                WHERE ${sameSender} AND m.body = ${body} AND m.created_at > ${since.toISOString()}::timestamptz) AS duplicate`),
  );
  return { blocked: Boolean(row?.blocked), duplicate: Boolean(row?.duplicate) };
}

const columns = {
  m: listenerMessages,
  showTitle: scheduledShows.title,
  requestId: musicRequests.id,
  artist: musicRequests.artist,
  title: musicRequests.title,
  greeting: musicRequests.greeting,
  episodeTitle: podcastEpisodes.title,
};
type Row = {
  m: typeof listenerMessages.$inferSelect;
  showTitle: string | null;
  requestId: string | null;
  artist: string | null;
  title: string | null;
  greeting: string | null;
  episodeTitle: string | null;
};

function baseSelect(db: DbOrTx) {
  return db
    .select(columns)
    .from(listenerMessages)
    .leftJoin(scheduledShows, eq(scheduledShows.id, listenerMessages.showId))
    .leftJoin(musicRequests, eq(musicRequests.messageId, listenerMessages.id))
    .leftJoin(listenerComments, eq(listenerComments.messageId, listenerMessages.id))
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.id, listenerComments.episodeId));
}

async function toMessages(db: DbOrTx, rows: Row[], wholePhone: boolean): Promise<ListenerMessage[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => [r.m.statusChangedBy, r.m.pushedBy, r.m.readOnAirBy]),
  );
  return rows.map(({ m, ...r }) => ({
    id: m.id,
    source: m.source as ListenerSource,
    status: m.status as ListenerStatus,
    name: m.senderName,
    body: m.body,
    phone: m.phone ? (wholePhone ? m.phone : maskPhone(m.phone)) : null,
    blockable: Boolean(m.phone ?? m.deviceId),
    show_id: m.showId,
    show_title: r.showTitle,
    request: r.requestId ? { id: r.requestId, artist: r.artist ?? '', title: r.title ?? '', greeting: r.greeting } : null,
    episode_title: r.episodeTitle,
    created_at: m.createdAt.toISOString(),
    status_changed_by: personInMap(people, m.statusChangedBy),
    status_changed_at: m.statusChangedAt?.toISOString() ?? null,
    pushed_at: m.pushedAt?.toISOString() ?? null,
    pushed_by: personInMap(people, m.pushedBy),
    read_on_air_at: m.readOnAirAt?.toISOString() ?? null,
    read_on_air_by: personInMap(people, m.readOnAirBy),
  }));
}

export async function findMessage(db: DbOrTx, id: string, wholePhone = false): Promise<ListenerMessage | null> {
  const rows = await baseSelect(db).where(eq(listenerMessages.id, id)).limit(1);
  const [message] = await toMessages(db, rows, wholePhone);
  return message ?? null;
}

/** Who sent it, for blocking: never sent to a client. */
export async function findSender(db: DbOrTx, id: string): Promise<{ phone: string | null; deviceId: string | null; name: string } | null> {
  const [row] = await db
    .select({ phone: listenerMessages.phone, deviceId: listenerMessages.deviceId, name: listenerMessages.senderName })
    .from(listenerMessages)
    .where(eq(listenerMessages.id, id))
    .limit(1);
  return row ?? null;
}

export interface QueueFilter {
  source?: ListenerSource;
  status?: ListenerStatus | 'aktive' | 'alle';
  showId?: string;
  q?: string;
  /** The last row of the previous page: its time and id. */
  before?: { at: Date; id: string };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every filter but the status one: the counts per status are taken over these. */
function scopeOf(filter: QueueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.source) where.push(eq(listenerMessages.source, filter.source));
  if (filter.showId) where.push(eq(listenerMessages.showId, filter.showId));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    where.push(or(ilike(listenerMessages.body, pattern), ilike(listenerMessages.senderName, pattern)) as SQL);
  }
  return where;
}

export async function listMessages(db: DbOrTx, filter: QueueFilter, limit: number, wholePhone: boolean): Promise<ListenerMessage[]> {
  const where = scopeOf(filter);
  const status = filter.status ?? 'aktive';
  if (status === 'aktive') where.push(sql`${listenerMessages.status} <> 'arkivert'`);
  else if (status !== 'alle') where.push(eq(listenerMessages.status, status));
  if (filter.before) where.push(sql`(${listenerMessages.createdAt}, ${listenerMessages.id}) < (${filter.before.at.toISOString()}::timestamptz, ${filter.before.id}::uuid)`);
  const rows = await baseSelect(db)
    .where(and(...where))
    .orderBy(desc(listenerMessages.createdAt), desc(listenerMessages.id))
    .limit(limit);
  return toMessages(db, rows, wholePhone);
}

export async function countByStatus(db: DbOrTx, filter: QueueFilter): Promise<ListenerStatusCounts> {
  const rows = await db
    .select({ status: listenerMessages.status, count: sql<number>`count(*)::int` })
    .from(listenerMessages)
    .where(and(...scopeOf(filter)))
    .groupBy(listenerMessages.status);
  const counts = Object.fromEntries(LISTENER_STATUSES.map((s) => [s, 0])) as ListenerStatusCounts;
  for (const row of rows) counts[row.status as ListenerStatus] = Number(row.count);
  return counts;
}

export async function countNew(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(listenerMessages).where(eq(listenerMessages.status, 'ny'));
  return Number(row?.count ?? 0);
}

/**
 * The broadcast studio's queue: what is on the studio's screens and not yet read on air first (a
 * rush must not push it out of the list), then starred, then the newest of what is not yet used or
 * archived.
 */
export async function studioQueue(db: DbOrTx, limit: number, wholePhone: boolean): Promise<ListenerMessage[]> {
  const rows = await baseSelect(db)
    .where(notInArray(listenerMessages.status, ['brukt', 'arkivert']))
    .orderBy(
      sql`(${listenerMessages.pushedAt} IS NOT NULL AND ${listenerMessages.readOnAirAt} IS NULL) DESC`,
      sql`(${listenerMessages.status} = 'stjernemerket') DESC`,
      desc(listenerMessages.createdAt),
    )
    .limit(limit);
  return toMessages(db, rows, wholePhone);
}

export async function setStatus(db: DbOrTx, id: string, status: ListenerStatus, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(listenerMessages)
    .set({ status, statusChangedBy: by, statusChangedAt: at })
    .where(and(eq(listenerMessages.id, id), sql`${listenerMessages.status} <> ${status}`))
    .returning({ id: listenerMessages.id });
  return rows.length > 0;
}

export async function markPushed(db: DbOrTx, id: string, by: string, at: Date): Promise<void> {
  await db.update(listenerMessages).set({ pushedAt: at, pushedBy: by, readOnAirAt: null, readOnAirBy: null }).where(eq(listenerMessages.id, id));
  // Sending it to the studio is reading it: a new message becomes read.
  await db
    .update(listenerMessages)
    .set({ status: 'lest', statusChangedBy: by, statusChangedAt: at })
    .where(and(eq(listenerMessages.id, id), eq(listenerMessages.status, 'ny')));
}

export async function markReadOnAir(db: DbOrTx, id: string, by: string, at: Date): Promise<void> {
  await db
    .update(listenerMessages)
    .set({ status: 'brukt', statusChangedBy: by, statusChangedAt: at, readOnAirAt: at, readOnAirBy: by })
    .where(eq(listenerMessages.id, id));
}
