import { ON_AIR_STRINGS, type ActiveClock, type RunningState } from '@studioportal/shared';
import { wallTime } from '@/features/clocks';
import { cn } from '@/lib/cn';
import { backtime, countdown } from '../lib/display-times';
import { CardAside, CardMeta, CardTitle, DisplayCard, Figure } from './display-card';

interface HardStartCardProps {
  state: RunningState<ActiveClock>;
  timeZone: string;
  large: boolean;
  className?: string;
}

const BACKTIME_TONES = {
  cut: 'text-red-600 dark:text-red-400',
  fill: 'text-blue-700 dark:text-blue-300',
  exact: 'text-green-700 dark:text-green-400',
} as const;

/** The next hard start: its name and wall time, the countdown to it and how the rest of the hour fits before it. */
export function HardStartCard({ state, timeZone, large, className }: HardStartCardProps) {
  const hard = state.hardStart;
  const fit = hard ? backtime(hard.backtime_s) : null;
  return (
    <DisplayCard
      label={ON_AIR_STRINGS.hardStart}
      tone={hard && hard.backtime_s > 0 ? 'behind' : 'plain'}
      large={large}
      className={className}
    >
      {hard && fit ? (
        <>
          {/* The spaces keep the card's text readable as one sentence ('Nyheter kl. 19:30:00 17:30 …'). */}
          <CardTitle large={large}>{hard.element.title}</CardTitle>{' '}
          <CardAside large={large}>
            <span className="tabular">{ON_AIR_STRINGS.at(wallTime(hard.at, timeZone))}</span>
          </CardAside>{' '}
          <Figure step="count" large={large} testId="display-hard-start-countdown">
            {countdown(hard.in_s)}
          </Figure>{' '}
          <CardMeta large={large} className={cn('tabular', BACKTIME_TONES[fit.tone])}>
            {fit.text}
          </CardMeta>
        </>
      ) : (
        <CardTitle large={large} muted>
          {ON_AIR_STRINGS.noHardStart}
        </CardTitle>
      )}
    </DisplayCard>
  );
}
