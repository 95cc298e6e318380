import { alternativeLetter, type QuizPublicQuestion, type QuizReveal } from '@studioportal/shared';
import type { PlayAnswer } from './play-view';

/** "B – Oslo" for an alternative, as the phone and the display letter them. */
export function alternativeText(question: QuizPublicQuestion | null, index: number): string {
  const label = question?.alternatives[index];
  return label === undefined ? alternativeLetter(index) : `${alternativeLetter(index)} – ${label}`;
}

/** What the player answered, in words: "B – Oslo" or «Tromsø». */
export function answerText(question: QuizPublicQuestion | null, answer: PlayAnswer): string {
  if (answer.choice !== null) return alternativeText(question, answer.choice);
  return `«${answer.text ?? ''}»`;
}

/** The revealed right answer in words; null when the reveal names none (a skipped question). */
export function correctText(question: QuizPublicQuestion | null, reveal: QuizReveal): string | null {
  if (reveal.correct_index !== null) return alternativeText(question, reveal.correct_index);
  return reveal.correct_text;
}
