import type { MindReaderRound, MindReaderSecret } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { useRoundAction } from '../api';
import { MR_WEB } from '../strings';

/** The prepared hints with "Gi hint" on those not given yet; a given hint shows to host and display. */
export function HintControls({ round, secret }: { round: MindReaderRound; secret: MindReaderSecret | null }) {
  const action = useRoundAction();
  const online = useOnline();
  const hints = secret?.hints ?? [];
  if (hints.length === 0) return <p className="text-sm text-muted-foreground">{MR_WEB.noHintsGiven}</p>;
  const given = new Set(round.hints_given.map((h) => h.index));
  return (
    <ol aria-label={MR_WEB.hintsHeading} className="grid gap-2">
      {hints.map((hint) => {
        const done = given.has(hint.index) || hint.given_at !== null;
        return (
          <li key={hint.index} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
            <span className="min-w-0 break-words">{hint.text}</span>
            {done ? (
              <Badge variant="success">{MR_WEB.hintGivenMark}</Badge>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`${MR_WEB.giveHint}: ${hint.text}`}
                disabled={!online || action.isPending || round.status !== 'playing'}
                onClick={() => action.mutate({ roundId: round.id, action: { kind: 'hint', index: hint.index } }, { onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }) })}
              >
                {MR_WEB.giveHint}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
