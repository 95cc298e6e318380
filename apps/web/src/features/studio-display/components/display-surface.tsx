import { Suspense, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { runningState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { dayQuery, useActiveClocksRealtime, useStationDay } from '@/features/clocks';
import { useCurrentShow, useDisplayMessages, useDisplayMessagesSync, useOnAir, useOnAirSync } from '@/features/on-air';
import { useCatchUpOnReconnect } from '../hooks/use-catch-up';
import { useHideGlobalBanners } from '../hooks/use-hide-global-banners';
import { useUrgentQueue } from '../hooks/use-urgent-queue';
import { useWakeLock } from '../hooks/use-wake-lock';
import { ClockStrip } from './clock-strip';
import { OnAirLight } from './on-air-light';
import { ProducerMessages } from './producer-messages';
import { ReconnectingMark } from './reconnecting-mark';
import { ShowHeading } from './show-heading';
import { UrgentTakeover } from './urgent-takeover';

export interface DisplaySurfaceProps {
  variant: 'large' | 'embedded';
  Panel: ComponentType<DisplayPanelProps>;
  /** The panel shows the clock itself; otherwise the surface adds its clock strip. */
  showsClock?: boolean;
}

/**
 * Every studio display: the panel in the middle, and around it what every studio screen needs —
 * the screen kept awake, the show and the ON AIR light, urgent messages until acknowledged,
 * producers' messages, the clock strip, and a fresh start after a lost connection. Everything
 * that moves is computed from the local clock every second (the clock, countdowns, back-timing),
 * so it keeps going while the network is away; the data behind it arrives live and is fetched
 * again when the connection returns.
 */
export function DisplaySurface({ variant, Panel, showsClock = false }: DisplaySurfaceProps) {
  const large = variant === 'large';
  const { now, timeZone, date } = useStationDay(1000, { critical: true });
  const connection = useCatchUpOnReconnect();
  useWakeLock();
  useHideGlobalBanners();

  const clocks = useQuery(dayQuery(date));
  useActiveClocksRealtime();
  const onAir = useOnAir();
  useOnAirSync();
  const messages = useDisplayMessages();
  useDisplayMessagesSync();
  const { show } = useCurrentShow(now);

  const urgent = useUrgentQueue(now.getTime());
  const running = runningState(clocks.data?.clocks ?? [], now);
  // While an urgent message takes the top of the screen, the panel gives way so that what
  // matters on air (the countdowns) still fits (a 1280×720 TV has no room for everything).
  const squeezed = large && urgent.queue.length > 0;

  return (
    <div
      data-testid="studio-display"
      data-connection={connection}
      className={cn('relative flex flex-col overflow-hidden bg-background text-foreground', large ? 'h-dvh' : 'min-h-[calc(100dvh-4rem)] gap-4 p-4 lg:p-6')}
    >
      <UrgentTakeover urgent={urgent} timeZone={timeZone} />
      <header className={cn('flex shrink-0 items-center justify-between gap-[3vw]', large && 'px-[3vw] pt-[2.5vh]')}>
        <ShowHeading show={show} timeZone={timeZone} large={large} />
        <OnAirLight
          live={onAir.data ? onAir.data.status.is_live : null}
          className={large ? 'h-[12vh] min-w-[22vw] px-[2vw] text-[clamp(1.6rem,6.5vh,5.5rem)]' : 'h-20 min-w-56 px-6 text-4xl'}
        />
      </header>

      <main className={cn('grid min-h-0 flex-1', large && 'px-[3vw] py-[2.5vh]')}>
        <Suspense fallback={null}>
          <Panel now={now} timeZone={timeZone} large={large} running={running} squeezed={squeezed} />
        </Suspense>
      </main>

      {!showsClock && <ClockStrip running={running} now={now} timeZone={timeZone} large={large} />}
      <ProducerMessages messages={messages.data ?? []} timeZone={timeZone} large={large} />
      {connection === 'away' && <ReconnectingMark />}
    </div>
  );
}
