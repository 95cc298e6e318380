import { AlertTriangle } from 'lucide-react';
import { SHOW_PLAN_STRINGS, SHOW_STATUS_LABELS, zonedDateKey, type ScheduledShow } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { displayName, personColor } from '@/lib/people';
import { wallTime } from '@/features/clocks';

interface ShowBlockProps {
  show: ScheduledShow;
  /** Titles of the shows this one overlaps. */
  overlaps: string[];
  timeZone: string;
  onOpen: () => void;
}

/** One show in the week: time, title, hosts in their colours, and an overlap warning. */
export function ShowBlock({ show, overlaps, timeZone, onOpen }: ShowBlockProps) {
  const start = new Date(show.scheduled_start);
  const end = new Date(show.scheduled_end);
  const nextDay = zonedDateKey(end, timeZone) !== zonedDateKey(start, timeZone) && wallTime(show.scheduled_end, timeZone, false) !== '00:00';
  const cancelled = show.status === 'cancelled';
  const color = show.color ?? 'var(--primary)';
  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        data-show={show.title}
        aria-describedby={overlaps.length ? `overlap-${show.id}` : undefined}
        className={cn(
          'group relative grid w-full gap-1 overflow-hidden rounded-lg border bg-card py-2 pl-3.5 pr-2.5 text-left shadow-xs transition-colors',
          'hover:border-primary/60 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          overlaps.length > 0 && 'border-amber-500/70 bg-amber-500/5',
          cancelled && 'opacity-60',
        )}
      >
        <span aria-hidden className="absolute inset-y-0 left-0 w-1.5" style={{ backgroundColor: color }} />
        <span className="tabular text-xs font-medium text-muted-foreground">
          {wallTime(show.scheduled_start, timeZone, false)}–{wallTime(show.scheduled_end, timeZone, false)}
          {nextDay && <span className="font-normal"> (+1)</span>}
        </span>
        <span className={cn('text-sm font-semibold leading-snug [overflow-wrap:anywhere]', cancelled && 'line-through')}>{show.title}</span>
        {show.hosts.length > 0 && (
          <span className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            {show.hosts.map((h) => (
              <span key={h.id} className="inline-flex min-w-0 items-center gap-1">
                <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: personColor(h) }} />
                <span className="truncate">{displayName(h.full_name)}</span>
              </span>
            ))}
          </span>
        )}
        {(overlaps.length > 0 || show.status !== 'planned') && (
          <span className="flex flex-wrap gap-1">
            {overlaps.length > 0 && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-semibold text-amber-800 dark:text-amber-300">
                <AlertTriangle className="size-3" aria-hidden />
                {SHOW_PLAN_STRINGS.conflict}
              </span>
            )}
            {show.status !== 'planned' && (
              <span className={cn('rounded-full px-2 py-0.5 text-[11px] font-semibold', cancelled ? 'bg-destructive/15 text-red-700 dark:text-red-300' : 'bg-secondary text-secondary-foreground')}>
                {SHOW_STATUS_LABELS[show.status]}
              </span>
            )}
          </span>
        )}
      </button>
      {overlaps.length > 0 && (
        <span id={`overlap-${show.id}`} className="sr-only">
          Overlapper med {overlaps.map((t) => `«${t}»`).join(', ')}.
        </span>
      )}
    </>
  );
}
