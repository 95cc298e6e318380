import { sql } from 'drizzle-orm';
import type { QuizLeaderboardEntry, QuizPhase, QuizReveal, QuizScoring } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SessionQuestion } from '../../db/schema/quiz';

/** SQL of live sessions, their participants, answers, corrections and leaderboard snapshots. */

export interface SessionRow {
  id: string;
  set_id: string | null;
  title: string;
  code: string;
  phase: QuizPhase;
  question_index: number;
  questions: SessionQuestion[];
  scoring: QuizScoring;
  streak_bonus: boolean;
  opens_at: Date | null;
  deadline_at: Date | null;
  locked_at: Date | null;
  paused_at: Date | null;
  remaining_ms: number | null;
  revealed_through: number;
  reveals: QuizReveal[];
  producer_id: string | null;
  tournament_id: string | null;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
}

const date = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function sessionOf(raw: Record<string, unknown>): SessionRow {
  return {
    ...(raw as unknown as SessionRow),
    question_index: Number(raw.question_index),
    revealed_through: Number(raw.revealed_through),
    remaining_ms: raw.remaining_ms == null ? null : Number(raw.remaining_ms),
    questions: json<SessionQuestion[]>(raw.questions),
    reveals: json<QuizReveal[]>(raw.reveals),
    opens_at: date(raw.opens_at),
    deadline_at: date(raw.deadline_at),
    locked_at: date(raw.locked_at),
    paused_at: date(raw.paused_at),
    created_at: date(raw.created_at)!,
    started_at: date(raw.started_at),
    ended_at: date(raw.ended_at),
  };
}

export async function findSession(db: DbOrTx, id: string, lock: 'update' | 'none' = 'none'): Promise<SessionRow | null> {
  const result = await db.execute(
    lock === 'update' ? sql`SELECT * FROM live_quiz_sessions WHERE id = ${id} FOR UPDATE` : sql`SELECT * FROM live_quiz_sessions WHERE id = ${id}`,
  );
  const raw = rowsOf<Record<string, unknown>>(result)[0];
  return raw ? sessionOf(raw) : null;
}

/** The session that has not finished (at most one, by a unique index). */
export async function runningSession(db: DbOrTx): Promise<SessionRow | null> {
  const raw = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT * FROM live_quiz_sessions WHERE phase <> 'finished' LIMIT 1`))[0];
  return raw ? sessionOf(raw) : null;
}

/** The session a listener's code names: the running one, or one that finished within the last two hours. */
export async function sessionByCode(db: DbOrTx, code: string, now: Date): Promise<SessionRow | null> {
  const since = new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString();
  const raw = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT * FROM live_quiz_sessions
      WHERE code = ${code} AND (phase <> 'finished' OR ended_at > ${since})
      ORDER BY (phase <> 'finished') DESC, created_at DESC LIMIT 1`),
  )[0];
  return raw ? sessionOf(raw) : null;
}

export async function insertSession(
  db: DbOrTx,
  s: { setId: string; title: string; code: string; questions: SessionQuestion[]; scoring: QuizScoring; streakBonus: boolean; producerId: string; tournamentId: string | null; now: Date },
): Promise<string> {
  const result = await db.execute(sql`
    INSERT INTO live_quiz_sessions (set_id, title, code, questions, scoring, streak_bonus, producer_id, tournament_id, created_at)
    VALUES (${s.setId}, ${s.title}, ${s.code}, ${JSON.stringify(s.questions)}::jsonb, ${s.scoring}, ${s.streakBonus}, ${s.producerId}, ${s.tournamentId}, ${s.now.toISOString()})
    RETURNING id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

export type SessionPatch = Partial<{
  phase: QuizPhase;
  question_index: number;
  questions: SessionQuestion[];
  opens_at: Date | null;
  deadline_at: Date | null;
  locked_at: Date | null;
  paused_at: Date | null;
  remaining_ms: number | null;
  revealed_through: number;
  reveals: QuizReveal[];
  started_at: Date | null;
  ended_at: Date | null;
}>;

/** Writes the changed columns of a session (the caller holds its row lock). */
export async function updateSession(db: DbOrTx, id: string, patch: SessionPatch): Promise<void> {
  const sets = Object.entries(patch).map(([column, value]) => {
    const v = value instanceof Date ? value.toISOString() : column === 'questions' || column === 'reveals' ? JSON.stringify(value) : value;
    const cast = column === 'questions' || column === 'reveals' ? sql`::jsonb` : sql``;
    return sql`${sql.identifier(column)} = ${v ?? null}${cast}`;
  });
  if (sets.length === 0) return;
  await db.execute(sql`UPDATE live_quiz_sessions SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

/** Answers to one question and participants still in the game. */
export async function counts(db: DbOrTx, sessionId: string, questionIndex: number): Promise<{ answers: number; participants: number }> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM live_quiz_answers WHERE session_id = ${sessionId} AND question_index = ${questionIndex}) AS answers,
      (SELECT count(*)::int FROM live_quiz_participants WHERE session_id = ${sessionId} AND removed_at IS NULL) AS participants`);
  const row = rowsOf<{ answers: number; participants: number }>(result)[0]!;
  return { answers: Number(row.answers), participants: Number(row.participants) };
}

export interface SessionListRow {
  id: string;
  title: string;
  code: string;
  phase: QuizPhase;
  question_count: number;
  participants: number;
  producer_id: string | null;
  tournament_id: string | null;
  created_at: Date;
  ended_at: Date | null;
  winner: string | null;
}

export async function listSessions(db: DbOrTx, filter: { status: 'live' | 'finished' | 'all'; tournamentId?: string }, limit = 50): Promise<SessionListRow[]> {
  const status = filter.status === 'live' ? sql`s.phase <> 'finished'` : filter.status === 'finished' ? sql`s.phase = 'finished'` : sql`true`;
  const tournament = filter.tournamentId ? sql`s.tournament_id = ${filter.tournamentId}` : sql`true`;
  const result = await db.execute(sql`
    SELECT s.id, s.title, s.code, s.phase, jsonb_array_length(s.questions)::int AS question_count,
      (SELECT count(*)::int FROM live_quiz_participants p WHERE p.session_id = s.id AND p.removed_at IS NULL) AS participants,
      s.producer_id, s.tournament_id, s.created_at, s.ended_at, g.winner_name AS winner
    FROM live_quiz_sessions s
    LEFT JOIN game_sessions g ON g.kind = 'quiz' AND g.ref_id = s.id
    WHERE ${status} AND ${tournament}
    ORDER BY s.created_at DESC LIMIT ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    ...(r as unknown as SessionListRow),
    question_count: Number(r.question_count),
    participants: Number(r.participants),
    created_at: date(r.created_at)!,
    ended_at: date(r.ended_at),
  }));
}

// ─── Participants ────────────────────────────────────────────────────────────

export interface ParticipantRow {
  id: string;
  session_id: string;
  player_id: string | null;
  kind: 'caller' | 'guest' | 'sms' | 'listener';
  name: string;
  phone: string | null;
  device_id: string | null;
  joined_at: Date;
  removed_at: Date | null;
  points: number;
  correct: number;
  correct_time_ms: number;
  streak: number;
  best_streak: number;
  /** The last question index answered (-1: none). */
  answered_index: number;
}

function participantOf(r: Record<string, unknown>): ParticipantRow {
  return {
    ...(r as unknown as ParticipantRow),
    joined_at: date(r.joined_at)!,
    removed_at: date(r.removed_at),
    points: Number(r.points),
    correct: Number(r.correct),
    correct_time_ms: Number(r.correct_time_ms),
    streak: Number(r.streak),
    best_streak: Number(r.best_streak),
    answered_index: r.answered_index == null ? -1 : Number(r.answered_index),
  };
}

const participantColumns = sql`p.*, (SELECT max(a.question_index) FROM live_quiz_answers a WHERE a.participant_id = p.id) AS answered_index`;

export async function participantsOf(db: DbOrTx, sessionId: string, kinds?: readonly string[]): Promise<ParticipantRow[]> {
  const kindFilter = kinds ? sql`AND p.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql``;
  const result = await db.execute(sql`SELECT ${participantColumns} FROM live_quiz_participants p WHERE p.session_id = ${sessionId} ${kindFilter} ORDER BY p.joined_at, p.id`);
  return rowsOf<Record<string, unknown>>(result).map(participantOf);
}

/** Every participant's totals (no answered index): what scoring and leaderboards read. */
export async function participantTotals(db: DbOrTx, sessionId: string): Promise<ParticipantRow[]> {
  const result = await db.execute(sql`SELECT p.*, -1 AS answered_index FROM live_quiz_participants p WHERE p.session_id = ${sessionId}`);
  return rowsOf<Record<string, unknown>>(result).map(participantOf);
}

export async function participantById(db: DbOrTx, sessionId: string, id: string): Promise<ParticipantRow | null> {
  const raw = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT ${participantColumns} FROM live_quiz_participants p WHERE p.session_id = ${sessionId} AND p.id = ${id}`))[0];
  return raw ? participantOf(raw) : null;
}

export async function participantByDevice(db: DbOrTx, sessionId: string, deviceId: string): Promise<ParticipantRow | null> {
  const raw = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT ${participantColumns} FROM live_quiz_participants p WHERE p.session_id = ${sessionId} AND p.device_id = ${deviceId}`))[0];
  return raw ? participantOf(raw) : null;
}

export async function smsParticipant(db: DbOrTx, sessionId: string, phone: string): Promise<ParticipantRow | null> {
  const raw = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT ${participantColumns} FROM live_quiz_participants p WHERE p.session_id = ${sessionId} AND p.kind = 'sms' AND p.phone = ${phone}`))[0];
  return raw ? participantOf(raw) : null;
}

/** A new participant; null when the (session, device / SMS phone / nickname) is taken. */
export async function insertParticipant(
  db: DbOrTx,
  p: { sessionId: string; playerId: string | null; kind: ParticipantRow['kind']; name: string; phone: string | null; deviceId: string | null; addedBy: string | null; now: Date },
): Promise<ParticipantRow | null> {
  const result = await db.execute(sql`
    INSERT INTO live_quiz_participants (session_id, player_id, kind, name, phone, device_id, added_by, joined_at)
    VALUES (${p.sessionId}, ${p.playerId}, ${p.kind}, ${p.name}, ${p.phone}, ${p.deviceId}, ${p.addedBy}, ${p.now.toISOString()})
    ON CONFLICT DO NOTHING
    RETURNING *, -1 AS answered_index`);
  const raw = rowsOf<Record<string, unknown>>(result)[0];
  return raw ? participantOf(raw) : null;
}

export async function updateParticipant(db: DbOrTx, sessionId: string, id: string, patch: { name?: string; removedAt?: Date | null }): Promise<void> {
  const sets = [];
  if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
  if (patch.removedAt !== undefined) sets.push(sql`removed_at = ${patch.removedAt ? patch.removedAt.toISOString() : null}`);
  if (sets.length) await db.execute(sql`UPDATE live_quiz_participants SET ${sql.join(sets, sql`, `)} WHERE session_id = ${sessionId} AND id = ${id}`);
}

// ─── Answers ─────────────────────────────────────────────────────────────────

export interface AnswerRow {
  participant_id: string;
  choice: number | null;
  text: string | null;
  answered_at: Date;
  elapsed_ms: number;
  source: 'web' | 'sms' | 'staff';
  /** Set at the reveal; null before. */
  correct: boolean | null;
}

export async function answerOf(db: DbOrTx, sessionId: string, questionIndex: number, participantId: string): Promise<AnswerRow | null> {
  const raw = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT participant_id, choice, text, answered_at, elapsed_ms, source, correct FROM live_quiz_answers WHERE session_id = ${sessionId} AND question_index = ${questionIndex} AND participant_id = ${participantId}`),
  )[0];
  return raw ? answerRowOf(raw) : null;
}

function answerRowOf(r: Record<string, unknown>): AnswerRow {
  return { ...(r as unknown as AnswerRow), choice: r.choice == null ? null : Number(r.choice), answered_at: date(r.answered_at)!, elapsed_ms: Number(r.elapsed_ms) };
}

export async function answersOfQuestion(db: DbOrTx, sessionId: string, questionIndex: number): Promise<AnswerRow[]> {
  const result = await db.execute(sql`SELECT participant_id, choice, text, answered_at, elapsed_ms, source, correct FROM live_quiz_answers WHERE session_id = ${sessionId} AND question_index = ${questionIndex}`);
  return rowsOf<Record<string, unknown>>(result).map(answerRowOf);
}

/** Stores a revealed question's verdicts and points, and every participant's new totals, in two statements. */
export async function applyScores(
  db: DbOrTx,
  sessionId: string,
  questionIndex: number,
  verdicts: readonly { participant_id: string; correct: boolean; points: number }[],
  totals: readonly { id: string; points: number; correct: number; correct_time_ms: number; streak: number; best_streak: number }[],
): Promise<void> {
  if (verdicts.length) {
    await db.execute(sql`
      UPDATE live_quiz_answers a SET correct = v.correct, points = v.points
      FROM jsonb_to_recordset(${JSON.stringify(verdicts)}::jsonb) AS v(participant_id uuid, correct boolean, points int)
      WHERE a.session_id = ${sessionId} AND a.question_index = ${questionIndex} AND a.participant_id = v.participant_id`);
  }
  if (totals.length) {
    await db.execute(sql`
      UPDATE live_quiz_participants p SET points = v.points, correct = v.correct, correct_time_ms = v.correct_time_ms, streak = v.streak, best_streak = v.best_streak
      FROM jsonb_to_recordset(${JSON.stringify(totals)}::jsonb) AS v(id uuid, points int, correct int, correct_time_ms int, streak int, best_streak int)
      WHERE p.session_id = ${sessionId} AND p.id = v.id`);
  }
}

export async function addPoints(db: DbOrTx, sessionId: string, participantId: string, points: number): Promise<void> {
  await db.execute(sql`UPDATE live_quiz_participants SET points = points + ${points} WHERE session_id = ${sessionId} AND id = ${participantId}`);
}

// ─── Corrections and leaderboard snapshots ───────────────────────────────────

export interface AdjustmentRow {
  id: string;
  participant_id: string;
  participant_name: string;
  points: number;
  reason: string;
  made_by: string | null;
  made_at: Date;
}

export async function insertAdjustment(db: DbOrTx, a: { sessionId: string; participantId: string; points: number; reason: string; madeBy: string; now: Date }): Promise<string> {
  const result = await db.execute(sql`
    INSERT INTO live_quiz_adjustments (session_id, participant_id, points, reason, made_by, made_at)
    VALUES (${a.sessionId}, ${a.participantId}, ${a.points}, ${a.reason}, ${a.madeBy}, ${a.now.toISOString()}) RETURNING id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

export async function adjustmentsOf(db: DbOrTx, sessionId: string): Promise<AdjustmentRow[]> {
  const result = await db.execute(sql`
    SELECT a.id, a.participant_id, p.name AS participant_name, a.points, a.reason, a.made_by, a.made_at
    FROM live_quiz_adjustments a JOIN live_quiz_participants p ON p.id = a.participant_id
    WHERE a.session_id = ${sessionId} ORDER BY a.made_at, a.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ ...(r as unknown as AdjustmentRow), points: Number(r.points), made_at: date(r.made_at)! }));
}

export async function saveLeaderboard(db: DbOrTx, sessionId: string, questionIndex: number, entries: readonly QuizLeaderboardEntry[], now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO game_leaderboards (session_id, question_index, computed_at, entries)
    VALUES (${sessionId}, ${questionIndex}, ${now.toISOString()}, ${JSON.stringify(entries)}::jsonb)
    ON CONFLICT (session_id, question_index) DO UPDATE SET computed_at = EXCLUDED.computed_at, entries = EXCLUDED.entries`);
}

/** The last leaderboard saved before `beforeIndex` (for movement arrows), or the latest of all (null). */
export async function previousLeaderboard(db: DbOrTx, sessionId: string, beforeIndex: number | null): Promise<QuizLeaderboardEntry[] | null> {
  const bound = beforeIndex === null ? sql`` : sql`AND question_index < ${beforeIndex}`;
  const raw = rowsOf<{ entries: unknown }>(
    await db.execute(sql`SELECT entries FROM game_leaderboards WHERE session_id = ${sessionId} ${bound} ORDER BY question_index DESC LIMIT 1`),
  )[0];
  return raw ? json<QuizLeaderboardEntry[]>(raw.entries) : null;
}
