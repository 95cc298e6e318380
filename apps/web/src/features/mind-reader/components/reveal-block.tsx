import { MIND_READER_OUTCOME_LABELS, type MindReaderRound } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { MR_WEB } from '../strings';

/**
 * After the reveal: the secret big, the outcome and the first right listener. Renders nothing
 * before `revealed_at` — the round has no secret then, and the block must not suggest one.
 */
export function RevealBlock({ round, className }: { round: MindReaderRound; className?: string }) {
  if (!round.revealed_at || round.secret === null) return null;
  return (
    <section aria-labelledby={`reveal-${round.id}`} className={cn('grid gap-3 rounded-xl border-2 border-primary/50 bg-primary/[0.06] p-5', className)} data-testid="mind-reader-reveal">
      <h2 id={`reveal-${round.id}`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {MR_WEB.secretHeading}
      </h2>
      <p className="text-4xl font-extrabold break-words sm:text-5xl">{round.secret}</p>
      <div className="flex flex-wrap items-center gap-2">
        {round.outcome && (
          <Badge variant={round.outcome === 'gjettet' ? 'success' : 'destructive'} className="text-sm">
            {MIND_READER_OUTCOME_LABELS[round.outcome]}
          </Badge>
        )}
        <span className="text-sm text-muted-foreground">{MR_WEB.questionsOfShort(round.questions_used, round.question_limit)} {MR_WEB.questionsUsed.toLowerCase()}</span>
      </div>
      <p className="text-base">
        <span className="font-medium">{MR_WEB.firstListener}: </span>
        {round.first_listener ? round.first_listener.name : MR_WEB.noFirstListener}
      </p>
    </section>
  );
}
