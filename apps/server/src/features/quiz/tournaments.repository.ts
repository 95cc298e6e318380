import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { HandoverStatus, PersonRef, QuizPhase, QuizSessionSummary } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { gameParticipants, gameTournaments, liveQuizSessions, tournamentParticipants } from '../../db/schema';

/** Tournaments (game_tournaments), their recorded winners (tournament_participants) and standings. */

export interface TournamentValues {
  name: string;
  starts_on: string;
  ends_on: string;
  prize: string;
}

export interface TournamentRow {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  prize: string;
  sessions: number;
  createdBy: PersonRef | null;
  createdAt: Date;
}

export interface WinnerRow {
  tournamentId: string;
  playerId: string;
  name: string;
  /** Whole (E.164); the service masks it for viewers who may not see it. */
  phone: string | null;
  rank: number;
  prize: string;
  handoverStatus: HandoverStatus;
  recordedBy: PersonRef | null;
  recordedAt: Date;
}

const tournamentColumns = {
  id: gameTournaments.id,
  name: gameTournaments.name,
  startsOn: gameTournaments.startsOn,
  endsOn: gameTournaments.endsOn,
  prize: gameTournaments.prize,
  createdBy: gameTournaments.createdBy,
  createdAt: gameTournaments.createdAt,
  sessions: sql<number>`(SELECT count(*)::int FROM live_quiz_sessions s WHERE s.tournament_id = game_tournaments.id)`,
};

async function withPeople(db: DbOrTx, rows: { createdBy: string | null; sessions: number; id: string; name: string; startsOn: string; endsOn: string; prize: string; createdAt: Date }[]): Promise<TournamentRow[]> {
  const people = await peopleByIds(db, rows.map((r) => r.createdBy));
  return rows.map((r) => ({ ...r, sessions: Number(r.sessions), createdBy: personInMap(people, r.createdBy) }));
}

/** The latest first (by start date). */
export async function listTournaments(db: DbOrTx): Promise<TournamentRow[]> {
  return withPeople(db, await db.select(tournamentColumns).from(gameTournaments).orderBy(desc(gameTournaments.startsOn), desc(gameTournaments.createdAt)));
}

export async function findTournament(db: DbOrTx, id: string): Promise<TournamentRow | null> {
  return (await withPeople(db, await db.select(tournamentColumns).from(gameTournaments).where(eq(gameTournaments.id, id)).limit(1)))[0] ?? null;
}

export async function insertTournament(db: DbOrTx, values: TournamentValues, actorId: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(gameTournaments)
    .values({ name: values.name, startsOn: values.starts_on, endsOn: values.ends_on, prize: values.prize, createdBy: actorId, createdAt: now, updatedAt: now })
    .returning({ id: gameTournaments.id });
  if (!row) throw new Error('tournament insert returned nothing');
  return row.id;
}

export async function updateTournament(db: DbOrTx, id: string, values: TournamentValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(gameTournaments)
    .set({ name: values.name, startsOn: values.starts_on, endsOn: values.ends_on, prize: values.prize, updatedAt: now })
    .where(eq(gameTournaments.id, id))
    .returning({ id: gameTournaments.id });
  return rows.length > 0;
}

/** Its sessions and speed rounds stay (their tournament becomes none); its winners go with it. */
export async function deleteTournament(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(gameTournaments).where(eq(gameTournaments.id, id)).returning({ id: gameTournaments.id });
  return rows.length > 0;
}

export async function tournamentExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.select({ id: gameTournaments.id }).from(gameTournaments).where(eq(gameTournaments.id, id)).limit(1)).length > 0;
}

/** The tournament running on `today` (an Oslo date, YYYY-MM-DD): the one that started last among those covering it. */
export async function runningTournament(db: DbOrTx, today: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: gameTournaments.id, name: gameTournaments.name })
    .from(gameTournaments)
    .where(and(lte(gameTournaments.startsOn, today), gte(gameTournaments.endsOn, today)))
    .orderBy(desc(gameTournaments.startsOn), desc(gameTournaments.createdAt))
    .limit(1);
  return row ?? null;
}

// ─── Winners ─────────────────────────────────────────────────────────────────

/** Winners of these tournaments, by rank. */
export async function winnersOf(db: DbOrTx, tournamentIds: readonly string[]): Promise<WinnerRow[]> {
  if (tournamentIds.length === 0) return [];
  const rows = await db
    .select({
      tournamentId: tournamentParticipants.tournamentId,
      playerId: tournamentParticipants.playerId,
      name: gameParticipants.displayName,
      phone: gameParticipants.phone,
      rank: tournamentParticipants.rank,
      prize: tournamentParticipants.prize,
      handoverStatus: tournamentParticipants.handoverStatus,
      recordedBy: tournamentParticipants.recordedBy,
      recordedAt: tournamentParticipants.recordedAt,
    })
    .from(tournamentParticipants)
    .innerJoin(gameParticipants, eq(gameParticipants.id, tournamentParticipants.playerId))
    .where(inArray(tournamentParticipants.tournamentId, [...tournamentIds]))
    .orderBy(asc(tournamentParticipants.rank), asc(tournamentParticipants.recordedAt));
  const people = await peopleByIds(db, rows.map((r) => r.recordedBy));
  return rows.map((r) => ({ ...r, handoverStatus: r.handoverStatus as HandoverStatus, recordedBy: personInMap(people, r.recordedBy) }));
}

export async function playerExists(db: DbOrTx, playerId: string): Promise<boolean> {
  return (await db.select({ id: gameParticipants.id }).from(gameParticipants).where(eq(gameParticipants.id, playerId)).limit(1)).length > 0;
}

/** Records a winner, or replaces what was recorded for that player (rank, prize, status, who and when). */
export async function upsertWinner(
  db: DbOrTx,
  values: { tournamentId: string; playerId: string; rank: number; prize: string; handoverStatus: HandoverStatus; recordedBy: string; at: Date },
): Promise<void> {
  const row = {
    tournamentId: values.tournamentId,
    playerId: values.playerId,
    rank: values.rank,
    prize: values.prize,
    handoverStatus: values.handoverStatus,
    recordedBy: values.recordedBy,
    recordedAt: values.at,
    updatedAt: values.at,
  };
  await db
    .insert(tournamentParticipants)
    .values(row)
    .onConflictDoUpdate({
      target: [tournamentParticipants.tournamentId, tournamentParticipants.playerId],
      set: { rank: row.rank, prize: row.prize, handoverStatus: row.handoverStatus, recordedBy: row.recordedBy, recordedAt: row.recordedAt, updatedAt: row.updatedAt },
    });
}

export async function updateWinner(db: DbOrTx, tournamentId: string, playerId: string, changes: { handoverStatus: HandoverStatus; prize?: string }, now: Date): Promise<boolean> {
  const rows = await db
    .update(tournamentParticipants)
    .set({ handoverStatus: changes.handoverStatus, ...(changes.prize !== undefined ? { prize: changes.prize } : {}), updatedAt: now })
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.playerId, playerId)))
    .returning({ playerId: tournamentParticipants.playerId });
  return rows.length > 0;
}

// ─── Standings ───────────────────────────────────────────────────────────────

export interface PlayerTotal {
  playerId: string;
  name: string;
  points: number;
  correctTimeMs: number;
  sessions: number;
}

/**
 * Each player's points and time on correct answers summed over the tournament's quiz sessions
 * (a removed participant's line does not count; one without a player cannot be followed across
 * sessions). Speed rounds of the tournament are not in the standings: their count of right
 * answers is not on the quiz's points scale, and mixing the two would rank on an invented rate.
 */
export async function playerTotals(db: DbOrTx, tournamentId: string): Promise<PlayerTotal[]> {
  const rows = rowsOf<{ player_id: string; name: string; points: number | string; correct_time_ms: number | string; sessions: number | string }>(
    await db.execute(sql`
      SELECT p.player_id, gp.display_name AS name, sum(p.points)::bigint AS points,
             sum(p.correct_time_ms)::bigint AS correct_time_ms, count(DISTINCT p.session_id)::int AS sessions
      FROM live_quiz_participants p
      JOIN live_quiz_sessions s ON s.id = p.session_id
      JOIN game_participants gp ON gp.id = p.player_id
      WHERE s.tournament_id = ${tournamentId}::uuid AND p.removed_at IS NULL
      GROUP BY p.player_id, gp.display_name`),
  );
  return rows.map((r) => ({ playerId: r.player_id, name: r.name, points: Number(r.points), correctTimeMs: Number(r.correct_time_ms), sessions: Number(r.sessions) }));
}

/**
 * The tournament's quiz sessions, the newest first. A finished session's winner is the top of its
 * final standings (points, then least time on correct answers); none before the end.
 */
export async function tournamentSessions(db: DbOrTx, tournamentId: string): Promise<QuizSessionSummary[]> {
  const rows = rowsOf<{
    id: string;
    title: string;
    code: string;
    phase: string;
    question_count: number;
    participants: number;
    producer_id: string | null;
    tournament_id: string | null;
    created_at: Date | string;
    ended_at: Date | string | null;
    winner: string | null;
  }>(
    await db.execute(sql`
      SELECT s.id, s.title, s.code, s.phase, jsonb_array_length(s.questions)::int AS question_count,
             (SELECT count(*)::int FROM live_quiz_participants p WHERE p.session_id = s.id AND p.removed_at IS NULL) AS participants,
             s.producer_id, s.tournament_id, s.created_at, s.ended_at,
             CASE WHEN s.phase = 'finished' THEN (
               SELECT p.name FROM live_quiz_participants p
               WHERE p.session_id = s.id AND p.removed_at IS NULL
               ORDER BY p.points DESC, p.correct_time_ms ASC, p.id ASC LIMIT 1
             ) END AS winner
      FROM ${liveQuizSessions} s
      WHERE s.tournament_id = ${tournamentId}::uuid
      ORDER BY s.created_at DESC, s.id`),
  );
  const people = await peopleByIds(db, rows.map((r) => r.producer_id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    code: r.code,
    phase: r.phase as QuizPhase,
    question_count: Number(r.question_count),
    participants: Number(r.participants),
    producer: personInMap(people, r.producer_id),
    tournament_id: r.tournament_id,
    created_at: new Date(r.created_at).toISOString(),
    ended_at: r.ended_at ? new Date(r.ended_at).toISOString() : null,
    winner: r.winner,
  }));
}
