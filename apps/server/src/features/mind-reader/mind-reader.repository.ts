import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { MindReaderAnswer, MindReaderOutcome } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { mindReaderEntries, mindReaderListenerGuesses, mindReaderRounds, mindReaderSessions, type StoredHint } from '../../db/schema';

/** Tankeleseren's tables: sessions, rounds, a round's questions and guesses, listeners' guesses. */

export type SessionRow = typeof mindReaderSessions.$inferSelect;
export type RoundRow = typeof mindReaderRounds.$inferSelect;
export type EntryRow = typeof mindReaderEntries.$inferSelect;
export type ListenerGuessRow = typeof mindReaderListenerGuesses.$inferSelect;

export async function openSession(db: DbOrTx): Promise<SessionRow | null> {
  const [row] = await db.select().from(mindReaderSessions).where(isNull(mindReaderSessions.closedAt)).limit(1);
  return row ?? null;
}

export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(mindReaderSessions).where(eq(mindReaderSessions.id, id)).limit(1);
  return row ?? null;
}

/** The session, locked until the transaction ends (rounds are added and the session closed one at a time). */
export async function lockSession(db: DbOrTx, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(mindReaderSessions).where(eq(mindReaderSessions.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertSession(db: DbOrTx, values: { date: string; producerId: string; hostId: string; createdBy: string; createdAt: Date }): Promise<string> {
  const [row] = await db.insert(mindReaderSessions).values(values).returning({ id: mindReaderSessions.id });
  if (!row) throw new Error('mind reader session insert returned nothing');
  return row.id;
}

export async function updateSessionPeople(db: DbOrTx, id: string, people: { producerId: string; hostId: string }): Promise<void> {
  await db.update(mindReaderSessions).set(people).where(eq(mindReaderSessions.id, id));
}

export async function closeSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(mindReaderSessions).set({ closedAt: at }).where(eq(mindReaderSessions.id, id));
}

export async function roundsOf(db: DbOrTx, sessionId: string): Promise<RoundRow[]> {
  return db.select().from(mindReaderRounds).where(eq(mindReaderRounds.sessionId, sessionId)).orderBy(asc(mindReaderRounds.position));
}

export async function findRound(db: DbOrTx, id: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(mindReaderRounds).where(eq(mindReaderRounds.id, id)).limit(1);
  return row ?? null;
}

/** The round, locked until the transaction ends: the producer's steps happen one at a time. */
export async function lockRound(db: DbOrTx, id: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(mindReaderRounds).where(eq(mindReaderRounds.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function playingRound(db: DbOrTx): Promise<RoundRow | null> {
  const [row] = await db.select().from(mindReaderRounds).where(eq(mindReaderRounds.status, 'playing')).limit(1);
  return row ?? null;
}

export async function insertRound(
  db: DbOrTx,
  values: { sessionId: string; position: number; callerName: string; callerPhone: string | null; category: string; questionLimit: number; timeLimitS: number },
): Promise<string> {
  const [row] = await db.insert(mindReaderRounds).values(values).returning({ id: mindReaderRounds.id });
  if (!row) throw new Error('mind reader round insert returned nothing');
  return row.id;
}

/** Every change of a round bumps its version: clients drop an event older than what they show. */
export async function updateRound(db: DbOrTx, id: string, set: Partial<Omit<RoundRow, 'id' | 'sessionId' | 'version'>>): Promise<void> {
  await db
    .update(mindReaderRounds)
    .set({ ...set, version: sql`${mindReaderRounds.version} + 1` })
    .where(eq(mindReaderRounds.id, id));
}

export async function setSecret(db: DbOrTx, id: string, secret: { secret: string; accepted: string[]; hints: StoredHint[] }): Promise<void> {
  await updateRound(db, id, secret);
}

export async function entriesOf(db: DbOrTx, roundIds: readonly string[]): Promise<EntryRow[]> {
  if (roundIds.length === 0) return [];
  return db.select().from(mindReaderEntries).where(inArray(mindReaderEntries.roundId, [...roundIds])).orderBy(asc(mindReaderEntries.position));
}

export async function insertEntry(
  db: DbOrTx,
  values: { roundId: string; position: number; kind: 'question' | 'guess'; text: string; answer: MindReaderAnswer | null; correct: boolean | null; at: Date; recordedBy: string },
): Promise<void> {
  await db.insert(mindReaderEntries).values(values);
}

export async function deleteEntry(db: DbOrTx, roundId: string, position: number): Promise<void> {
  await db.delete(mindReaderEntries).where(and(eq(mindReaderEntries.roundId, roundId), eq(mindReaderEntries.position, position)));
}

export async function finishRound(db: DbOrTx, id: string, outcome: MindReaderOutcome, at: Date): Promise<void> {
  await updateRound(db, id, { status: 'finished', outcome, finishedAt: at });
}

// ─── Listeners' guesses ─────────────────────────────────────────────────────

/** Records a listener's guess for the round; when it matches and nobody matched before, it is the first right one. */
export async function recordListenerGuess(db: DbOrTx, roundId: string, guess: Omit<ListenerGuessRow, 'roundId'>): Promise<void> {
  const inserted = await db
    .insert(mindReaderListenerGuesses)
    .values({ ...guess, roundId })
    .onConflictDoNothing()
    .returning({ id: mindReaderListenerGuesses.messageId });
  if (inserted.length === 0) return;
  await db
    .update(mindReaderRounds)
    .set({ listenerGuesses: sql`${mindReaderRounds.listenerGuesses} + 1`, version: sql`${mindReaderRounds.version} + 1` })
    .where(eq(mindReaderRounds.id, roundId));
  if (!guess.matches) return;
  await db
    .update(mindReaderRounds)
    .set({ firstListenerMessageId: guess.messageId, firstListenerName: guess.name, firstListenerSource: guess.source, firstListenerAt: guess.at })
    .where(and(eq(mindReaderRounds.id, roundId), isNull(mindReaderRounds.firstListenerMessageId)));
}

export async function listenerGuessesOf(db: DbOrTx, roundId: string, limit = 200): Promise<ListenerGuessRow[]> {
  return db
    .select()
    .from(mindReaderListenerGuesses)
    .where(eq(mindReaderListenerGuesses.roundId, roundId))
    .orderBy(desc(mindReaderListenerGuesses.at))
    .limit(limit);
}

export async function findListenerGuess(db: DbOrTx, roundId: string, messageId: string): Promise<ListenerGuessRow | null> {
  const [row] = await db
    .select()
    .from(mindReaderListenerGuesses)
    .where(and(eq(mindReaderListenerGuesses.roundId, roundId), eq(mindReaderListenerGuesses.messageId, messageId)))
    .limit(1);
  return row ?? null;
}

// ─── History ─────────────────────────────────────────────────────────────────

export interface HistoryRow {
  round: RoundRow;
  date: string;
  hostId: string;
  questionsUsed: number;
}

/** Finished rounds of sessions dated within [from, to], newest first, `before` a finish time (paging). */
export async function finishedRounds(db: DbOrTx, range: { from: string; to: string; before?: Date; limit?: number }): Promise<HistoryRow[]> {
  const questions = db
    .select({ roundId: mindReaderEntries.roundId, used: sql<number>`count(*)::int`.as('used') })
    .from(mindReaderEntries)
    .where(eq(mindReaderEntries.kind, 'question'))
    .groupBy(mindReaderEntries.roundId)
    .as('q');
  const conditions = [eq(mindReaderRounds.status, 'finished'), gte(mindReaderSessions.date, range.from), lte(mindReaderSessions.date, range.to)];
  if (range.before) conditions.push(lt(mindReaderRounds.finishedAt, range.before));
  const base = db
    .select({ round: mindReaderRounds, date: mindReaderSessions.date, hostId: mindReaderSessions.hostId, used: questions.used })
    .from(mindReaderRounds)
    .innerJoin(mindReaderSessions, eq(mindReaderSessions.id, mindReaderRounds.sessionId))
    .leftJoin(questions, eq(questions.roundId, mindReaderRounds.id))
    .where(and(...conditions))
    .orderBy(desc(mindReaderRounds.finishedAt), desc(mindReaderRounds.id));
  const rows = range.limit ? await base.limit(range.limit) : await base;
  return rows.map((r) => ({ round: r.round, date: r.date, hostId: r.hostId, questionsUsed: r.used ?? 0 }));
}
