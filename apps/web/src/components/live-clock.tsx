import { formatClock } from '@/lib/datetime';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/cn';

/**
 * hh:mm:ss on the station's clock, ticking every second. role="timer" keeps screen readers from
 * announcing every tick; the label says which zone it shows.
 */
export function LiveClock({ timeZone, className }: { timeZone: string; className?: string }) {
  const now = useNow();
  const text = formatClock(now, timeZone);
  return (
    <time role="timer" aria-label={`Klokken er ${text}`} dateTime={now.toISOString()} className={cn('tabular', className)}>
      {text}
    </time>
  );
}
