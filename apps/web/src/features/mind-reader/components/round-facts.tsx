import { MIND_READER_STATUS_LABELS, MIND_READER_STRINGS, type MindReaderRound } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { MR_WEB } from '../strings';

/** The round at a glance: its number, status, category, caller and "7 av 20 spørsmål". */
export function RoundFacts({ round, size = 'normal' }: { round: MindReaderRound; size?: 'normal' | 'big' }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted-foreground">{MR_WEB.round(round.position)}</span>
        <Badge variant={round.status === 'playing' ? 'success' : round.status === 'ready' ? 'warning' : 'secondary'}>{MIND_READER_STATUS_LABELS[round.status]}</Badge>
      </div>
      <dl className={cn('grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]', size === 'big' ? 'text-xl' : 'text-base')}>
        <dt className="text-muted-foreground">{MR_WEB.category}</dt>
        <dd className="font-semibold break-words" data-testid="mind-reader-category">
          {round.category}
        </dd>
        <dt className="text-muted-foreground">{MR_WEB.caller}</dt>
        <dd className="font-medium break-words">{round.caller_name}</dd>
      </dl>
      <p className={cn('font-bold tabular', size === 'big' ? 'text-3xl' : 'text-2xl')} data-testid="mind-reader-count">
        {MIND_READER_STRINGS.questionsOf(round.questions_used, round.question_limit)}
      </p>
    </div>
  );
}
