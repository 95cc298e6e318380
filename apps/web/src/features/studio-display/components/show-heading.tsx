import { ON_AIR_STRINGS, type ActiveClock, type ScheduledShow } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';

const HOUR_MS = 3_600_000;

interface ShowHeadingProps {
  show: ScheduledShow | null;
  /** The running clock: named in the heading when the show plan has no show at this hour. */
  clock: ActiveClock | null;
  timeZone: string;
  large: boolean;
  /** Something else shares the kiosk screen: one line less. */
  compact?: boolean;
}

/**
 * The show on air now with its time and hosts (each in their own colour); when the plan has no
 * show at this hour but a clock runs, the clock's name and hour, so the studio still sees what
 * is on; only with neither, 'Ingen planlagt sending nå'.
 */
export function ShowHeading({ show, clock, timeZone, large, compact = false }: ShowHeadingProps) {
  const title = cn('line-clamp-2 break-words font-bold leading-tight', large ? 'text-[clamp(1.1rem,min(4.4vh,3.6vw),6rem)]' : 'text-lg sm:text-2xl', compact && 'line-clamp-1');
  const time = 'tabular whitespace-nowrap font-medium text-muted-foreground';
  if (show) {
    return (
      <div className="min-w-0" data-testid="display-show">
        <p className={title}>
          {show.title} <span className={time}>{`${formatTime(show.scheduled_start, timeZone)}–${formatTime(show.scheduled_end, timeZone)}`}</span>
        </p>
        {show.hosts.length > 0 && !compact && (
          <p className={cn('mt-[0.3em] line-clamp-1 text-muted-foreground', large ? 'text-[clamp(0.9rem,min(2.8vh,2.4vw),3.6rem)]' : 'text-base')}>
            <span className="sr-only">{ON_AIR_STRINGS.hosts}:</span>
            {show.hosts.map((host) => (
              <span key={host.id} className="mr-[1.2em] inline-flex items-center gap-[0.4em] whitespace-nowrap">
                <span aria-hidden className="inline-block size-[0.7em] rounded-full" style={{ backgroundColor: personColor(host) }} />
                {displayName(host.full_name)}
              </span>
            ))}
          </p>
        )}
      </div>
    );
  }
  if (clock) {
    const end = new Date(Date.parse(clock.starts_at) + HOUR_MS).toISOString();
    return (
      <div className="min-w-0" data-testid="display-show" data-source="clock">
        <p className={title}>
          {clock.name} <span className={time}>{`${formatTime(clock.starts_at, timeZone)}–${formatTime(end, timeZone)}`}</span>
        </p>
      </div>
    );
  }
  return (
    <p className={cn('font-semibold text-muted-foreground', large ? 'text-[clamp(1rem,min(3.6vh,3vw),4.5rem)]' : 'text-lg')}>{ON_AIR_STRINGS.noShow}</p>
  );
}
