import { Check } from 'lucide-react';
import { LISTENER_STRINGS as S, type PublicPoll } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { TO_STUDIO_STRINGS as T } from './strings';

export interface PollShare {
  id: string;
  label: string;
  votes: number;
  /** Whole percent of all votes (0 when nobody has voted). */
  percent: number;
  mine: boolean;
}

/** Each option's votes and share, in the poll's own order, from the results a vote brought back. */
export function pollShares(poll: PublicPoll): { shares: PollShare[]; total: number } {
  const votesOf = new Map((poll.results ?? []).map((r) => [r.option_id, r.votes]));
  const total = poll.total_votes ?? [...votesOf.values()].reduce((sum, v) => sum + v, 0);
  const shares = poll.options.map((option) => {
    const votes = votesOf.get(option.id) ?? 0;
    return { id: option.id, label: option.label, votes, percent: total > 0 ? Math.round((votes * 100) / total) : 0, mine: option.id === poll.voted_option_id };
  });
  return { shares, total };
}

/** "Resultat så langt": one bar per option; the words carry everything the bars show. */
export function PollResults({ poll }: { poll: PublicPoll }) {
  const { shares, total } = pollShares(poll);
  return (
    <figure className="grid gap-3">
      <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {S.liveResult} · <span className="tabular">{T.voteCount(total)}</span>
      </figcaption>
      <ul className="grid gap-3">
        {shares.map((share) => (
          <li key={share.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words font-medium">
                {share.label}
                {share.mine && (
                  <span className="ml-2 inline-flex items-center gap-1 whitespace-nowrap align-text-bottom text-xs font-normal text-primary dark:text-blue-400">
                    <Check aria-hidden className="size-3.5" />
                    {T.yourVote}
                  </span>
                )}
              </span>
              <span className="tabular shrink-0 text-muted-foreground">
                {share.percent} %<span className="sr-only">, {T.voteCount(share.votes)}</span>
              </span>
            </div>
            <div aria-hidden className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted">
              <div
                className={cn('h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700', share.mine ? 'bg-primary' : 'bg-primary/45')}
                style={{ width: `${share.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
