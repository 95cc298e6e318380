import { QUIZ_LIMITS as L, type QuizScoring } from './quiz-strings';

/**
 * The quiz's rules as pure functions: the server scores with them at reveal, and the benchmark
 * and tests recompute leaderboards from the answers table with the same code.
 */

/**
 * Folds a typed answer so "Tromsø", "tromso", "TROMSOE" and " Tromsø! " compare equal:
 * lower case, æ → ae, ø/oe → o, å/aa → a, accents dropped, punctuation to spaces, spaces collapsed.
 */
export function foldAnswer(text: string): string {
  return text
    .toLocaleLowerCase('nb')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/oe/g, 'o')
    .replace(/aa/g, 'a')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isTextAnswerCorrect(answer: string, accepted: readonly string[]): boolean {
  const folded = foldAnswer(answer);
  return folded !== '' && accepted.some((a) => foldAnswer(a) === folded);
}

export interface PointsInput {
  correct: boolean;
  /** From the opening of answers to the server's receipt. */
  elapsedMs: number;
  timeLimitS: number;
  points: number;
  scoring: QuizScoring;
}

/**
 * Kahoot's rule with speed scoring: round(max × (1 − (t/T)/2)), full marks under 0.5 s, half at
 * the buzzer. Flat scoring gives the question's points to every correct answer.
 */
export function basePoints({ correct, elapsedMs, timeLimitS, points, scoring }: PointsInput): number {
  if (!correct) return 0;
  if (scoring === 'flat' || elapsedMs <= L.fullMarksMs) return points;
  const t = Math.min(Math.max(elapsedMs, 0), timeLimitS * 1000);
  return Math.round(points * (1 - t / (timeLimitS * 1000) / 2));
}

/** +100 for each consecutive correct answer after the first, at most +500 (streak = this one included). */
export function streakBonus(streak: number): number {
  if (streak < 2) return 0;
  return Math.min(L.streakBonusStep * (streak - 1), L.streakBonusMax);
}

export interface RankInput {
  id: string;
  points: number;
  /** Total time on correct answers: less is better when points are equal. */
  correctTimeMs: number;
}

/**
 * Orders by points (high first), then total time on correct answers (low first), then id so the
 * order is stable; players equal on both share a rank (1, 1, 3). Never alphabetical.
 */
export function rankPlayers<T extends RankInput>(players: readonly T[]): (T & { rank: number })[] {
  const sorted = [...players].sort((a, b) => b.points - a.points || a.correctTimeMs - b.correctTimeMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let rank = 0;
  return sorted.map((player, i) => {
    const previous = sorted[i - 1];
    if (!previous || previous.points !== player.points || previous.correctTimeMs !== player.correctTimeMs) rank = i + 1;
    return { ...player, rank };
  });
}

export interface ScoredAnswer {
  participantId: string;
  questionIndex: number;
  correct: boolean;
  elapsedMs: number;
}

export interface QuestionRule {
  timeLimitS: number;
  points: number;
  /** Skipped questions score nothing and do not break a streak. */
  skipped?: boolean;
}

export interface Tally {
  id: string;
  points: number;
  correct: number;
  correctTimeMs: number;
  /** Consecutive correct answers up to the last scored question. */
  streak: number;
  bestStreak: number;
}

/**
 * Scores a whole session from its answers, question by question (a missing answer breaks a
 * streak), plus manual adjustments. The server stores each answer's points at reveal; this is
 * the recomputation a leaderboard must always equal.
 */
export function tallySession(input: {
  participantIds: readonly string[];
  questions: readonly QuestionRule[];
  /** Questions revealed so far: 0..revealedThrough are scored. */
  revealedThrough: number;
  answers: readonly ScoredAnswer[];
  adjustments: readonly { participantId: string; points: number }[];
  scoring: QuizScoring;
  streakBonusOn: boolean;
}): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const id of input.participantIds) tallies.set(id, { id, points: 0, correct: 0, correctTimeMs: 0, streak: 0, bestStreak: 0 });
  const byQuestion = new Map<number, Map<string, ScoredAnswer>>();
  for (const answer of input.answers) {
    if (!byQuestion.has(answer.questionIndex)) byQuestion.set(answer.questionIndex, new Map());
    byQuestion.get(answer.questionIndex)!.set(answer.participantId, answer);
  }
  for (let index = 0; index <= input.revealedThrough && index < input.questions.length; index++) {
    const rule = input.questions[index]!;
    if (rule.skipped) continue;
    const answers = byQuestion.get(index);
    for (const tally of tallies.values()) {
      const answer = answers?.get(tally.id);
      if (!answer?.correct) {
        tally.streak = 0;
        continue;
      }
      tally.streak += 1;
      tally.bestStreak = Math.max(tally.bestStreak, tally.streak);
      tally.correct += 1;
      tally.correctTimeMs += answer.elapsedMs;
      tally.points += answerPoints(answer, rule, input.scoring, input.streakBonusOn, tally.streak);
    }
  }
  for (const adjustment of input.adjustments) {
    const tally = tallies.get(adjustment.participantId);
    if (tally) tally.points += adjustment.points;
  }
  return tallies;
}

/** One correct answer's points: the base by speed or flat, plus the streak bonus when on. */
export function answerPoints(answer: { correct: boolean; elapsedMs: number }, rule: QuestionRule, scoring: QuizScoring, streakBonusOn: boolean, streak: number): number {
  const base = basePoints({ correct: answer.correct, elapsedMs: answer.elapsedMs, timeLimitS: rule.timeLimitS, points: rule.points, scoring });
  return base === 0 && !answer.correct ? 0 : base + (streakBonusOn ? streakBonus(streak) : 0);
}

/** "A", "B", "C", "D" for an alternative's index (screens and SMS "SVAR B"). */
export function alternativeLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** "B", "b", "2" → 1; anything else → null. */
export function parseAlternative(text: string, count: number): number | null {
  const t = text.trim().toUpperCase();
  let index: number | null = null;
  if (/^[A-D]$/.test(t)) index = t.charCodeAt(0) - 65;
  else if (/^[1-4]$/.test(t)) index = Number(t) - 1;
  return index !== null && index < count ? index : null;
}
