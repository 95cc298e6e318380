import { Link } from 'react-router';
import { History, MonitorPlay, Radio } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOnAir } from './api';
import { BroadcastStateCard } from './components/broadcast-state-card';
import { DisplayMessageList } from './components/display-message-list';
import { OnAirLog } from './components/on-air-log';
import { OnAirSwitch } from './components/on-air-switch';
import { PushDisplayMessage } from './components/push-display-message';

/** /on-air-control: the ON AIR switch, what is on air, the log of switches, and the display messages. */
export default function OnAirControlPage() {
  const { data, isPending, isError } = useOnAir();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 lg:p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{ON_AIR_STRINGS.controlTitle}</h1>
          <p className="text-sm text-muted-foreground">ON AIR-lyset i studio, hva som går på lufta nå, og hvem som har endret det.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/studio-display/large">
            <MonitorPlay aria-hidden />
            {ON_AIR_STRINGS.openLarge}
          </Link>
        </Button>
      </header>

      {isPending ? (
        <div role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
          <Spinner className="size-4" /> Henter sendestatus...
        </div>
      ) : isError ? (
        <p role="alert" className="py-10 text-muted-foreground">
          Kunne ikke hente sendestatus.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-6">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Radio className="size-4 text-muted-foreground" aria-hidden /> ON AIR
                </CardTitle>
              </CardHeader>
              <CardContent>
                <OnAirSwitch size="large" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{ON_AIR_STRINGS.onAirLong} nå</CardTitle>
                <CardDescription>Settes når ON AIR slås av eller på, eller fra studio.</CardDescription>
              </CardHeader>
              <CardContent>
                <BroadcastStateCard state={data.state} />
              </CardContent>
            </Card>
          </div>
          <div className="grid content-start gap-6">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <History className="size-4 text-muted-foreground" aria-hidden /> {ON_AIR_STRINGS.log}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <OnAirLog entries={data.log} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{ON_AIR_STRINGS.displayMessages}</CardTitle>
                <CardDescription>Vises på studioskjermene til de fjernes.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <PushDisplayMessage />
                <DisplayMessageList />
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
