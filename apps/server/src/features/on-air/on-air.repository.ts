import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { BroadcastState, BroadcastStateShow, DisplayMessage, OnAirLogEntry, OnAirStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { broadcastState, clockContentElements, displayMessages, onAirLog, onAirStatus, scheduledShows } from '../../db/schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const statusBy = personJoin('status_by');
const logBy = personJoin('log_by');
const stateBy = personJoin('state_by');
const sender = personJoin('sender');

// ─── ON AIR status and log ───────────────────────────────────────────────────

export async function readStatus(db: DbOrTx): Promise<OnAirStatus> {
  const [row] = await db
    .select({ s: onAirStatus, by: statusBy.columns })
    .from(onAirStatus)
    .leftJoin(statusBy.table, statusBy.on(onAirStatus.changedBy))
    .where(eq(onAirStatus.id, 1));
  return { is_live: row?.s.isLive ?? false, changed_by: personOrNull(row?.by ?? null), changed_at: iso(row?.s.changedAt ?? null) };
}

/** Locks the single status row for the rest of the transaction and answers whether it is live. */
export async function lockStatus(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ isLive: onAirStatus.isLive }).from(onAirStatus).where(eq(onAirStatus.id, 1)).for('update');
  return row?.isLive ?? false;
}

export async function writeStatus(db: DbOrTx, isLive: boolean, changedBy: string, changedAt: Date): Promise<void> {
  await db
    .insert(onAirStatus)
    .values({ id: 1, isLive, changedBy, changedAt })
    .onConflictDoUpdate({ target: onAirStatus.id, set: { isLive, changedBy, changedAt } });
}

export async function insertLog(
  db: DbOrTx,
  values: { isLive: boolean; changedBy: string; changedAt: Date; showId: string | null; showTitle: string | null },
): Promise<string> {
  const [row] = await db.insert(onAirLog).values(values).returning({ id: onAirLog.id });
  if (!row) throw new Error('on-air log insert returned nothing');
  return row.id;
}

export async function latestLog(db: DbOrTx, limit: number): Promise<OnAirLogEntry[]> {
  const rows = await db
    .select({ l: onAirLog, by: logBy.columns })
    .from(onAirLog)
    .leftJoin(logBy.table, logBy.on(onAirLog.changedBy))
    .orderBy(desc(onAirLog.changedAt), desc(onAirLog.id))
    .limit(limit);
  return rows.map(({ l, by }) => ({
    id: l.id,
    is_live: l.isLive,
    changed_by: personOrNull(by),
    changed_at: l.changedAt.toISOString(),
    show_id: l.showId,
    show_title: l.showTitle,
  }));
}

// ─── Broadcast state ─────────────────────────────────────────────────────────

export async function readState(db: DbOrTx): Promise<BroadcastState> {
  const [row] = await db
    .select({ b: broadcastState, by: stateBy.columns, show: showColumns })
    .from(broadcastState)
    .leftJoin(stateBy.table, stateBy.on(broadcastState.updatedBy))
    .leftJoin(scheduledShows, eq(scheduledShows.id, broadcastState.showId))
    .where(eq(broadcastState.id, 1));
  return {
    show: row?.show?.id ? toShow(row.show as ShowRow) : null,
    element_id: row?.b.elementId ?? null,
    element_title: row?.b.elementTitle ?? null,
    updated_by: personOrNull(row?.by ?? null),
    updated_at: iso(row?.b.updatedAt ?? null),
  };
}

export async function writeState(
  db: DbOrTx,
  values: { showId: string | null; elementId: string | null; elementTitle: string | null; updatedBy: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(broadcastState)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: broadcastState.id, set: values });
}

const showColumns = {
  id: scheduledShows.id,
  title: scheduledShows.title,
  start: scheduledShows.scheduledStart,
  end: scheduledShows.scheduledEnd,
};
type ShowRow = { id: string; title: string; start: Date; end: Date };

const toShow = (s: ShowRow): BroadcastStateShow => ({
  id: s.id,
  title: s.title,
  scheduled_start: s.start.toISOString(),
  scheduled_end: s.end.toISOString(),
});

/** The show whose start ≤ now < end (the latest to start, should two overlap). */
export async function showRunningAt(db: DbOrTx, now: Date): Promise<BroadcastStateShow | null> {
  const [row] = await db
    .select(showColumns)
    .from(scheduledShows)
    .where(and(lte(scheduledShows.scheduledStart, now), gt(scheduledShows.scheduledEnd, now)))
    .orderBy(desc(scheduledShows.scheduledStart))
    .limit(1);
  return row ? toShow(row) : null;
}

export async function findShow(db: DbOrTx, id: string): Promise<BroadcastStateShow | null> {
  const [row] = await db.select(showColumns).from(scheduledShows).where(eq(scheduledShows.id, id)).limit(1);
  return row ? toShow(row) : null;
}

export async function findElementTitle(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ title: clockContentElements.title }).from(clockContentElements).where(eq(clockContentElements.id, id)).limit(1);
  return row?.title ?? null;
}

// ─── Display messages ────────────────────────────────────────────────────────

function toMessage(row: typeof displayMessages.$inferSelect, person: Parameters<typeof personOrNull>[0]): DisplayMessage {
  return {
    id: row.id,
    text: row.text,
    sender: personOrNull(person),
    created_at: row.createdAt.toISOString(),
    cleared_at: iso(row.clearedAt),
    listener: row.listenerMessageId ? { message_id: row.listenerMessageId, name: row.listenerName ?? '' } : null,
  };
}

export async function insertDisplayMessage(
  db: DbOrTx,
  values: { text: string; senderId: string; createdAt: Date; listenerMessageId?: string; listenerName?: string },
): Promise<string> {
  const [row] = await db.insert(displayMessages).values(values).returning({ id: displayMessages.id });
  if (!row) throw new Error('display message insert returned nothing');
  return row.id;
}

export async function findDisplayMessage(db: DbOrTx, id: string): Promise<DisplayMessage | null> {
  const [row] = await db
    .select({ m: displayMessages, by: sender.columns })
    .from(displayMessages)
    .leftJoin(sender.table, sender.on(displayMessages.senderId))
    .where(eq(displayMessages.id, id))
    .limit(1);
  return row ? toMessage(row.m, row.by) : null;
}

export async function activeDisplayMessages(db: DbOrTx, limit: number): Promise<DisplayMessage[]> {
  const rows = await db
    .select({ m: displayMessages, by: sender.columns })
    .from(displayMessages)
    .leftJoin(sender.table, sender.on(displayMessages.senderId))
    .where(isNull(displayMessages.clearedAt))
    .orderBy(desc(displayMessages.createdAt))
    .limit(limit);
  return rows.map((r) => toMessage(r.m, r.by));
}

/** Clears a message still showing; false when it was already cleared (or never existed). */
export async function clearDisplayMessage(db: DbOrTx, id: string, clearedBy: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(displayMessages)
    .set({ clearedAt: at, clearedBy })
    .where(and(eq(displayMessages.id, id), isNull(displayMessages.clearedAt)))
    .returning({ id: displayMessages.id });
  return rows.length > 0;
}

/** The displays' messages that carry this listener message and are still up. */
export async function activeIdsForListenerMessage(db: DbOrTx, listenerMessageId: string): Promise<string[]> {
  const rows = await db
    .select({ id: displayMessages.id })
    .from(displayMessages)
    .where(and(eq(displayMessages.listenerMessageId, listenerMessageId), isNull(displayMessages.clearedAt)));
  return rows.map((r) => r.id);
}

/** ON AIR and the show running at `now`, in one round trip (the listener page asks on every send). */
export async function liveAt(db: DbOrTx, now: Date): Promise<{ isLive: boolean; show: { id: string; title: string } | null }> {
  const rows = rowsOf<{ is_live: boolean; show_id: string | null; show_title: string | null }>(
    await db.execute(sql`
      SELECT s.is_live, sh.id AS show_id, sh.title AS show_title
      FROM ${onAirStatus} s
      LEFT JOIN LATERAL (
        SELECT id, title FROM ${scheduledShows}
        WHERE scheduled_start <= ${now.toISOString()}::timestamptz AND scheduled_end > ${now.toISOString()}::timestamptz
        ORDER BY scheduled_start DESC LIMIT 1
      ) sh ON true
      WHERE s.id = 1`),
  );
  const row = rows[0];
  return { isLive: row?.is_live ?? false, show: row?.show_id ? { id: row.show_id, title: row.show_title ?? '' } : null };
}
