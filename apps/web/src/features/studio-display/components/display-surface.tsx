import { Suspense, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { runningState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { dayQuery, useActiveClocksRealtime, useStationDay } from '@/features/clocks';
import { useCurrentShow, useDisplayMessages, useDisplayMessagesSync, useOnAir, useOnAirSync } from '@/features/on-air';
import { useCatchUpOnReconnect } from '../hooks/use-catch-up';
import { useDismissAkuttToasts } from '../hooks/use-dismiss-akutt-toasts';
import { useForcedDarkTheme } from '../hooks/use-forced-dark-theme';
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
 *
 * The kiosk ('large') is one screen-high column that never scrolls: an Akutt band on top and a
 * band of producers' messages at the bottom take their share, the header becomes compact, and the
 * panel gets the rest (it sizes itself to that room), so the clock, ON AIR and the next hard start
 * stay on screen whatever else is showing. The kiosk is always dark.
 */
export function DisplaySurface({ variant, Panel, showsClock = false }: DisplaySurfaceProps) {
  const large = variant === 'large';
  const { now, timeZone, date } = useStationDay(1000, { critical: true });
  const connection = useCatchUpOnReconnect();
  useWakeLock();
  useHideGlobalBanners();
  useDismissAkuttToasts();
  useForcedDarkTheme(large);

  const clocks = useQuery(dayQuery(date));
  useActiveClocksRealtime();
  const onAir = useOnAir();
  useOnAirSync();
  const messages = useDisplayMessages();
  useDisplayMessagesSync();
  const { show } = useCurrentShow(now);

  const urgent = useUrgentQueue(now.getTime());
  const running = runningState(clocks.data?.clocks ?? [], now);
  const shownMessages = messages.data ?? [];
  // Something shares the screen with the panel: it keeps to less room (DisplayPanelProps.squeezed).
  const squeezed = urgent.queue.length > 0 || shownMessages.length > 0;
  const compact = large && squeezed;

  return (
    <div
      data-testid="studio-display"
      data-connection={connection}
      className={cn(
        'relative flex flex-col bg-background text-foreground',
        large ? 'h-dvh overflow-hidden' : 'min-h-[calc(100dvh-4rem)] gap-4 p-4 lg:p-6',
      )}
    >
      <UrgentTakeover urgent={urgent} timeZone={timeZone} />
      <header
        className={cn(
          'grid shrink-0 grid-cols-[minmax(0,1fr)_auto] items-center',
          large ? cn('gap-[3vw] px-[3vw]', compact ? 'pt-[1.2vh]' : 'pt-[2.4vh]') : 'gap-4',
        )}
      >
        <ShowHeading show={show} clock={running.clock} timeZone={timeZone} large={large} compact={compact} />
        <OnAirLight live={onAir.data ? onAir.data.status.is_live : null} size={large ? (compact ? 'compact' : 'large') : 'embedded'} />
      </header>

      <main className={cn('min-h-0 flex-1', large && (compact ? 'px-[3vw] py-[1.6vh]' : 'px-[3vw] py-[2.4vh]'))}>
        <Suspense fallback={null}>
          <Panel now={now} timeZone={timeZone} large={large} running={running} squeezed={large && squeezed} />
        </Suspense>
      </main>

      {!showsClock && <ClockStrip running={running} now={now} timeZone={timeZone} large={large} />}
      <ProducerMessages messages={shownMessages} timeZone={timeZone} large={large} />
      {connection === 'away' && <ReconnectingMark />}
    </div>
  );
}
