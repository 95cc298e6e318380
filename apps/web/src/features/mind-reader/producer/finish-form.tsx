import { useState, type FormEvent } from 'react';
import { MIND_READER_OUTCOME_LABELS, MIND_READER_OUTCOMES, type MindReaderOutcome, type MindReaderRound } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { useRoundAction } from '../api';
import { MR_WEB } from '../strings';

/**
 * Ending the round with its outcome. "Tiden ute" is chosen for the producer once the time is up
 * (unless they chose something themselves), so ending a timed-out round is one press.
 */
export function FinishForm({ round, timeUp }: { round: MindReaderRound; timeUp: boolean }) {
  const action = useRoundAction();
  const online = useOnline();
  const [chosen, setChosen] = useState<MindReaderOutcome | null>(null);
  const outcome = chosen ?? (timeUp ? 'tiden_ute' : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return;
    action.mutate({ roundId: round.id, action: { kind: 'finish', body: { outcome } } }, { onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }) });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-labelledby="mr-finish-heading">
      <h3 id="mr-finish-heading" className="font-semibold">
        {MR_WEB.finishHeading}
      </h3>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{MR_WEB.outcomeLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {MIND_READER_OUTCOMES.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
              <input type="radio" name={`outcome-${round.id}`} value={value} checked={outcome === value} onChange={() => setChosen(value)} className="size-4 accent-[var(--color-primary,currentColor)]" />
              {MIND_READER_OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" disabled={!online || action.isPending || !outcome}>
        {MR_WEB.finishRound}
      </Button>
    </form>
  );
}
