import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { MIND_READER_LIMITS as L, MIND_READER_STRINGS, type MindReaderRound } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { useRoundAction } from '../api';
import { MR_WEB } from '../strings';

/** The host's guess at the answer as the producer heard it, and whether it was right (at most three). */
export function GuessForm({ round }: { round: MindReaderRound }) {
  const action = useRoundAction();
  const online = useOnline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const usedUp = round.guesses_used >= L.guessesPerRound;
  const disabled = !online || action.isPending || usedUp;

  const register = (correct: boolean) => {
    if (!text.trim()) {
      setError(MIND_READER_STRINGS.guessRequired);
      return;
    }
    setError(null);
    action.mutate(
      { roundId: round.id, action: { kind: 'guess', body: { text: text.trim(), correct } } },
      { onSuccess: () => setText(''), onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }) },
    );
  };

  return (
    <section aria-labelledby="mr-guess-heading" className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="mr-guess-heading" className="font-semibold">
          {MR_WEB.guessFormHeading}
        </h3>
        <span className="text-sm text-muted-foreground">{MR_WEB.guessesCount(round.guesses_used, L.guessesPerRound)}</span>
      </div>
      <FormField label={MR_WEB.guessText} error={error ?? undefined}>
        <Input value={text} onChange={(e) => setText(e.target.value)} maxLength={L.guessTextMax} autoComplete="off" disabled={usedUp} />
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" className="border-green-600/60 text-green-800 dark:text-green-300" disabled={disabled} onClick={() => register(true)}>
          <Check aria-hidden />
          {MR_WEB.registerRight}
        </Button>
        <Button type="button" variant="outline" className="border-red-600/60 text-red-800 dark:text-red-300" disabled={disabled} onClick={() => register(false)}>
          <X aria-hidden />
          {MR_WEB.registerWrong}
        </Button>
      </div>
      {usedUp && <p className="text-sm text-muted-foreground">{MIND_READER_STRINGS.guessesUsedUp}</p>}
    </section>
  );
}
