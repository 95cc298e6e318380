import { useId } from 'react';
import { Lock, Play } from 'lucide-react';
import type { ListenerPoll } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { displayName } from '@/lib/people';
import { whenText } from '../lib/format';
import { HUB } from '../strings';
import { usePollAction } from './api';
import { DeletePollButton } from './delete-poll-button';
import { PollHistogram } from './poll-histogram';
import { PollStatusBadge } from './poll-status-badge';

interface PollCardProps {
  poll: ListenerPoll;
  timeZone: string;
  /** May create, open, close and delete (moderateListeners); others see the results only. */
  moderator: boolean;
  /** Another poll that is open now: opening this one closes it (said next to the button). */
  otherOpen: ListenerPoll | null;
}

/** One poll in the hub: question, status, when, the live histogram, and its controls. */
export function PollCard({ poll, timeZone, moderator, otherOpen }: PollCardProps) {
  const headingId = useId();
  const hintId = useId();
  const action = usePollAction();
  const run = (kind: 'open' | 'close') =>
    action.mutate({ id: poll.id, action: kind }, { onError: (error) => toast({ title: HUB.actionFailed, description: errorMessage(error), variant: 'destructive' }) });
  const busy = action.isPending;

  const meta = [
    poll.created_by ? `${HUB.createdAt(whenText(poll.created_at, timeZone))} av ${displayName(poll.created_by.full_name)}` : HUB.createdAt(whenText(poll.created_at, timeZone)),
    poll.opened_at && HUB.openedAt(whenText(poll.opened_at, timeZone)),
    poll.closed_at && HUB.closedAt(whenText(poll.closed_at, timeZone)),
  ].filter(Boolean);

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-testid="poll-card"
      className={cn('grid gap-4 p-4 sm:p-5', poll.status === 'apen' && 'border-green-600/50 ring-1 ring-green-600/40')}
    >
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <PollStatusBadge status={poll.status} />
          <p className="text-xs text-muted-foreground">{meta.join(' · ')}</p>
        </div>
        <h3 id={headingId} className="break-words text-lg font-semibold leading-snug">
          {poll.question}
        </h3>
      </div>

      <PollHistogram poll={poll} label={HUB.pollResults(poll.question)} />

      {moderator && (
        <div className="flex flex-wrap items-center gap-2 border-t pt-4">
          {poll.status === 'utkast' && (
            <RequiresNetwork>
              {({ offline, controlProps }) => (
                <Button onClick={() => run('open')} disabled={busy || offline} {...controlProps} aria-describedby={otherOpen ? hintId : controlProps['aria-describedby']}>
                  <Play aria-hidden />
                  {HUB.openPoll}
                </Button>
              )}
            </RequiresNetwork>
          )}
          {poll.status === 'apen' && (
            <RequiresNetwork>
              {({ offline, controlProps }) => (
                <Button variant="secondary" onClick={() => run('close')} disabled={busy || offline} {...controlProps}>
                  <Lock aria-hidden />
                  {HUB.closePoll}
                </Button>
              )}
            </RequiresNetwork>
          )}
          {poll.status !== 'apen' && <DeletePollButton poll={poll} />}
          {poll.status === 'utkast' && otherOpen && (
            <p id={hintId} className="basis-full text-xs text-muted-foreground">
              {HUB.openClosesOther(otherOpen.question)}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
