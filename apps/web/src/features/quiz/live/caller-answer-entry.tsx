import { useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { alternativeLetter, QUIZ_LIMITS, type QuizParticipant, type QuizPublicQuestion } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { useEnterAnswer } from './api';
import type { Countdown } from './countdown';
import { LIVE } from './strings';

/**
 * The producer's quick entry of what a caller or studio guest answered on air: a button per
 * alternative, or a field for a text question. The server stamps the time on receipt, so a
 * press is what counts; the buttons only work while answers are open.
 */
export function CallerAnswerEntry({ sessionId, participant, question, countdown }: { sessionId: string; participant: QuizParticipant; question: QuizPublicQuestion; countdown: Countdown }) {
  const enter = useEnterAnswer(sessionId);
  const online = useOnline();
  const [sentFor, setSentFor] = useState<number | null>(null);
  const [text, setText] = useState('');
  const answered = participant.answered_index === question.index || sentFor === question.index;

  if (answered) {
    return (
      <p className="inline-flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
        <Check aria-hidden className="size-4" />
        {LIVE.answered}
      </p>
    );
  }
  if (countdown.phase !== 'open' && countdown.phase !== 'countdown') {
    return <p className="text-sm text-muted-foreground">{countdown.phase === 'closed' || countdown.phase === 'locked' ? LIVE.answerClosed : LIVE.paused}</p>;
  }
  const waiting = countdown.phase === 'countdown';
  const disabled = waiting || !online || enter.isPending;
  const send = (answer: { choice: number } | { text: string }) =>
    enter.mutate(
      { participant_id: participant.id, question_index: question.index, ...answer },
      {
        onSuccess: () => {
          setSentFor(question.index);
          setText('');
        },
        onError: (error) => toast({ title: LIVE.actionFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  if (question.kind === 'choice') {
    return (
      <div role="group" aria-label={LIVE.answerFor(participant.name)} className="flex flex-wrap items-center gap-1.5">
        {question.alternatives.map((_, index) => {
          const letter = alternativeLetter(index);
          return (
            <Button key={index} variant="outline" size="icon-sm" className="font-bold" disabled={disabled} aria-label={LIVE.answerChoice(letter, participant.name)} onClick={() => send({ choice: index })}>
              {letter}
            </Button>
          );
        })}
        {waiting && <span className="text-xs text-muted-foreground">{LIVE.answerWaits}</span>}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') send({ text: text.trim() });
  };
  return (
    <form onSubmit={submit} className="flex gap-1.5">
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={QUIZ_LIMITS.textAnswerMax}
        aria-label={LIVE.textAnswer(participant.name)}
        placeholder={waiting ? LIVE.answerWaits : undefined}
        className="h-9 min-w-0 flex-1"
        autoComplete="off"
      />
      <Button type="submit" size="sm" disabled={disabled || text.trim() === ''}>
        {LIVE.register}
      </Button>
    </form>
  );
}
