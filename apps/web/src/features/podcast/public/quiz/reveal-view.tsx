import { useId } from 'react';
import { Check, CircleCheck, CircleMinus, CircleX, SkipForward } from 'lucide-react';
import { QUIZ_STRINGS as Q, type QuizPlayMe, type QuizSessionState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { answerText, correctText } from './answer-text';
import { LetterChip } from './choice-buttons';
import type { Verdict } from './play-view';
import { QuestionHeading } from './question-heading';
import { QUIZ_PLAY_STRINGS as T } from './strings';

const VERDICTS = {
  right: { icon: CircleCheck, title: Q.correct, className: 'border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300' },
  wrong: { icon: CircleX, title: Q.wrong, className: 'border-red-600/40 bg-red-600/10 text-red-800 dark:text-red-300' },
  unanswered: { icon: CircleMinus, title: T.noAnswer, className: 'border-border bg-muted/60 text-foreground' },
  skipped: { icon: SkipForward, title: T.skipped, className: 'border-border bg-muted/60 text-foreground' },
} as const;

/** The right answer, whether this player had it, and (for a choice) every alternative with both marked. */
export function RevealView({ session, me, verdict }: { session: QuizSessionState; me: QuizPlayMe | null; verdict: Verdict | null }) {
  const headingId = useId();
  const reveal = session.reveal;
  const question = session.question;
  if (!reveal) return null;
  const shown = verdict ? VERDICTS[verdict] : null;
  const right = correctText(question, reveal);
  const mine = me?.answer && me.answer.question_index === reveal.question_index ? me.answer : null;

  return (
    <div className="grid gap-4">
      {question && <QuestionHeading id={headingId} question={question} count={session.question_count} />}
      {shown && (
        <div className={cn('flex items-center gap-3 rounded-xl border-2 p-4', shown.className)}>
          <shown.icon aria-hidden className="size-8 shrink-0" />
          <div className="grid gap-0.5">
            <p className={cn('font-bold tracking-tight', verdict === 'right' || verdict === 'wrong' ? 'text-2xl' : 'text-base')}>{shown.title}</p>
            {mine && verdict !== 'skipped' && (
              <p className="text-sm text-foreground/80">
                {T.youChose} {answerText(question, mine)}
              </p>
            )}
          </div>
        </div>
      )}
      {right && !reveal.skipped && (
        <p className="text-base">
          {T.correctAnswer}: <strong className="font-semibold break-words">{right}</strong>
        </p>
      )}
      {question?.kind === 'choice' && !reveal.skipped && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={T.alternatives}>
          {question.alternatives.map((label, index) => {
            const isRight = index === reveal.correct_index;
            const isMine = mine?.choice === index;
            return (
              <li
                key={index}
                className={cn(
                  'flex items-center gap-3 rounded-xl border-2 p-2.5',
                  isRight ? 'border-emerald-600 bg-emerald-600/10' : isMine ? 'border-red-600/70 bg-red-600/5' : 'border-border opacity-70',
                )}
              >
                <LetterChip index={index} className="size-8 text-base" />
                <span className="min-w-0 flex-1 break-words text-sm font-medium">{label}</span>
                {isMine && <span className="shrink-0 text-xs font-medium text-muted-foreground">{T.yourChoice}</span>}
                {isRight && (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-400">
                    <Check aria-hidden className="size-4" />
                    <span className="sr-only">{T.correctAnswer}</span>
                  </span>
                )}
                <span className="tabular shrink-0 text-xs text-muted-foreground">
                  <span className="sr-only">, </span>
                  {reveal.distribution[index] ?? 0}
                  <span className="sr-only"> {T.answersUnit}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {!reveal.skipped && <p className="tabular">{T.correctCount(reveal.correct, reveal.answers)}</p>}
        {me && <p className="tabular font-medium text-foreground">{T.yourPoints(me.points)}</p>}
      </div>
    </div>
  );
}
