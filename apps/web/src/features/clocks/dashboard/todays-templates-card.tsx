import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { clockTotals, formatMmSs, isTodaysTemplate, weekdayName, zonedParts } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { templatesQuery } from '../api';
import { useTemplatesRealtime } from '../hooks/use-clock-realtime';
import { useStationDay } from '../hooks/use-station-day';
import { hourRange } from '../lib/format';

/** Dashboard: today's templates (spec section 5: weekday equal to today and is_active). */
export default function TodaysTemplatesCard() {
  const { now, timeZone, weekday } = useStationDay(60_000);
  const { data, isPending, isError } = useQuery(templatesQuery);
  useTemplatesRealtime();
  const todays = (data ?? []).filter((t) => isTodaysTemplate(t, now, timeZone)).sort((a, b) => a.start_hour - b.start_hour);
  const hour = zonedParts(now, timeZone).hour;

  return (
    <Card aria-label="Dagens sendeklokker" role="region">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
            Dagens sendeklokker
          </CardTitle>
          <CardDescription>Aktive klokker for {weekdayName(weekday)}.</CardDescription>
        </div>
        {data && <Badge variant="secondary">{todays.length}</Badge>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter sendeklokker...
          </div>
        ) : isError ? (
          <p role="alert" className="py-6 text-sm text-muted-foreground">
            Kunne ikke hente sendeklokkene.
          </p>
        ) : todays.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">Ingen aktive sendeklokker i dag.</p>
        ) : (
          <ul className="-mx-2 grid gap-0.5" aria-label="Dagens sendeklokker">
            {todays.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/clock-templates?mal=${t.id}`}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    t.start_hour === hour && 'bg-red-500/10',
                  )}
                >
                  <span aria-hidden className="h-7 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: t.color }} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{t.name}</span>
                    <span className="tabular block text-xs text-muted-foreground">
                      {hourRange(t.start_hour)} · {t.elements.length} elementer · {formatMmSs(clockTotals(t.elements).planned)}
                    </span>
                  </span>
                  {t.start_hour === hour && <Badge variant="destructive">Nå</Badge>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
