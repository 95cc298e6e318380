import type { CSSProperties, ReactNode } from 'react';
import type { ListenerPoll } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { barText, percentText, totalText } from '../lib/format';
import { pollBars } from '../lib/poll-tally';
import { questionFit } from '../lib/question-fit';
import { usePolls } from '../polls/api';
import { usePollsSync } from '../polls/use-polls-sync';
import { HUB } from '../strings';
import styles from './poll-display.module.css';

/** The open poll, if any, kept live from the listener-polls channel. */
export function useOpenPoll(): ListenerPoll | null {
  const polls = usePolls();
  usePollsSync();
  return polls.data?.find((p) => p.status === 'apen') ?? null;
}

/**
 * The clock display with the open poll beside it (below it on a portrait screen): the clock gets
 * the rest of the room and sizes itself to it, so the clock, ON AIR and the next hard start stay
 * on screen while a poll runs. With no poll open the clock has all the room, as before.
 */
export function WithLivePoll({ large, children }: { large: boolean; children: ReactNode }) {
  const poll = useOpenPoll();
  if (!large) {
    return (
      <div className="grid gap-4">
        {children}
        {poll && <LivePollCard poll={poll} large={false} />}
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <div className={styles.frameLayout}>
        <div className={styles.frameClock}>{children}</div>
        {poll && <LivePollCard poll={poll} large className={styles.frameCard} />}
      </div>
    </div>
  );
}

/**
 * A compact live poll: the question and a bar per alternative (the fill behind its label and
 * percentage), and the total. On the kiosk its type comes from the room it has (container units).
 */
export function LivePollCard({ poll, large, className }: { poll: ListenerPoll; large: boolean; className?: string }) {
  const bars = pollBars(poll.options);
  const fit = { '--n': bars.length, '--half': Math.ceil(bars.length / 2), '--fit': questionFit(poll.question) } as CSSProperties;
  return (
    <section
      aria-label={HUB.livePollCard}
      data-testid="live-poll-card"
      className={cn('rounded-xl border border-green-600/50 bg-card text-card-foreground', large ? styles.card : 'grid gap-3 p-4', className)}
      style={fit}
    >
      <div className={cn(large && styles.cardLayout, !large && 'grid gap-3')}>
        <p className={cn('text-green-700 dark:text-green-400', large ? styles.cardKicker : 'text-xs font-bold uppercase tracking-wider')}>{HUB.livePollCard}</p>
        <h2 className={cn(large ? styles.cardQuestion : 'break-words text-lg font-bold leading-snug')}>{poll.question}</h2>
        <ul className={cn(large ? styles.cardBars : 'grid gap-1.5')} aria-label={HUB.pollResults(poll.question)}>
          {bars.map((bar) => (
            <li key={bar.option_id} className={cn('bg-foreground/[0.07]', large ? styles.cardRow : 'relative flex min-h-10 items-center justify-between gap-3 overflow-hidden rounded-md px-3 text-base')}>
              <span className="sr-only">{barText(bar.label, bar.votes, bar.percent)}</span>
              <span
                aria-hidden
                className={cn(
                  large ? styles.fill : 'absolute inset-y-0 left-0 transition-[width] duration-500 ease-out motion-reduce:transition-none',
                  bar.leading ? 'bg-primary/50' : 'bg-primary/25',
                )}
                style={{ width: `${bar.share * 100}%` }}
              />
              <span aria-hidden className={large ? styles.cardLabel : 'relative min-w-0 truncate font-medium'}>
                {bar.label}
              </span>
              <span aria-hidden className={large ? styles.cardPercent : 'tabular relative font-bold'}>
                {percentText(bar.percent)}
              </span>
            </li>
          ))}
        </ul>
        <p className={cn('text-muted-foreground', large ? styles.cardTotal : 'tabular text-sm font-medium')}>{totalText(poll.total_votes)}</p>
      </div>
    </section>
  );
}
