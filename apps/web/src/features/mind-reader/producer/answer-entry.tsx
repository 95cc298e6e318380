import { useRef, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { MIND_READER_ANSWER_LABELS, MIND_READER_ANSWERS, MIND_READER_LIMITS as L, type MindReaderAnswer, type MindReaderRound } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/offline/online-status';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { ANSWER_SIGN } from '../components/answer-badge';
import { useRoundAction } from '../api';
import { MR_WEB } from '../strings';
import { useAnswerHotkeys } from './use-answer-hotkeys';

const KEY_OF: Record<MindReaderAnswer, string> = { ja: 'J', nei: 'N', vet_ikke: 'V' };
const TONE: Record<MindReaderAnswer, string> = {
  ja: 'bg-green-700 text-white hover:bg-green-800 dark:bg-green-600 dark:hover:bg-green-700',
  nei: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
  vet_ikke: 'bg-amber-500 text-black hover:bg-amber-600',
};

/**
 * The producer's fast controls while the round plays: the question (optional) and the caller's
 * answer as one press — Ja, Nei, Vet ikke, or J, N, V when no field has focus — and "Angre siste".
 * The question field is emptied after each answer; Escape leaves it so the keys work again.
 */
export function AnswerEntry({ round, blocked }: { round: MindReaderRound; blocked: string | null }) {
  const action = useRoundAction();
  const online = useOnline();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const disabled = !online || action.isPending || blocked !== null;

  const fail = (error: unknown) => toast({ title: MR_WEB.actionFailed, description: errorMessage(error), variant: 'destructive' });
  const answer = (value: MindReaderAnswer) => {
    if (disabled) return;
    action.mutate({ roundId: round.id, action: { kind: 'question', body: { text: text.trim(), answer: value } } }, { onSuccess: () => setText(''), onError: fail });
  };
  const undo = () => action.mutate({ roundId: round.id, action: { kind: 'undo' } }, { onError: fail });

  useAnswerHotkeys(disabled ? null : answer);

  return (
    <section aria-label={MR_WEB.answerButtonsLabel} className="grid gap-3">
      <FormField label={MR_WEB.questionText}>
        <Input
          ref={field}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={L.questionTextMax}
          autoComplete="off"
          className="h-12 text-lg"
          onKeyDown={(e) => {
            if (e.key === 'Escape') field.current?.blur();
          }}
        />
      </FormField>
      <RequiresNetwork className="w-full">
        {({ offline, controlProps }) => (
          <div role="group" aria-label={MR_WEB.answerButtonsLabel} className="grid w-full grid-cols-3 gap-2">
            {MIND_READER_ANSWERS.map((value) => (
              <Button
                key={value}
                type="button"
                className={cn('h-16 gap-1.5 px-2 font-bold whitespace-normal max-md:h-16 max-sm:text-base sm:text-xl', TONE[value])}
                disabled={offline || disabled}
                aria-keyshortcuts={KEY_OF[value]}
                onClick={() => answer(value)}
                {...controlProps}
              >
                <span aria-hidden>{ANSWER_SIGN[value]}</span>
                {MIND_READER_ANSWER_LABELS[value]}
              </Button>
            ))}
          </div>
        )}
      </RequiresNetwork>
      {blocked && <p className="font-semibold text-red-700 dark:text-red-400">{blocked}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{MR_WEB.shortcutHint}</p>
        <Button type="button" variant="outline" disabled={!online || action.isPending || round.entries.length === 0} onClick={undo}>
          <Undo2 aria-hidden />
          {MR_WEB.undo}
        </Button>
      </div>
    </section>
  );
}
