import type { ListenerPoll } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { barText, percentText, totalText, votesText } from '../lib/format';
import { pollBars } from '../lib/poll-tally';

/**
 * A poll's result in the hub: a bar per alternative with its votes and percentage, and the total.
 * Screen readers get each bar as one sentence ('Ja: 12 stemmer (60 %)'); the drawn parts are
 * hidden from them. The bars glide to a new length unless motion is reduced (the device setting
 * or the profile's, index.css).
 */
export function PollHistogram({ poll, label }: { poll: ListenerPoll; label: string }) {
  const bars = pollBars(poll.options);
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid gap-2.5">
        {bars.map((bar) => (
          <li key={bar.option_id} className="grid gap-1">
            <span className="sr-only">{barText(bar.label, bar.votes, bar.percent)}</span>
            <span aria-hidden className="flex items-baseline justify-between gap-3 text-sm">
              <span className={cn('min-w-0 break-words', bar.leading ? 'font-semibold' : 'font-medium')}>{bar.label}</span>
              <span className="tabular shrink-0 whitespace-nowrap text-muted-foreground">
                {votesText(bar.votes)} · <span className="font-semibold text-foreground">{percentText(bar.percent)}</span>
              </span>
            </span>
            <span aria-hidden className="block h-3 overflow-hidden rounded-full bg-muted">
              <span
                className={cn(
                  'block h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none',
                  bar.leading ? 'bg-primary' : 'bg-primary/55',
                )}
                style={{ width: `${bar.share * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <p className="tabular text-sm font-medium">{totalText(poll.total_votes)}</p>
    </div>
  );
}
