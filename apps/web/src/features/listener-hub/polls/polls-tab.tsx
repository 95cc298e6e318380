import { useAppConfig } from '@/lib/app-config';
import { HUB } from '../strings';
import { LoadState } from '../load-state';
import { usePolls } from './api';
import { NewPollDialog } from './new-poll-dialog';
import { PollCard } from './poll-card';

/** Avstemninger: every poll, newest first, each with its live result; moderators run them. */
export function PollsTab({ moderator }: { moderator: boolean }) {
  const polls = usePolls();
  const { timeZone } = useAppConfig();
  const list = polls.data ?? [];
  const open = list.find((p) => p.status === 'apen') ?? null;

  return (
    <section aria-label={HUB.tabs.polls} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto max-w-prose text-sm text-muted-foreground">{moderator ? HUB.pollsIntro : HUB.readOnlyPolls}</p>
        {moderator && <NewPollDialog />}
      </div>
      <LoadState query={polls}>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{moderator ? HUB.noPollsModerator : HUB.noPolls}</p>
        ) : (
          <div className="grid items-start gap-4 xl:grid-cols-2">
            {list.map((poll) => (
              <PollCard key={poll.id} poll={poll} timeZone={timeZone} moderator={moderator} otherOpen={open && open.id !== poll.id ? open : null} />
            ))}
          </div>
        )}
      </LoadState>
    </section>
  );
}
