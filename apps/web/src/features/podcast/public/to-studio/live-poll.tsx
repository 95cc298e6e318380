import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { LISTENER_STRINGS as S, type PublicPoll } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { votePoll } from './listener-api';
import { refreshLive, setLivePoll } from './live-query';
import { PollResults } from './poll-results';
import { TO_STUDIO_STRINGS as T } from './strings';
import { isAlreadyVoted } from './submit-errors';

type Note = { kind: 'info' | 'error'; message: string } | null;

/**
 * The open poll: one button per option (one tap votes, no confirmation), then the results. A
 * device that voted before (another tab, an SMS) sees the results at once.
 */
export function LivePoll({ poll }: { poll: PublicPoll }) {
  const queryClient = useQueryClient();
  const questionId = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [justVoted, setJustVoted] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const voted = poll.voted_option_id !== null;

  // The pressed button is gone once the results show: the focus goes to them, not to the page's top.
  useEffect(() => {
    if (justVoted && voted) resultsRef.current?.focus();
  }, [justVoted, voted]);

  const vote = async (optionId: string) => {
    if (pending) return;
    setPending(optionId);
    setNote(null);
    try {
      const answer = await votePoll(poll.id, optionId);
      setLivePoll(queryClient, answer.poll);
      setJustVoted(true);
    } catch (error) {
      if (isAlreadyVoted(error)) {
        // This device's vote is counted already: show where the poll stands.
        setNote({ kind: 'info', message: S.alreadyVoted });
        setJustVoted(true);
        await refreshLive(queryClient).catch(() => undefined);
      } else {
        setNote({ kind: 'error', message: errorMessage(error) });
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby={questionId} className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary dark:text-blue-400">{T.poll}</p>
        <h3 id={questionId} className="text-lg font-semibold leading-snug tracking-tight break-words">
          {poll.question}
        </h3>
      </div>

      {voted ? (
        <div ref={resultsRef} tabIndex={-1} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {poll.results && <PollResults poll={poll} />}
        </div>
      ) : (
        <div role="group" aria-labelledby={questionId} className="grid gap-2 sm:grid-cols-2">
          {poll.options.map((option) => (
            <Button
              key={option.id}
              variant="outline"
              size="lg"
              onClick={() => void vote(option.id)}
              disabled={pending !== null && pending !== option.id}
              aria-busy={pending === option.id || undefined}
              className="h-auto min-h-12 justify-start whitespace-normal py-3 text-left font-medium"
            >
              {pending === option.id && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
              <span className="min-w-0 break-words">
                <span className="sr-only">{S.vote}: </span>
                {option.label}
              </span>
            </Button>
          ))}
        </div>
      )}

      <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-1 text-sm">
        {voted && <p className="font-medium text-emerald-700 dark:text-emerald-400">{S.voted}</p>}
        {note && <p className={cn(note.kind === 'error' ? 'font-medium text-red-600 dark:text-red-400' : 'text-muted-foreground')}>{note.message}</p>}
      </div>
    </section>
  );
}
