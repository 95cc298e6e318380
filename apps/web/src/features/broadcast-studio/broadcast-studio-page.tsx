import { Link } from 'react-router';
import { ListOrdered, MonitorPlay, MonitorUp } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { LiveClock } from '@/components/live-clock';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { RunningClockPanel } from '@/features/clocks';
import { ListenerQueuePanel } from '@/features/listeners';
import { DisplayMessageList, OnAirSwitch, PushDisplayMessage } from '@/features/on-air';
import { SponsorMentionPanel } from '@/features/sponsors';
import { ChatPanel } from './components/chat-panel';
import { RundownList } from './components/rundown-list';
import { ShowLine } from './components/show-line';
import { useCockpit } from './use-cockpit';

/**
 * /broadcast-studio: the host's cockpit on one screen — ON AIR, the running clock with mark sent,
 * drift and the next hard start, the show's rundown, the staff chat, the listener queue, the
 * sponsors' "Nevnt på lufta" and the studio display box.
 */
export default function BroadcastStudioPage() {
  const { now, timeZone, clocks, show, canMark } = useCockpit();

  return (
    <div className="mx-auto grid w-full max-w-[1600px] gap-4 p-4 lg:p-6">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight">{ON_AIR_STRINGS.studioTitle}</h1>
          <ShowLine show={show} timeZone={timeZone} />
        </div>
        <LiveClock timeZone={timeZone} className="text-3xl font-bold" />
        <Button asChild variant="outline" size="sm">
          <Link to="/studio-display/large">
            <MonitorPlay aria-hidden />
            {ON_AIR_STRINGS.openLarge}
          </Link>
        </Button>
        <OnAirSwitch size="compact" />
      </header>

      <Card>
        <CardContent className="pt-6">
          {clocks.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Henter dagens klokker...
            </p>
          ) : clocks.data && clocks.data.clocks.length > 0 ? (
            <RunningClockPanel clocks={clocks.data.clocks} now={now} timeZone={timeZone} canMark={canMark} />
          ) : (
            <p className="text-sm text-muted-foreground">{clocks.isError ? 'Kunne ikke hente dagens klokker.' : 'Ingen sendeklokker i dag.'}</p>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ListOrdered className="size-4 text-muted-foreground" aria-hidden /> {ON_AIR_STRINGS.rundown}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <RundownList show={show} />
          </CardContent>
        </Card>
        <section aria-label="Chat" className="min-w-0">
          <ChatPanel />
        </section>
        {/* Listener messages beside the display box: side by side under the others on a laptop, stacked in the third column on a wide screen. */}
        <div className="grid min-w-0 content-start gap-4 lg:col-span-2 lg:grid-cols-2 2xl:col-span-1 2xl:grid-cols-1">
          <ListenerQueuePanel />
          <SponsorMentionPanel />
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MonitorUp className="size-4 text-muted-foreground" aria-hidden /> {ON_AIR_STRINGS.displayMessages}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <PushDisplayMessage />
              <DisplayMessageList />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
