import { Loader2 } from 'lucide-react';
import { alternativeLetter } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { QUIZ_PLAY_STRINGS as T } from './strings';

/** One colour per letter, as on the studio display, so "the red one" means A everywhere. */
export const LETTER_COLOURS = ['bg-red-600 text-white', 'bg-blue-600 text-white', 'bg-amber-400 text-zinc-950', 'bg-emerald-600 text-white'] as const;

export function LetterChip({ index, className }: { index: number; className?: string }) {
  return (
    <span aria-hidden className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-md text-lg font-extrabold', LETTER_COLOURS[index % LETTER_COLOURS.length], className)}>
      {alternativeLetter(index)}
    </span>
  );
}

/**
 * The alternatives as big lettered buttons, full width on a phone (at least 56 px high). One tap
 * answers; the pressed one shows it is sending and the others wait.
 */
export function ChoiceButtons({ alternatives, pending, onChoose, labelledBy }: { alternatives: readonly string[]; pending: number | null; onChoose: (index: number) => void; labelledBy: string }) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
      {alternatives.map((label, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onChoose(index)}
          disabled={pending !== null && pending !== index}
          aria-busy={pending === index || undefined}
          className={cn(
            'flex min-h-16 w-full items-center gap-3 rounded-xl border-2 border-border bg-card p-3 text-left text-base font-semibold shadow-sm',
            'hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'disabled:opacity-50 motion-safe:transition-colors',
          )}
        >
          <LetterChip index={index} />
          <span className="min-w-0 flex-1 break-words">
            <span className="sr-only">
              {T.answerPrefix} {alternativeLetter(index)}:{' '}
            </span>
            {label}
          </span>
          {pending === index && <Loader2 aria-hidden className="size-5 shrink-0 motion-safe:animate-spin" />}
        </button>
      ))}
    </div>
  );
}
