import { ON_AIR_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/datetime';
import { typeOf } from './display-card';

interface WallClockProps {
  now: Date;
  timeZone: string;
  large: boolean;
  /** Its type size when not the display's own step (the clock strip sets it from the strip's). */
  typeClass?: string;
}

/** The time of day with seconds: the largest figure on the display. */
export function WallClock({ now, timeZone, large, typeClass = typeOf('wall', large) }: WallClockProps) {
  const digital = formatClock(now, timeZone);
  return (
    <time
      role="timer"
      aria-label={ON_AIR_STRINGS.clockNow(digital)}
      dateTime={now.toISOString()}
      data-testid="display-digital-clock"
      className={cn('tabular block whitespace-nowrap font-bold leading-none tracking-tight', typeClass)}
    >
      {digital}
    </time>
  );
}
