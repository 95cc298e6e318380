import { MIND_READER_ANSWER_LABELS, type MindReaderRound } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { questionsInOrder } from '../lib/current-round';
import { MR_WEB } from '../strings';
import { ANSWER_SIGN, ANSWER_TONE } from './answer-badge';

/**
 * The round's answers as a row of marks, oldest first (✓ ja, ✗ nei, ? vet ikke), with an empty
 * slot for every question not yet asked, so the studio sees at a glance how far it has come. Each
 * mark says "Spørsmål 3: Nei" to a screen reader.
 */
export function AnswerTrail({ round, size = 'normal', className }: { round: MindReaderRound; size?: 'normal' | 'big'; className?: string }) {
  const questions = questionsInOrder(round);
  const empty = Math.max(0, round.question_limit - questions.length);
  return (
    <ol aria-label={MR_WEB.answerTrail} className={cn('flex flex-wrap gap-1.5', size === 'big' && 'gap-[min(1cqh,0.6cqw)]', className)} data-testid="mind-reader-trail">
      {questions.map((entry, i) => {
        const answer = entry.answer ?? 'vet_ikke';
        return (
          <li
            key={entry.id}
            data-answer={answer}
            className={cn(
              'grid place-items-center rounded-full font-bold ring-1 ring-inset',
              size === 'big' ? 'size-[max(1.75rem,min(7cqh,4cqw))] text-[max(0.9rem,min(3.6cqh,2.4cqw))]' : 'size-8 text-base',
              ANSWER_TONE[answer],
            )}
          >
            <span aria-hidden>{ANSWER_SIGN[answer]}</span>
            <span className="sr-only">{`${MR_WEB.questionNumber(i + 1)}: ${MIND_READER_ANSWER_LABELS[answer]}`}</span>
          </li>
        );
      })}
      {Array.from({ length: empty }, (_, i) => (
        <li
          key={`empty-${i}`}
          aria-hidden
          data-answer="none"
          className={cn('rounded-full border-2 border-dashed border-foreground/20', size === 'big' ? 'size-[max(1.75rem,min(7cqh,4cqw))]' : 'size-8')}
        />
      ))}
    </ol>
  );
}
