import { ON_AIR_STRINGS, type ScheduledShow } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';

/** The show on air now with its time and hosts (each in their own colour). */
export function ShowHeading({ show, timeZone, large }: { show: ScheduledShow | null; timeZone: string; large: boolean }) {
  if (!show) {
    return <p className={cn('font-semibold text-muted-foreground', large ? 'text-[clamp(1.2rem,3.6vh,3rem)]' : 'text-lg')}>{ON_AIR_STRINGS.noShow}</p>;
  }
  return (
    <div className="min-w-0" data-testid="display-show">
      <p className={cn('truncate font-bold leading-tight', large ? 'text-[clamp(1.4rem,4.4vh,3.6rem)]' : 'text-2xl')}>
        {show.title}{' '}
        <span className="tabular font-medium text-muted-foreground">
          {formatTime(show.scheduled_start, timeZone)}–{formatTime(show.scheduled_end, timeZone)}
        </span>
      </p>
      {show.hosts.length > 0 && (
        <p className={cn('mt-[0.4vh] flex flex-wrap items-center gap-x-[1.2vw] gap-y-1 text-muted-foreground', large ? 'text-[clamp(1rem,2.8vh,2.2rem)]' : 'text-base')}>
          <span className="sr-only">{ON_AIR_STRINGS.hosts}:</span>
          {show.hosts.map((host) => (
            <span key={host.id} className="inline-flex items-center gap-[0.4em]">
              <span aria-hidden className="inline-block size-[0.7em] rounded-full" style={{ backgroundColor: personColor(host) }} />
              {displayName(host.full_name)}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
