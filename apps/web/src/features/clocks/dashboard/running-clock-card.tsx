import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Clock3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { LG_QUERY } from '@/lib/breakpoints';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAuth } from '@/features/auth';
import { dayQuery } from '../api';
import { hourPhase } from '../lib/today-hours';
import { DayClocksError, DayClocksLoading } from './day-clocks-state';
import { RunningClockPanel } from '../components/running-clock-panel';
import { useActiveClocksRealtime } from '../hooks/use-clock-realtime';
import { useStationDay } from '../hooks/use-station-day';

/**
 * Dashboard: the running clock with what is on air, next element, drift and next hard start. It
 * comes first, the whole row wide (issue 19): from 1024 px the full panel, four tiles in a row;
 * below that the compact one, whose "Marker sendt" fits on a phone's first screen.
 */
export default function RunningClockCard() {
  const { now, timeZone, date } = useStationDay(1000);
  const wide = useMediaQuery(LG_QUERY);
  const { can } = useAuth();
  const { data, isPending, isError } = useQuery(dayQuery(date));
  useActiveClocksRealtime();
  const running = data?.clocks.find((c) => hourPhase(c, now) === 'running');

  return (
    <Card aria-label="Sendeklokka nå" role="region">
      <CardHeading
        icon={Clock3}
        title="Sendeklokka nå"
        // The full panel names the running clock itself.
        description={wide && running ? null : running ? running.name : 'Dagens klokker, drift og neste faste start.'}
      >
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link to="/clock-templates?vis=i-dag" aria-label="Åpne dagens klokker">
            <span className="sm:hidden" aria-hidden>
              I dag
            </span>
            <span className="hidden sm:inline" aria-hidden>
              Åpne dagens klokker
            </span>
          </Link>
        </Button>
      </CardHeading>
      <CardContent>
        {isPending ? (
          <DayClocksLoading />
        ) : isError ? (
          <DayClocksError />
        ) : data.clocks.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">Ingen sendeklokker i dag.</p>
        ) : (
          <RunningClockPanel clocks={data.clocks} now={now} timeZone={timeZone} canMark={can('markClockElementSent')} compact={!wide} />
        )}
      </CardContent>
    </Card>
  );
}
