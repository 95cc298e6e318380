import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { MentionSource, PersonRef } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { personJoin, personOrNull } from '../../db/people';
import { sponsorMentions } from '../../db/schema';

/** "Nevnt på lufta" marks and clock mentions (sponsor_mentions). */

const marker = personJoin('marker');

export interface MentionRow {
  row: typeof sponsorMentions.$inferSelect;
  markedBy: PersonRef | null;
}

async function select(db: DbOrTx, where: SQL | undefined): Promise<MentionRow[]> {
  const rows = await db
    .select({ row: sponsorMentions, marker: marker.columns })
    .from(sponsorMentions)
    .leftJoin(marker.table, marker.on(sponsorMentions.markedBy))
    .where(where)
    .orderBy(asc(sponsorMentions.airedAt), asc(sponsorMentions.id));
  return rows.map((r) => ({ row: r.row, markedBy: personOrNull(r.marker) }));
}

/** A sponsor's mentions aired in [from, to), oldest first. */
export function mentionsBetween(db: DbOrTx, sponsorId: string, from: Date, to: Date): Promise<MentionRow[]> {
  return select(db, and(eq(sponsorMentions.sponsorId, sponsorId), gte(sponsorMentions.airedAt, from), lt(sponsorMentions.airedAt, to)));
}

export async function findMention(db: DbOrTx, id: string): Promise<MentionRow | null> {
  return (await select(db, eq(sponsorMentions.id, id)))[0] ?? null;
}

export async function insertMention(
  db: DbOrTx,
  mention: { sponsorId: string; airedAt: Date; source: MentionSource; detail: string | null; markedBy: string | null },
): Promise<string> {
  const [row] = await db.insert(sponsorMentions).values(mention).returning({ id: sponsorMentions.id });
  return row!.id;
}

export async function deleteMention(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(sponsorMentions).where(eq(sponsorMentions.id, id)).returning({ id: sponsorMentions.id })).length > 0;
}

/** Clock mentions: one per clock element, however often it is synced (the unique element id decides). */
export async function insertClockMentions(
  db: DbOrTx,
  mentions: { sponsorId: string; airedAt: Date; clockElementId: string; detail: string; markedBy: string | null }[],
): Promise<void> {
  if (mentions.length === 0) return;
  await db
    .insert(sponsorMentions)
    .values(mentions.map((m) => ({ ...m, source: 'clock' as const })))
    .onConflictDoNothing({ target: sponsorMentions.clockElementId });
}

/** The clock elements counted as mentions aired in [from, to). */
export async function clockMentionElementsBetween(db: DbOrTx, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sponsorMentions.clockElementId })
    .from(sponsorMentions)
    .where(and(eq(sponsorMentions.source, 'clock'), gte(sponsorMentions.airedAt, from), lt(sponsorMentions.airedAt, to)));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** Clock mentions whose element is no longer marked sent (the mark was undone): never aired after all. */
export async function deleteClockMentions(db: DbOrTx, elementIds: readonly string[]): Promise<void> {
  if (elementIds.length === 0) return;
  await db.delete(sponsorMentions).where(and(eq(sponsorMentions.source, 'clock'), inArray(sponsorMentions.clockElementId, [...elementIds])));
}

/** Which of these clock elements already count as a mention. */
export async function recordedClockElements(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sponsorMentions.clockElementId })
    .from(sponsorMentions)
    .where(inArray(sponsorMentions.clockElementId, [...ids]));
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}
