import { useId, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { clockTotals, formatCountdown, formatMmSs, type ActiveClock } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { driftWords, hourRange, signedMmSs, wallTime } from '../lib/format';
import { hourSummary } from '../lib/today-hours';
import { ActiveClockCard } from './active-clock-card';

interface TodayHourProps {
  clock: ActiveClock;
  now: Date;
  timeZone: string;
  canMark: boolean;
  currentId: string | null;
}

/**
 * One hour of 'I dag' (issue 19). The running hour is open with every element and "Marker sendt";
 * a finished hour is one line (name, sent of planned, final drift) and a coming hour a compact
 * line (elements, planned length, when it starts); either opens on a click.
 */
export function TodayHour({ clock, now, timeZone, canMark, currentId }: TodayHourProps) {
  const summary = hourSummary(clock, now);
  const [opened, setOpened] = useState(false);
  const bodyId = useId();
  const card = <ActiveClockCard clock={clock} now={now} timeZone={timeZone} canMark={canMark} currentId={currentId} />;

  if (summary.phase === 'running') {
    return (
      <li id={`time-${clock.id}`} data-hour={clock.hour} data-hour-phase="running" className="scroll-mt-24">
        {card}
      </li>
    );
  }

  const finished = summary.phase === 'finished';
  const startsIn = Math.round((Date.parse(clock.starts_at) - now.getTime()) / 1000);
  return (
    <li id={`time-${clock.id}`} data-hour={clock.hour} data-hour-phase={summary.phase} className="grid scroll-mt-24 gap-2">
      <button
        type="button"
        aria-expanded={opened}
        aria-controls={bodyId}
        onClick={() => setOpened((open) => !open)}
        className={cn(
          'flex w-full min-w-0 items-center gap-3 rounded-xl border bg-card px-3 py-2.5 text-left text-sm transition-colors hover:bg-accent/60',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          finished && 'bg-card/60',
        )}
      >
        {opened ? <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden /> : <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
        <span aria-hidden className="h-6 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: clock.color }} />
        {/* On a phone the hour goes under the name, so the name keeps the line's room. */}
        <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
          <span className="min-w-0 truncate font-medium sm:order-2 sm:flex-1">{clock.name}</span>
          <span className="tabular text-xs text-muted-foreground sm:w-[4.75rem] sm:shrink-0">{hourRange(clock.hour)}</span>
        </span>
        {finished ? (
          <span className="tabular flex shrink-0 items-center gap-x-3 text-xs text-muted-foreground">
            <span>
              {summary.sent}/{summary.planned} sendt
              {summary.skipped > 0 && <span className="max-sm:hidden"> · {summary.skipped} utelatt</span>}
            </span>
            <span
              data-final-drift
              className={cn(
                'text-right font-medium sm:min-w-[4.5rem]',
                summary.finalDrift_s === null ? 'text-muted-foreground' : summary.finalDrift_s > 0 ? 'text-amber-700 dark:text-amber-300' : 'text-foreground',
              )}
            >
              <span aria-hidden>{summary.finalDrift_s === null ? '–' : signedMmSs(summary.finalDrift_s)}</span>
              <span className="sr-only">
                {summary.finalDrift_s === null ? ', ingen sluttdrift: ingenting markert sendt' : `, sluttdrift ${driftWords(summary.finalDrift_s)}`}
              </span>
            </span>
          </span>
        ) : (
          <span className="tabular shrink-0 text-xs text-muted-foreground">
            <span className="max-sm:hidden">
              {clock.elements.length} elementer · {formatMmSs(clockTotals(clock.elements).planned)} ·{' '}
            </span>
            kl. {wallTime(clock.starts_at, timeZone, false)}
            {startsIn > 0 && startsIn <= 3 * 3600 && <span className="max-sm:hidden"> (om {formatCountdown(startsIn)})</span>}
          </span>
        )}
        <Badge variant={finished ? 'secondary' : 'outline'} className="shrink-0 max-sm:hidden">
          {finished ? 'Ferdig' : 'Kommer'}
        </Badge>
      </button>
      <div id={bodyId} hidden={!opened}>
        {opened && card}
      </div>
    </li>
  );
}
