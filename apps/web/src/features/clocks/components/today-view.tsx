import { useQuery } from '@tanstack/react-query';
import { runningState, weekdayName } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/datetime';
import { useAuth } from '@/features/auth';
import { dayQuery } from '../api';
import { useStationDay } from '../hooks/use-station-day';
import { ActiveClockCard } from './active-clock-card';
import { RunningClockPanel } from './running-clock-panel';

/** Today's running clocks: the live panel on top, every clock of the day with "Marker sendt" below. */
export function TodayView({ onOpenTemplates }: { onOpenTemplates: () => void }) {
  const { now, timeZone, date, weekday } = useStationDay(1000, { critical: true });
  const { can } = useAuth();
  const canMark = can('markClockElementSent');
  const { data, isPending, isError, refetch } = useQuery(dayQuery(date));

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
          <div className="grid gap-4 xl:grid-cols-2">
            {clocks.map((clock) => (
              <ActiveClockCard key={clock.id} clock={clock} now={now} timeZone={timeZone} canMark={canMark} currentId={currentId} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
