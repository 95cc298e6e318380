import { answerPoints, isTextAnswerCorrect, rankPlayers, type QuizLeaderboardEntry, type QuizReveal } from '@studioportal/shared';
import type { SessionQuestion } from '../../db/schema/quiz';
import type { AnswerRow, ParticipantRow, SessionRow } from './sessions.repository';

/**
 * Scoring at reveal, as pure functions: each answer's verdict and points, each participant's new
 * totals (a missing or wrong answer breaks the streak), and the question's result for screens.
 * The same rules as the shared tallySession, applied one question at a time.
 */

export function isCorrect(question: SessionQuestion, answer: Pick<AnswerRow, 'choice' | 'text'>): boolean {
  if (question.kind === 'choice') return answer.choice !== null && answer.choice === question.correct_index;
  return answer.text !== null && isTextAnswerCorrect(answer.text, question.accepted_answers);
}

export interface ScoredQuestion {
  verdicts: { participant_id: string; correct: boolean; points: number }[];
  totals: { id: string; points: number; correct: number; correct_time_ms: number; streak: number; best_streak: number }[];
  reveal: QuizReveal;
}

export function scoreQuestion(session: SessionRow, index: number, participants: readonly ParticipantRow[], answers: readonly AnswerRow[]): ScoredQuestion {
  const question = session.questions[index]!;
  const rule = { timeLimitS: question.time_limit_s, points: question.points };
  const byParticipant = new Map(answers.map((a) => [a.participant_id, a]));
  const verdicts: ScoredQuestion['verdicts'] = [];
  const totals: ScoredQuestion['totals'] = [];
  for (const p of participants) {
    const answer = byParticipant.get(p.id);
    const correct = answer ? isCorrect(question, answer) : false;
    const streak = correct ? p.streak + 1 : 0;
    const points = answer && correct ? answerPoints({ correct, elapsedMs: answer.elapsed_ms }, rule, session.scoring, session.streak_bonus, streak) : 0;
    if (answer) verdicts.push({ participant_id: p.id, correct, points });
    totals.push({
      id: p.id,
      points: p.points + points,
      correct: p.correct + (correct ? 1 : 0),
      correct_time_ms: p.correct_time_ms + (correct && answer ? answer.elapsed_ms : 0),
      streak,
      best_streak: Math.max(p.best_streak, streak),
    });
  }
  return { verdicts, totals, reveal: revealOf(question, index, participants, answers, verdicts) };
}

function revealOf(question: SessionQuestion, index: number, participants: readonly ParticipantRow[], answers: readonly AnswerRow[], verdicts: ScoredQuestion['verdicts']): QuizReveal {
  const right = new Set(verdicts.filter((v) => v.correct).map((v) => v.participant_id));
  const distribution = question.kind === 'choice' ? question.alternatives.map((_, i) => answers.filter((a) => a.choice === i).length) : [];
  // "Who got it right first" by time from the opening, the server's clock for every channel.
  const first = answers
    .filter((a) => right.has(a.participant_id))
    .sort((a, b) => a.elapsed_ms - b.elapsed_ms || a.answered_at.getTime() - b.answered_at.getTime() || (a.participant_id < b.participant_id ? -1 : 1))[0];
  const names = new Map(participants.map((p) => [p.id, p.name]));
  return {
    question_index: index,
    correct_index: question.kind === 'choice' ? question.correct_index : null,
    correct_text: question.kind === 'text' ? (question.accepted_answers[0] ?? null) : null,
    distribution,
    answers: answers.length,
    correct: right.size,
    average_ms: answers.length ? Math.round(answers.reduce((sum, a) => sum + a.elapsed_ms, 0) / answers.length) : null,
    first_correct: first ? { participant_id: first.participant_id, name: names.get(first.participant_id) ?? '', elapsed_ms: first.elapsed_ms } : null,
    skipped: false,
  };
}

/** The skipped question's entry in the session's reveals: nothing scored, nothing shown. */
export function skippedReveal(index: number): QuizReveal {
  return { question_index: index, correct_index: null, correct_text: null, distribution: [], answers: 0, correct: 0, average_ms: null, first_correct: null, skipped: true };
}

/**
 * Every participant still in the game, ranked (ties share a rank), with places gained since the
 * previous leaderboard and their player badges.
 */
export function buildLeaderboard(
  participants: readonly ParticipantRow[],
  previous: readonly QuizLeaderboardEntry[] | null,
  badges: ReadonlyMap<string, string[]>,
): QuizLeaderboardEntry[] {
  const before = new Map(previous?.map((e) => [e.participant_id, e.rank]));
  const ranked = rankPlayers(participants.filter((p) => !p.removed_at).map((p) => ({ ...p, correctTimeMs: p.correct_time_ms })));
  return ranked.map((p) => {
    const was = before.get(p.id);
    return {
      participant_id: p.id,
      name: p.name,
      kind: p.kind,
      rank: p.rank,
      points: p.points,
      correct: p.correct,
      correct_time_ms: p.correct_time_ms,
      movement: was === undefined ? null : was - p.rank,
      badges: (p.player_id && badges.get(p.player_id)) || [],
    };
  });
}
