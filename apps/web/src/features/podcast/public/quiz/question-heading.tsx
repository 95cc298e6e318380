import type { QuizPublicQuestion } from '@studioportal/shared';
import { QUIZ_PLAY_STRINGS as T } from './strings';

/** "Spørsmål 2 av 8 · 1000 poeng" and the question itself, large enough to read at arm's length. */
export function QuestionHeading({ id, question, count }: { id: string; question: QuizPublicQuestion; count: number }) {
  return (
    <div className="grid gap-1.5">
      <p className="tabular text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {T.questionOf(question.index + 1, count)} · {T.pointsWorth(question.points)}
      </p>
      <h4 id={id} className="text-xl font-semibold leading-snug tracking-tight break-words sm:text-2xl">
        {question.prompt}
      </h4>
    </div>
  );
}
