import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { runningState, weekdayName } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/datetime';
import { useAuth } from '@/features/auth';
import { dayQuery } from '../api';
import { useStationDay } from '../hooks/use-station-day';
import { orderHours } from '../lib/today-hours';
import { RunningClockPanel } from './running-clock-panel';
import { TodayHour } from './today-hour';

/**
 * Today's running clocks: the live panel on top, then every hour of the day in one column, in
 * hour order (issue 19): finished hours folded to a line, the running hour open (and scrolled to
 * when the view opens), hours to come compact.
 */
export function TodayView({ onOpenTemplates }: { onOpenTemplates: () => void }) {
  const { now, timeZone, date, weekday } = useStationDay(1000, { critical: true });
  const { can } = useAuth();
  const canMark = can('markClockElementSent');
  const { data, isPending, isError, refetch } = useQuery(dayQuery(date));
  const { hours, focusId } = orderHours(data?.clocks ?? [], now);
  useScrollToHourOnce(focusId);

  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Henter dagens klokker...
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-16 text-sm">
        <p>Kunne ikke hente dagens klokker.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Prøv igjen
        </Button>
      </div>
    );
  }

  const clocks = data.clocks;
  const currentId = runningState(clocks, now).current?.id ?? null;

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{formatLongDate(now, timeZone)}</p>
      {clocks.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-12 text-center">
            <p className="font-medium">Ingen sendeklokker i dag</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Aktive sendeklokker for {weekdayName(weekday)} blir dagens klokker automatisk. Det finnes ingen aktive klokker for {weekdayName(weekday)} ennå.
            </p>
            <Button variant="outline" onClick={onOpenTemplates}>
              Gå til sendeklokkene
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <RunningClockPanel clocks={clocks} now={now} timeZone={timeZone} canMark={canMark} />
          <ol aria-label="Dagens timer" className="grid gap-2">
            {hours.map((clock) => (
              <TodayHour key={clock.id} clock={clock} now={now} timeZone={timeZone} canMark={canMark} currentId={currentId} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** Long enough for the router's own scroll handling on arrival (ScrollRestoration) to have run. */
const SCROLL_AFTER_MS = 120;

/**
 * Brings the running hour (or, between hours, the next one) into view once, when the view opens
 * with its data; later ticks and marks never move the page under the reader's hands, and a reader
 * who has already scrolled is left where they are.
 */
function useScrollToHourOnce(focusId: string | null) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !focusId) return;
    if (!document.getElementById(`time-${focusId}`)) return;
    done.current = true;
    const startY = window.scrollY;
    const timer = window.setTimeout(() => {
      const element = document.getElementById(`time-${focusId}`);
      if (!element || Math.abs(window.scrollY - startY) > 4) return;
      const top = element.getBoundingClientRect().top;
      // Already in the upper half of the screen: leave the page where it is.
      if (top >= 0 && top <= window.innerHeight / 2) return;
      element.scrollIntoView({ block: 'start' });
    }, SCROLL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [focusId]);
}
