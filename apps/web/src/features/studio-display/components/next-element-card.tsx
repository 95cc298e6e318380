import { ON_AIR_STRINGS, type ActiveClock, type RunningState } from '@studioportal/shared';
import { countdown } from '../lib/display-times';
import { CardTitle, DisplayCard, Figure } from './display-card';

interface NextElementCardProps {
  state: RunningState<ActiveClock>;
  now: Date;
  large: boolean;
  className?: string;
}

/** What comes next in the hour (or the next clock) and when. */
export function NextElementCard({ state, now, large, className }: NextElementCardProps) {
  const upcoming = state.upcomingClock;
  const next =
    state.next && state.nextIn_s !== null
      ? { title: state.next.title, in: state.nextIn_s > 0 ? countdown(state.nextIn_s) : ON_AIR_STRINGS.nextNow }
      : upcoming
        ? { title: upcoming.name, in: countdown(Math.round((Date.parse(upcoming.starts_at) - now.getTime()) / 1000)) }
        : null;
  return (
    <DisplayCard label={ON_AIR_STRINGS.nextElement} large={large} className={className}>
      {next ? (
        <>
          <CardTitle large={large}>{next.title}</CardTitle>{' '}
          <Figure step="count" large={large} testId="display-next-countdown">
            {next.in}
          </Figure>
        </>
      ) : (
        <CardTitle large={large} muted>
          {ON_AIR_STRINGS.noMoreElements}
        </CardTitle>
      )}
    </DisplayCard>
  );
}
