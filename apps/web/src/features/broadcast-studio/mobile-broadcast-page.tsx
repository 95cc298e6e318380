import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { LiveClock } from '@/components/live-clock';
import { Button } from '@/components/ui/button';
import { ListenerQueuePanel } from '@/features/listeners';
import { DisplayMessageList, OnAirSwitch, PushDisplayMessage } from '@/features/on-air';
import { SponsorMentionPanel } from '@/features/sponsors';
import { MobileRunningClock } from './components/mobile-running-clock';
import { RundownList } from './components/rundown-list';
import { ShowLine } from './components/show-line';
import { useCockpit } from './use-cockpit';

/** /mobile-broadcast: the cockpit's essentials for a phone on a remote broadcast, 48 px targets. */
export default function MobileBroadcastPage() {
  const { now, timeZone, clocks, show, canMark } = useCockpit();

  return (
    <div className="mx-auto grid w-full max-w-md gap-4 p-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <header className="flex items-start justify-between gap-3">
        {/* On a phone the top bar already says "Mobil sending". */}
        <h1 className="sr-only">{ON_AIR_STRINGS.mobileTitle}</h1>
        <ShowLine show={show} timeZone={timeZone} />
        <LiveClock timeZone={timeZone} className="shrink-0 text-2xl font-bold" />
      </header>
      <OnAirSwitch size="touch" />
      {clocks.data ? (
        <MobileRunningClock clocks={clocks.data.clocks} now={now} timeZone={timeZone} canMark={canMark} />
      ) : (
        <p className="text-sm text-muted-foreground">{clocks.isError ? 'Kunne ikke hente dagens klokker.' : 'Henter dagens klokker...'}</p>
      )}
      <ListenerQueuePanel touch />
      <SponsorMentionPanel touch />
      <section aria-label={ON_AIR_STRINGS.displayMessages} className="grid gap-3 rounded-xl border bg-card p-3">
        <PushDisplayMessage touch />
        <DisplayMessageList touch />
      </section>
      <section aria-labelledby="mobile-rundown" className="grid gap-2">
        <h2 id="mobile-rundown" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
          {ON_AIR_STRINGS.rundown}
        </h2>
        <RundownList show={show} touch />
      </section>
      <Button asChild variant="outline" className="h-12 text-base">
        <Link to="/chat">
          <MessagesSquare aria-hidden /> Åpne chat
        </Link>
      </Button>
    </div>
  );
}
