import { Check } from 'lucide-react';
import { alternativeLetter, type QuizMediaRef, type QuizPublicQuestion, type QuizReveal } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { LIVE } from './strings';

interface QuestionViewProps {
  question: QuizPublicQuestion;
  questionCount: number;
  media: QuizMediaRef | null;
  /** Marks the right answer: the reveal (everyone, after it) or the producer's key ("Vis fasit"). */
  correctIndex?: number | null;
  /** A text question's accepted answers from the producer's key. */
  accepted?: readonly string[] | null;
  size?: 'normal' | 'big';
  className?: string;
}

/**
 * The current question with its alternatives lettered A–D in the session's order. Nothing about
 * an alternative tells which is right until `correctIndex` is given (after the reveal, or the
 * producer's own key): same classes, same order, no data attributes.
 */
export function QuestionView({ question, questionCount, media, correctIndex = null, accepted = null, size = 'normal', className }: QuestionViewProps) {
  const big = size === 'big';
  return (
    <div className={cn('grid gap-4', className)}>
      <div className="grid gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{LIVE.questionOf(question.index + 1, questionCount)}</p>
        <h2 className={cn('break-words font-bold leading-tight', big ? 'text-3xl sm:text-4xl' : 'text-2xl')}>{question.prompt}</h2>
      </div>
      {media && <QuestionMedia media={media} big={big} />}
      {question.kind === 'choice' ? (
        <ol aria-label={LIVE.alternatives} className={cn('grid gap-2', question.alternatives.length > 2 && 'sm:grid-cols-2')}>
          {question.alternatives.map((text, index) => {
            const right = correctIndex === index;
            const letter = alternativeLetter(index);
            return (
              <li
                key={index}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2',
                  big ? 'text-xl' : 'text-base',
                  right ? 'border-green-600 bg-green-600/15 dark:border-green-500' : 'bg-card',
                )}
              >
                <span aria-hidden className={cn('grid size-9 shrink-0 place-items-center rounded-md font-bold', right ? 'bg-green-600 text-white' : 'bg-foreground/10')}>
                  {letter}
                </span>
                <span className="sr-only">{letter}: </span>
                <span className="min-w-0 flex-1 break-words font-medium">{text}</span>
                {right && (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800 dark:text-green-300">
                    <Check aria-hidden className="size-4" />
                    <span className="sr-only">– </span>
                    {LIVE.correctMark}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{LIVE.textQuestion}</p>
      )}
      {accepted && accepted.length > 0 && (
        <div className="rounded-lg border border-green-600/60 bg-green-600/10 px-3 py-2">
          <p className="text-sm font-semibold">{LIVE.keyAccepted}</p>
          <p className="break-words">{accepted.join(' · ')}</p>
        </div>
      )}
    </div>
  );
}

function QuestionMedia({ media, big }: { media: QuizMediaRef; big: boolean }) {
  if (media.kind === 'image') {
    return <img src={media.url} alt={LIVE.picture(media.title)} className={cn('w-auto max-w-full rounded-lg border object-contain', big ? 'max-h-80' : 'max-h-56')} />;
  }
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium">{LIVE.audioClip(media.title)}</figcaption>
      <audio controls preload="none" src={media.url} className="w-full max-w-md" />
    </figure>
  );
}

/** The alternative a reveal marks right, or null (a text question, or before the reveal). */
export function revealedIndex(reveal: QuizReveal | null): number | null {
  return reveal && !reveal.skipped ? reveal.correct_index : null;
}
