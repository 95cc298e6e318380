import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { SpeedMark } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { gameSessions, quizSpeedRounds } from '../../db/schema';

/** Speed rounds (quiz_speed_rounds) and the game record a finished one leaves (game_sessions). */

export type SpeedRoundRow = typeof quizSpeedRounds.$inferSelect;

export async function insertRound(
  db: DbOrTx,
  values: { participantName: string; phone: string | null; durationS: number; setId: string | null; tournamentId: string | null; createdBy: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(quizSpeedRounds).values(values).returning({ id: quizSpeedRounds.id });
  if (!row) throw new Error('speed round insert returned nothing');
  return row.id;
}

export async function findRound(db: DbOrTx, id: string): Promise<SpeedRoundRow | null> {
  const [row] = await db.select().from(quizSpeedRounds).where(eq(quizSpeedRounds.id, id)).limit(1);
  return row ?? null;
}

/** The round, locked until the transaction ends: a mark, the end and a finish happen one at a time. */
export async function lockRound(db: DbOrTx, id: string): Promise<SpeedRoundRow | null> {
  const [row] = await db.select().from(quizSpeedRounds).where(eq(quizSpeedRounds.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function latestRounds(db: DbOrTx, limit: number): Promise<SpeedRoundRow[]> {
  return db.select().from(quizSpeedRounds).orderBy(desc(quizSpeedRounds.createdAt), desc(quizSpeedRounds.id)).limit(limit);
}

/** Running rounds whose time is up but that nobody has finished yet. */
export async function overdueRoundIds(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: quizSpeedRounds.id })
    .from(quizSpeedRounds)
    .where(and(eq(quizSpeedRounds.status, 'i_gang'), lte(quizSpeedRounds.endsAt, now)));
  return rows.map((r) => r.id);
}

export async function startRound(db: DbOrTx, id: string, startedAt: Date, endsAt: Date): Promise<void> {
  await db.update(quizSpeedRounds).set({ status: 'i_gang', startedAt, endsAt }).where(eq(quizSpeedRounds.id, id));
}

function countOf(mark: SpeedMark) {
  const { correct, wrong, passes } = quizSpeedRounds;
  if (mark === 'riktig') return { correct: sql`${correct} + 1` };
  if (mark === 'feil') return { wrong: sql`${wrong} + 1` };
  return { passes: sql`${passes} + 1` };
}

/** Appends the mark with the server's time and counts it. */
export async function appendMark(db: DbOrTx, id: string, mark: SpeedMark, at: Date): Promise<void> {
  await db
    .update(quizSpeedRounds)
    .set({
      ...countOf(mark),
      marks: sql`${quizSpeedRounds.marks} || jsonb_build_array(jsonb_build_object('mark', ${mark}::text, 'at', ${at.toISOString()}::text))`,
    })
    .where(eq(quizSpeedRounds.id, id));
}

export async function markFinished(db: DbOrTx, id: string, endsAt: Date, playerId: string): Promise<void> {
  await db.update(quizSpeedRounds).set({ status: 'ferdig', endsAt, playerId }).where(eq(quizSpeedRounds.id, id));
}

/** The finished game in the history every game shares; a round is recorded once however often it is finished. */
export async function recordGame(
  db: DbOrTx,
  values: { refId: string; title: string; runBy: string | null; tournamentId: string | null; startedAt: Date | null; endedAt: Date; winnerPlayerId: string; winnerName: string },
): Promise<void> {
  await db
    .insert(gameSessions)
    .values({ kind: 'speed_round', participants: 1, ...values })
    .onConflictDoNothing({ target: [gameSessions.kind, gameSessions.refId] });
}
