import {
  isTextAnswerCorrect,
  rankPlayers,
  tallySession,
  type QuizLeaderboardEntry,
  type QuizScoring,
} from '@studioportal/shared';
import type { Database } from '../../apps/server/src/db/client';

/**
 * What bench/quiz.ts checks in the database after the run (PostgreSQL directly; PGlite by opening
 * the stopped server's data directory): every acknowledged answer stored exactly once and nothing
 * stored that was not acknowledged, no answer taken after the lock (nor outside its window), every
 * late answer refused and not stored, and every leaderboard — the snapshots in game_leaderboards,
 * what the display received, the participants' totals, the phones' own lines — equal to a
 * recomputation from the answers table with the shared rules (tallySession + rankPlayers), the
 * verdicts recomputed from the set's answers too.
 */

export interface QuestionFacts {
  kind: 'choice' | 'text';
  timeLimitS: number;
  points: number;
  /** Choice: the right alternative's index in the session's (shuffled) order. */
  correctIndex: number | null;
  /** Text: the set's accepted answers. */
  accepted: string[];
  opensAt: string;
  deadlineAt: string;
  lockedAt: string;
}

export interface QuizCheckInput {
  sessionId: string;
  scoring: QuizScoring;
  streakBonus: boolean;
  questions: QuestionFacts[];
  /** Every answer acknowledged with 200 (in the window). */
  acknowledged: { participantId: string; question: number; ackAnsweredAt: string | null }[];
  /** Every answer sent after the lock. */
  late: { participantId: string; question: number; status: number; code: string | null }[];
  /** The leaderboard the display received after each question's reveal. */
  displayBoards: (QuizLeaderboardEntry[] | null)[];
  /** Each phone's own line in the final state. */
  phoneLines: { participantId: string; points: number; rank: number | null }[];
}

interface AnswerRow {
  participant_id: string;
  question_index: number;
  choice: number | null;
  text: string | null;
  answered_at: unknown;
  elapsed_ms: number;
  correct: boolean | null;
}

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Entries equal where the rules decide them: order, rank, points, right answers, time on them. */
function sameEntry(a: QuizLeaderboardEntry | undefined, b: { id: string; rank: number; points: number; correct: number; correctTimeMs: number } | undefined) {
  return !!a && !!b && a.participant_id === b.id && a.rank === b.rank && a.points === b.points && a.correct === b.correct && a.correct_time_ms === b.correctTimeMs;
}

export async function quizChecks(db: Database, input: QuizCheckInput) {
  const { sessionId, questions } = input;
  const rows = (await db.query<AnswerRow>(
    'SELECT participant_id, question_index, choice, text, answered_at, elapsed_ms, correct FROM live_quiz_answers WHERE session_id = $1',
    [sessionId],
  )).map((r) => ({ ...r, question_index: Number(r.question_index), elapsed_ms: Number(r.elapsed_ms), choice: r.choice == null ? null : Number(r.choice) }));
  const perKey = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM live_quiz_answers WHERE session_id = $1 GROUP BY participant_id, question_index HAVING count(*) > 1',
    [sessionId],
  );
  const participants = await db.query<{ id: string; points: number; correct: number; correct_time_ms: number; removed_at: unknown }>(
    'SELECT id, points, correct, correct_time_ms, removed_at FROM live_quiz_participants WHERE session_id = $1',
    [sessionId],
  );
  const adjustments = await db.query<{ participant_id: string; points: number }>('SELECT participant_id, points FROM live_quiz_adjustments WHERE session_id = $1', [sessionId]);
  const snapshots = new Map(
    (await db.query<{ question_index: number; entries: unknown }>('SELECT question_index, entries FROM game_leaderboards WHERE session_id = $1', [sessionId])).map((r) => [
      Number(r.question_index),
      json<QuizLeaderboardEntry[]>(r.entries),
    ]),
  );
  const game = (await db.query<{ winner_name: string | null; participants: number }>("SELECT winner_name, participants FROM game_sessions WHERE kind = 'quiz' AND ref_id = $1", [sessionId]))[0];

  // ── Acknowledged ⇔ stored, once.
  const key = (participant: string, question: number) => `${participant}/${question}`;
  const stored = new Map(rows.map((r) => [key(r.participant_id, r.question_index), r]));
  const acked = new Map(input.acknowledged.map((a) => [key(a.participantId, a.question), a]));
  let acknowledgedWithoutRow = 0;
  let ackTimeMismatches = 0;
  for (const [k, a] of acked) {
    const row = stored.get(k);
    if (!row) acknowledgedWithoutRow++;
    else if (a.ackAnsweredAt === null || ms(row.answered_at) !== Date.parse(a.ackAnsweredAt)) ackTimeMismatches++;
  }
  const rowsWithoutAck = rows.filter((r) => !acked.has(key(r.participant_id, r.question_index))).length;

  // ── Nothing after the lock, nothing outside the window, the elapsed time the server's own.
  let rowsAfterLock = 0;
  let rowsOutsideWindow = 0;
  let elapsedMismatches = 0;
  let verdictMismatches = 0;
  for (const r of rows) {
    const q = questions[r.question_index];
    if (!q) {
      rowsOutsideWindow++;
      continue;
    }
    const at = ms(r.answered_at);
    if (at > Date.parse(q.lockedAt)) rowsAfterLock++;
    if (at < Date.parse(q.opensAt) || at >= Date.parse(q.deadlineAt)) rowsOutsideWindow++;
    if (r.elapsed_ms !== Math.max(0, Math.round(at - Date.parse(q.opensAt)))) elapsedMismatches++;
    if (r.correct !== isRight(q, r)) verdictMismatches++;
  }
  const lateStored = input.late.filter((l) => stored.has(key(l.participantId, l.question))).length;
  const lateStatuses: Record<string, number> = {};
  for (const l of input.late) lateStatuses[`${l.status} ${l.code ?? ''}`.trim()] = (lateStatuses[`${l.status} ${l.code ?? ''}`.trim()] ?? 0) + 1;

  // ── Leaderboards against the recomputation after each reveal.
  const ids = participants.filter((p) => !p.removed_at).map((p) => p.id);
  const scored = rows.map((r) => ({ participantId: r.participant_id, questionIndex: r.question_index, correct: isRight(questions[r.question_index]!, r), elapsedMs: r.elapsed_ms }));
  const rules = questions.map((q) => ({ timeLimitS: q.timeLimitS, points: q.points }));
  const recompute = (through: number) =>
    rankPlayers(
      [
        ...tallySession({
          participantIds: ids,
          questions: rules,
          revealedThrough: through,
          answers: scored,
          adjustments: adjustments.map((a) => ({ participantId: a.participant_id, points: Number(a.points) })),
          scoring: input.scoring,
          streakBonusOn: input.streakBonus,
        }).values(),
      ].map((t) => ({ id: t.id, points: t.points, correct: t.correct, correctTimeMs: t.correctTimeMs })),
    );
  const snapshot = { checked: 0, missing: 0, entries: 0, mismatches: 0 };
  const display = { checked: 0, missing: 0, entries: 0, mismatches: 0 };
  let final: ReturnType<typeof recompute> = [];
  for (let i = 0; i < questions.length; i++) {
    const expected = recompute(i);
    final = expected;
    const saved = snapshots.get(i);
    if (!saved) snapshot.missing++;
    else {
      snapshot.checked++;
      snapshot.entries += expected.length;
      snapshot.mismatches += Math.abs(saved.length - expected.length);
      expected.forEach((e, n) => (snapshot.mismatches += sameEntry(saved[n], e) ? 0 : 1));
    }
    const shown = input.displayBoards[i];
    if (!shown) display.missing++;
    else {
      display.checked++;
      display.entries += shown.length;
      shown.forEach((entry, n) => (display.mismatches += sameEntry(entry, expected[n]) ? 0 : 1));
    }
  }
  const finalById = new Map(final.map((e) => [e.id, e]));
  const totalsMismatches = participants.filter((p) => {
    const e = finalById.get(p.id);
    return !e || e.points !== Number(p.points) || e.correct !== Number(p.correct) || e.correctTimeMs !== Number(p.correct_time_ms);
  }).length;
  const phoneMismatches = input.phoneLines.filter((line) => {
    const e = finalById.get(line.participantId);
    return !e || e.points !== line.points || e.rank !== line.rank;
  }).length;
  const winner = final[0] && final[0].points > 0 ? final[0] : null;
  const winnerName = winner ? (snapshots.get(questions.length - 1)?.find((e) => e.participant_id === winner.id)?.name ?? null) : null;

  const result = {
    answerRows: rows.length,
    acknowledged: acked.size,
    duplicateRows: perKey.length,
    acknowledgedWithoutRow,
    rowsWithoutAck,
    ackTimeMismatches,
    rowsAfterLock,
    rowsOutsideWindow,
    elapsedMismatches,
    verdictMismatches,
    late: { sent: input.late.length, statuses: lateStatuses, stored: lateStored },
    leaderboardSnapshots: snapshot,
    displayLeaderboards: display,
    participantTotals: { participants: participants.length, mismatches: totalsMismatches },
    phoneLines: { lines: input.phoneLines.length, mismatches: phoneMismatches },
    gameSession: { recorded: !!game, winner: game?.winner_name ?? null, expectedWinner: winnerName, participants: game ? Number(game.participants) : null },
  };
  return {
    ...result,
    ok: {
      everyAckStoredOnce: result.duplicateRows === 0 && acknowledgedWithoutRow === 0 && rowsWithoutAck === 0 && ackTimeMismatches === 0,
      noneAfterLock: rowsAfterLock === 0 && rowsOutsideWindow === 0 && lateStored === 0 && input.late.every((l) => l.status === 409 && l.code === 'answer_late'),
      verdictsAndElapsed: verdictMismatches === 0 && elapsedMismatches === 0,
      leaderboardsEqualRecomputation:
        snapshot.missing === 0 && snapshot.mismatches === 0 && display.missing === 0 && display.mismatches === 0 && totalsMismatches === 0 && phoneMismatches === 0,
      gameRecorded: !!game && game.winner_name === winnerName && Number(game.participants) === ids.length,
    },
  };
}

function isRight(q: QuestionFacts, answer: { choice: number | null; text: string | null }): boolean {
  if (q.kind === 'choice') return answer.choice !== null && answer.choice === q.correctIndex;
  return answer.text !== null && isTextAnswerCorrect(answer.text, q.accepted);
}

export type QuizCheckResult = Awaited<ReturnType<typeof quizChecks>>;
