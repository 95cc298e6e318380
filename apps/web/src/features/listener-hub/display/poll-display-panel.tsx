import { useId, type CSSProperties } from 'react';
import { LISTENER_STRINGS, type ListenerPoll } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { barText, percentText, totalText, votesText } from '../lib/format';
import { featuredPoll, pollBars } from '../lib/poll-tally';
import { questionFit } from '../lib/question-fit';
import { usePolls } from '../polls/api';
import { usePollsSync } from '../polls/use-polls-sync';
import { HUB } from '../strings';
import styles from './poll-display.module.css';

/**
 * /studio-display/poll: the open poll's question and a big live histogram with the total, for the
 * studio TV. With no poll open it shows the last closed poll's result, or a calm line. The display
 * around it brings the show, ON AIR, Akutt, producers' messages and the clock strip.
 */
export default function PollDisplayPanel({ large }: DisplayPanelProps) {
  const polls = usePolls();
  usePollsSync();
  const poll = featuredPoll(polls.data);
  return (
    <div className={cn(styles.panel, !large && 'h-[70dvh]')} data-testid="poll-display">
      {poll ? <PollResult poll={poll} /> : <NoPoll loading={polls.isPending} />}
    </div>
  );
}

function PollResult({ poll }: { poll: ListenerPoll }) {
  const open = poll.status === 'apen';
  const bars = pollBars(poll.options);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.layout} style={{ '--n': bars.length } as CSSProperties}>
      <header>
        <p className={cn(styles.kicker, open ? 'text-green-600 dark:text-green-400' : 'text-muted-foreground')}>
          {open ? `${HUB.openPollLabel} · ${LISTENER_STRINGS.liveResult}` : `${HUB.closedPollLabel} · ${HUB.finalResult}`}
        </p>
        <h2 id={headingId} className={styles.question} style={{ '--fit': questionFit(poll.question) } as CSSProperties}>
          {poll.question}
        </h2>
      </header>
      <ul className={styles.bars} aria-label={HUB.pollResults(poll.question)}>
        {bars.map((bar) => (
          <li key={bar.option_id} className={styles.row}>
            <span className="sr-only">{barText(bar.label, bar.votes, bar.percent)}</span>
            <span aria-hidden className={styles.label}>
              {bar.label}
            </span>
            <span aria-hidden className={cn(styles.track, 'bg-foreground/10')}>
              <span className={cn(styles.fill, 'block', bar.leading ? 'bg-primary' : 'bg-primary/55')} style={{ width: `${bar.share * 100}%` }} />
            </span>
            <span aria-hidden className={styles.figure}>
              <span className={styles.percent}>{percentText(bar.percent)}</span>
              <span className={cn(styles.count, 'text-muted-foreground')}>{votesText(bar.votes)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total} data-testid="poll-display-total">
        {totalText(poll.total_votes)}
      </p>
    </section>
  );
}

function NoPoll({ loading }: { loading: boolean }) {
  return (
    <div className={styles.empty}>
      {!loading && <p className={cn(styles.emptyTitle, 'text-muted-foreground')}>{HUB.noOpenPoll}</p>}
    </div>
  );
}
