import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { competitionInputSchema, EntryChannel } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { competitionDraws, competitionEntries, sponsorCompetitions, sponsors } from '../../db/schema';

/** Competitions and their entries (sponsor_competitions, competition_entries). */

export type CompetitionData = z.output<typeof competitionInputSchema>;
export type EntryRow = typeof competitionEntries.$inferSelect;

const c = sponsorCompetitions;

const competitionColumns = {
  row: c,
  sponsorName: sponsors.name,
  entries: sql<number>`(SELECT count(*)::int FROM competition_entries e WHERE e.competition_id = ${c.id} AND NOT e.late)`.mapWith(Number),
  lateEntries: sql<number>`(SELECT count(*)::int FROM competition_entries e WHERE e.competition_id = ${c.id} AND e.late)`.mapWith(Number),
  validEntries: sql<number>`(SELECT count(*)::int FROM competition_entries e WHERE e.competition_id = ${c.id} AND NOT e.late AND e.invalid_reason IS NULL)`.mapWith(Number),
  drawn: sql<boolean>`EXISTS (SELECT 1 FROM sponsor_winners w WHERE w.competition_id = ${c.id} AND w.replaced_at IS NULL)`.mapWith(Boolean),
  hasDraw: sql<boolean>`EXISTS (SELECT 1 FROM competition_draws d WHERE d.competition_id = ${c.id})`.mapWith(Boolean),
};

export interface CompetitionRow {
  row: typeof sponsorCompetitions.$inferSelect;
  sponsorName: string;
  entries: number;
  lateEntries: number;
  validEntries: number;
  /** A winner stands (drawn and not replaced). */
  drawn: boolean;
  /** Any draw was made (the audit rows exist). */
  hasDraw: boolean;
}

function selectCompetitions(db: DbOrTx, where?: SQL) {
  return db.select(competitionColumns).from(c).innerJoin(sponsors, eq(sponsors.id, c.sponsorId)).where(where);
}

/** Newest first: the latest entry window on top. */
export async function listCompetitions(db: DbOrTx, where?: SQL): Promise<CompetitionRow[]> {
  return selectCompetitions(db, where).orderBy(desc(c.opensAt), desc(c.createdAt), asc(c.id));
}

export async function findCompetition(db: DbOrTx, id: string): Promise<CompetitionRow | null> {
  const [row] = await selectCompetitions(db, eq(c.id, id)).limit(1);
  return row ?? null;
}

/** Locks the competition row for the rest of the transaction (draws, entries around the close). */
export async function lockCompetition(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: c.id }).from(c).where(eq(c.id, id)).for('update');
  return rows.length > 0;
}

/**
 * Share-locks the competition row for an entry's transaction (a close or a draw, which lock it for
 * update, waits for entries in flight) and reads its window as it stands now.
 */
export async function lockCompetitionShared(db: DbOrTx, id: string): Promise<{ opensAt: Date; closesAt: Date; hasDraw: boolean } | null> {
  const [row] = await db.select({ opensAt: c.opensAt, closesAt: c.closesAt }).from(c).where(eq(c.id, id)).for('share');
  if (!row) return null;
  const draws = await db.select({ id: competitionDraws.id }).from(competitionDraws).where(eq(competitionDraws.competitionId, id)).limit(1);
  return { ...row, hasDraw: draws.length > 0 };
}

/** Competitions whose entry window overlaps [from, to). */
export function overlapping(sponsorId: string, from: Date, to: Date): SQL {
  return and(eq(c.sponsorId, sponsorId), lt(c.opensAt, to), gt(c.closesAt, from))!;
}

/** Open now: the listener page's and the SMS keyword's competitions. */
export function openAt(now: Date): SQL {
  return and(lte(c.opensAt, now), gt(c.closesAt, now))!;
}

/**
 * Another competition whose window has not closed uses the keyword. Keyword checks of concurrent
 * saves are serialised by an advisory lock on the keyword, held to the end of the transaction.
 */
export async function keywordTaken(db: DbOrTx, keyword: string, now: Date, exceptId: string | null): Promise<boolean> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sponsor-keyword:${keyword}`}))`);
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.smsKeyword, keyword), gt(c.closesAt, now), exceptId ? ne(c.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The competition an SMS keyword belongs to: the open one, else the one closed most recently since `closedSince`. */
export async function competitionForKeyword(db: DbOrTx, keyword: string, now: Date, closedSince: Date): Promise<CompetitionRow | null> {
  const smsOn = sql`'sms' = ANY(${c.channels})`;
  const [open] = await selectCompetitions(db, and(eq(c.smsKeyword, keyword), smsOn, openAt(now))).limit(1);
  if (open) return open;
  const [closed] = await selectCompetitions(db, and(eq(c.smsKeyword, keyword), smsOn, lte(c.closesAt, now), gte(c.closesAt, closedSince)))
    .orderBy(desc(c.closesAt))
    .limit(1);
  return closed ?? null;
}

function values(data: CompetitionData) {
  return {
    sponsorId: data.sponsor_id,
    title: data.title,
    prize: data.prize,
    rulesText: data.rules_text,
    question: data.question,
    channels: data.channels,
    smsKeyword: data.sms_keyword,
    smsPriceNok: String(data.sms_price_nok),
    phonePriceNok: String(data.phone_price_nok),
    opensAt: new Date(data.opens_at),
    closesAt: new Date(data.closes_at),
    excludeDays: data.exclude_days,
  };
}

export async function insertCompetition(db: DbOrTx, data: CompetitionData, createdBy: string | null, now: Date): Promise<string> {
  const [row] = await db
    .insert(c)
    .values({ ...values(data), createdBy, createdAt: now })
    .returning({ id: c.id });
  return row!.id;
}

/** Saves over the version the editor started from; false when that version is gone (or the row is). */
export async function updateCompetitionIfVersion(db: DbOrTx, id: string, version: number, data: CompetitionData): Promise<boolean> {
  const rows = await db
    .update(c)
    .set({ ...values(data), version: sql`${c.version} + 1` })
    .where(and(eq(c.id, id), eq(c.version, version)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** Ends the entry window now. */
export async function closeCompetition(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(c)
    .set({ closesAt: now, version: sql`${c.version} + 1` })
    .where(eq(c.id, id));
}

export async function deleteCompetition(db: DbOrTx, id: string): Promise<void> {
  await db.delete(c).where(eq(c.id, id));
}

export async function sponsorHasCompetitions(db: DbOrTx, sponsorId: string): Promise<boolean> {
  const rows = await db.select({ id: c.id }).from(c).where(eq(c.sponsorId, sponsorId)).limit(1);
  return rows.length > 0;
}

// ─── Entries ─────────────────────────────────────────────────────────────────

export interface NewEntry {
  competitionId: string;
  channel: EntryChannel;
  participantKey: string;
  name: string;
  phone: string | null;
  deviceId: string | null;
  answer: string | null;
  messageId: string | null;
  receivedAt: Date;
  late: boolean;
  enteredBy: string | null;
}

/** The entry, or null when this participant has entered already (the unique key decides). */
export async function insertEntry(db: DbOrTx, entry: NewEntry): Promise<EntryRow | null> {
  const [row] = await db
    .insert(competitionEntries)
    .values(entry)
    .onConflictDoNothing({ target: [competitionEntries.competitionId, competitionEntries.participantKey] })
    .returning();
  return row ?? null;
}

export async function entryExists(db: DbOrTx, competitionId: string, participantKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: competitionEntries.id })
    .from(competitionEntries)
    .where(and(eq(competitionEntries.competitionId, competitionId), eq(competitionEntries.participantKey, participantKey)))
    .limit(1);
  return rows.length > 0;
}

/** In arrival order (ties by id, as the draw orders them). */
export async function entriesOf(db: DbOrTx, competitionId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(competitionEntries)
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(asc(competitionEntries.receivedAt), asc(competitionEntries.id));
}

export async function findEntry(db: DbOrTx, competitionId: string, entryId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(competitionEntries)
    .where(and(eq(competitionEntries.competitionId, competitionId), eq(competitionEntries.id, entryId)))
    .limit(1);
  return row ?? null;
}

export async function invalidateEntry(db: DbOrTx, entryId: string, reason: string, by: string): Promise<EntryRow | null> {
  const [row] = await db
    .update(competitionEntries)
    .set({ invalidReason: reason, invalidatedBy: by })
    .where(eq(competitionEntries.id, entryId))
    .returning();
  return row ?? null;
}

