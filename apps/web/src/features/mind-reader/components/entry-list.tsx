import type { MindReaderRound } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { entriesNewestFirst } from '../lib/current-round';
import { MR_WEB } from '../strings';
import { AnswerBadge } from './answer-badge';

/**
 * The questions and guesses so far, newest first, each with its number and its answer as a badge
 * (a guess: right or wrong). The host reads down from the top while the caller answers.
 */
export function EntryList({ round, size = 'normal' }: { round: MindReaderRound; size?: 'normal' | 'big' }) {
  const entries = entriesNewestFirst(round);
  if (entries.length === 0) return <p className="text-muted-foreground">{MR_WEB.noQuestions}</p>;
  // Questions are numbered in the order they were asked.
  const numbers = new Map(
    [...entries]
      .reverse()
      .filter((e) => e.kind === 'question')
      .map((e, i) => [e.id, i + 1]),
  );
  return (
    <ol aria-label={MR_WEB.questionsHeading} className="grid gap-2" data-testid="mind-reader-entries">
      {entries.map((entry) => (
        <li key={entry.id} className={cn('flex items-start justify-between gap-3 rounded-lg border px-3 py-2', entry.kind === 'guess' && 'border-primary/40 bg-primary/[0.05]')}>
          <div className="grid min-w-0 gap-0.5">
            <span className="text-xs font-medium text-muted-foreground">
              {entry.kind === 'question' ? MR_WEB.questionNumber(numbers.get(entry.id) ?? 0) : MR_WEB.guessLabel}
              {formatTime(entry.at) ? ` · ${formatTime(entry.at)}` : ''}
            </span>
            <span className={cn('break-words', size === 'big' ? 'text-lg font-medium' : 'font-medium', !entry.text && 'italic text-muted-foreground')}>
              {entry.text || MR_WEB.questionWithoutText}
            </span>
          </div>
          {entry.kind === 'question' && entry.answer && <AnswerBadge answer={entry.answer} className={size === 'big' ? 'text-base' : undefined} />}
          {entry.kind === 'guess' && <Badge variant={entry.correct ? 'success' : 'destructive'} className="text-sm">{entry.correct ? MR_WEB.guessRight : MR_WEB.guessWrong}</Badge>}
        </li>
      ))}
    </ol>
  );
}
