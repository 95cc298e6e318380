import { MIND_READER_ANSWER_LABELS, type MindReaderAnswer } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** The mark each answer carries everywhere: a sign and a colour, never the colour alone. */
export const ANSWER_SIGN: Record<MindReaderAnswer, string> = { ja: '✓', nei: '✗', vet_ikke: '?' };

export const ANSWER_TONE: Record<MindReaderAnswer, string> = {
  ja: 'bg-green-600/15 text-green-800 ring-green-600/40 dark:text-green-300',
  nei: 'bg-red-600/15 text-red-800 ring-red-600/40 dark:text-red-300',
  vet_ikke: 'bg-amber-500/15 text-amber-900 ring-amber-500/40 dark:text-amber-200',
};

/** "✓ Ja", "✗ Nei", "? Vet ikke" as a badge (the host's list, the producer's log). */
export function AnswerBadge({ answer, className }: { answer: MindReaderAnswer; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset whitespace-nowrap', ANSWER_TONE[answer], className)}>
      <span aria-hidden>{ANSWER_SIGN[answer]}</span>
      {MIND_READER_ANSWER_LABELS[answer]}
    </span>
  );
}
