import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MusicRequest, MusicRequestRules, MusicRequestStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { musicRequestRules, musicRequests } from '../../db/schema';

/** Music requests and the one row of rules they must pass. */

export async function readRules(db: DbOrTx): Promise<MusicRequestRules> {
  const [row] = await db.select().from(musicRequestRules).where(eq(musicRequestRules.id, 1)).limit(1);
  return {
    enabled: row?.enabled ?? true,
    daily_limit: row?.dailyLimit ?? 3,
    window_start: row?.windowStart ?? '06:00',
    window_end: row?.windowEnd ?? '10:00',
    blocked: (row?.blocked ?? []).map((b) => ({ artist: b.artist, title: b.title ?? '' })),
  };
}

export async function writeRules(db: DbOrTx, rules: MusicRequestRules, by: string, at: Date): Promise<void> {
  await db
    .update(musicRequestRules)
    .set({
      enabled: rules.enabled,
      dailyLimit: rules.daily_limit,
      windowStart: rules.window_start,
      windowEnd: rules.window_end,
      blocked: rules.blocked,
      updatedBy: by,
      updatedAt: at,
    })
    .where(eq(musicRequestRules.id, 1));
}

/** Serialises one listener's requests so two at once cannot both pass the daily limit. */
export async function lockListener(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`music-request:${key}`}))`);
}

export async function countToday(db: DbOrTx, stationDay: string, sender: { deviceId?: string | null; phone?: string | null }): Promise<number> {
  const who: SQL[] = [];
  if (sender.deviceId) who.push(eq(musicRequests.deviceId, sender.deviceId));
  if (sender.phone) who.push(eq(musicRequests.phone, sender.phone));
  if (who.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(musicRequests)
    .where(and(eq(musicRequests.stationDay, stationDay), or(...who)));
  return Number(row?.count ?? 0);
}

/** Is this track on the list and not played yet? */
export async function isWanted(db: DbOrTx, trackKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: musicRequests.id })
    .from(musicRequests)
    .where(and(eq(musicRequests.trackKey, trackKey), eq(musicRequests.status, 'ny')))
    .limit(1);
  return Boolean(row);
}

export interface NewMusicRequest {
  messageId: string;
  senderName: string;
  artist: string;
  title: string;
  trackKey: string;
  greeting: string | null;
  source: 'web' | 'sms';
  phone: string | null;
  deviceId: string | null;
  stationDay: string;
  createdAt: Date;
}

export async function insertRequest(db: DbOrTx, values: NewMusicRequest): Promise<string> {
  const [row] = await db.insert(musicRequests).values(values).returning({ id: musicRequests.id });
  if (!row) throw new Error('music request insert returned nothing');
  return row.id;
}

export async function setRequestStatus(db: DbOrTx, id: string, status: MusicRequestStatus, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(musicRequests)
    .set({ status, statusChangedBy: by, statusChangedAt: at })
    .where(eq(musicRequests.id, id))
    .returning({ id: musicRequests.id });
  return rows.length > 0;
}

type Row = typeof musicRequests.$inferSelect;

async function toRequests(db: DbOrTx, rows: Row[]): Promise<MusicRequest[]> {
  const people = await peopleByIds(db, rows.map((r) => r.statusChangedBy));
  return rows.map((r) => ({
    id: r.id,
    message_id: r.messageId,
    name: r.senderName,
    artist: r.artist,
    title: r.title,
    greeting: r.greeting,
    source: r.source as 'web' | 'sms',
    status: r.status as MusicRequestStatus,
    created_at: r.createdAt.toISOString(),
    status_changed_by: personInMap(people, r.statusChangedBy),
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
  }));
}

export async function listRequests(db: DbOrTx, status: MusicRequestStatus | undefined, limit: number): Promise<MusicRequest[]> {
  const rows = await db
    .select()
    .from(musicRequests)
    .where(status ? eq(musicRequests.status, status) : undefined)
    .orderBy(desc(musicRequests.createdAt))
    .limit(limit);
  return toRequests(db, rows);
}

export async function findRequest(db: DbOrTx, id: string): Promise<MusicRequest | null> {
  const rows = await db.select().from(musicRequests).where(eq(musicRequests.id, id)).limit(1);
  const [request] = await toRequests(db, rows);
  return request ?? null;
}
