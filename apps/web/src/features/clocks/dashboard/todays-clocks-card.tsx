import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { weekdayName } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { dayQuery } from '../api';
import { DayClocksError, DayClocksLoading } from './day-clocks-state';
import { useActiveClocksRealtime } from '../hooks/use-clock-realtime';
import { useStationDay } from '../hooks/use-station-day';
import { driftWords, hourRange, signedMmSs } from '../lib/format';
import { hourSummary, orderHours } from '../lib/today-hours';

const PHASE_BADGE = {
  running: { label: 'Går nå', variant: 'destructive' },
  finished: { label: 'Ferdig', variant: 'secondary' },
  upcoming: { label: 'Kommer', variant: 'outline' },
} as const;

/**
 * Dashboard: today's running clocks, the very hours 'I dag' shows (issue 19: the dated copies,
 * not the templates), with how far each has come.
 */
export default function TodaysClocksCard() {
  const { now, date, weekday } = useStationDay(30_000);
  const { data, isPending, isError } = useQuery(dayQuery(date));
  useActiveClocksRealtime();
  const { hours } = orderHours(data?.clocks ?? [], now);

  return (
    <Card aria-label="Dagens sendeklokker" role="region">
      <CardHeading icon={CalendarClock} title="Dagens sendeklokker" description={<>Klokkene som går {weekdayName(weekday)}, time for time.</>}>
        {data && <Badge variant="secondary">{hours.length}</Badge>}
      </CardHeading>
      <CardContent>
        {isPending ? (
          <DayClocksLoading />
        ) : isError ? (
          <DayClocksError />
        ) : hours.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">Ingen sendeklokker i dag.</p>
        ) : (
          <ul className="-mx-2 grid gap-0.5" aria-label="Dagens sendeklokker">
            {hours.map((clock) => {
              const summary = hourSummary(clock, now);
              const badge = PHASE_BADGE[summary.phase];
              return (
                <li key={clock.id}>
                  <Link
                    to="/clock-templates?vis=i-dag"
                    className={cn(
                      'flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      summary.phase === 'running' && 'bg-red-500/10',
                    )}
                  >
                    <span aria-hidden className="h-7 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: clock.color }} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{clock.name}</span>
                      <span className="tabular block text-xs text-muted-foreground">
                        {hourRange(clock.hour)} · {summary.sent} av {summary.planned} sendt
                        {summary.phase === 'finished' && summary.finalDrift_s !== null && (
                          <>
                            <span aria-hidden> · {signedMmSs(summary.finalDrift_s)}</span>
                            <span className="sr-only">, sluttdrift {driftWords(summary.finalDrift_s)}</span>
                          </>
                        )}
                      </span>
                    </span>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
