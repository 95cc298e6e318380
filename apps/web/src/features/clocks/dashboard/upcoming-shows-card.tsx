import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { isUpcomingShow, SHOW_STATUS_LABELS, SHOW_STRINGS, zonedDateKey } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { displayName } from '@/lib/people';
import { upcomingShowsQuery } from '../api';
import { useShowsRealtime } from '../hooks/use-clock-realtime';
import { useStationDay } from '../hooks/use-station-day';
import { wallTime } from '../lib/format';

/** Dashboard: shows starting within the next 24 hours (spec section 5). */
export default function UpcomingShowsCard() {
  const { now, timeZone, date } = useStationDay(30_000);
  const { data, isPending, isError } = useQuery(upcomingShowsQuery);
  useShowsRealtime();
  // The server answered for its "now"; drop what has started since, on our own clock.
  const shows = (data ?? []).filter((s) => isUpcomingShow(s, now));

  return (
    <Card aria-label="Kommende sendinger" role="region">
      <CardHeading icon={CalendarDays} title="Kommende sendinger" description="Starter innen 24 timer.">
        {data && <Badge variant="secondary">{shows.length}</Badge>}
      </CardHeading>
      <CardContent>
        {isPending ? (
          <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter sendinger...
          </div>
        ) : isError ? (
          <p role="alert" className="py-6 text-sm text-muted-foreground">
            Kunne ikke hente sendingene.
          </p>
        ) : shows.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">{SHOW_STRINGS.noUpcoming}</p>
        ) : (
          <ul className="grid gap-3" aria-label="Kommende sendinger">
            {shows.map((show) => {
              const day = zonedDateKey(new Date(show.scheduled_start), timeZone) === date ? 'I dag' : 'I morgen';
              return (
                <li key={show.id} className="flex gap-3">
                  <span aria-hidden className="w-1.5 shrink-0 rounded-full" style={{ backgroundColor: show.color ?? 'var(--primary)' }} />
                  <div className="min-w-0 flex-1">
                    <p className="flex items-center gap-2 truncate text-sm font-medium">
                      {show.title}
                      {show.status !== 'planned' && <Badge variant={show.status === 'cancelled' ? 'destructive' : 'secondary'}>{SHOW_STATUS_LABELS[show.status]}</Badge>}
                    </p>
                    <p className="tabular text-xs text-muted-foreground">
                      {day} {wallTime(show.scheduled_start, timeZone, false)}–{wallTime(show.scheduled_end, timeZone, false)}
                      {show.hosts.length > 0 && <> · {show.hosts.map((h) => displayName(h.full_name)).join(', ')}</>}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
