import { alternativeLetter, type QuizReveal } from '@studioportal/shared';

/** "4,2 s" (tenths, Norwegian decimal comma). */
export function secondsText(ms: number): string {
  return `${(ms / 1000).toLocaleString('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
}

/** Whole percent of a part, 0 for an empty whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export interface DistributionBar {
  index: number;
  letter: string;
  text: string;
  count: number;
  percent: number;
  /** Length against the biggest bar (0–1), so the leader fills its track. */
  share: number;
  correct: boolean;
}

/** A revealed choice question's bars, in the session's order (A, B, C, D). */
export function distributionBars(alternatives: readonly string[], reveal: QuizReveal): DistributionBar[] {
  const counts = alternatives.map((_, i) => reveal.distribution[i] ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...counts);
  return alternatives.map((text, index) => ({
    index,
    letter: alternativeLetter(index),
    text,
    count: counts[index]!,
    percent: percentOf(counts[index]!, total),
    share: counts[index]! / max,
    correct: reveal.correct_index === index,
  }));
}

/** The revealed answer in words: "B: Oslo", or a text question's first accepted answer. */
export function correctAnswerText(alternatives: readonly string[], reveal: QuizReveal): string | null {
  if (reveal.correct_index !== null) {
    const text = alternatives[reveal.correct_index];
    return text === undefined ? null : `${alternativeLetter(reveal.correct_index)}: ${text}`;
  }
  return reveal.correct_text;
}
