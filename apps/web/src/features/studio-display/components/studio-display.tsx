import { useQuery } from '@tanstack/react-query';
import { runningState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/datetime';
import { dayQuery, useActiveClocksRealtime, useStationDay } from '@/features/clocks';
import { useCurrentShow, useDisplayMessages, useDisplayMessagesSync, useOnAir, useOnAirSync } from '@/features/on-air';
import { useCatchUpOnReconnect } from '../hooks/use-catch-up';
import { useHideGlobalBanners } from '../hooks/use-hide-global-banners';
import { useUrgentQueue } from '../hooks/use-urgent-queue';
import { useWakeLock } from '../hooks/use-wake-lock';
import { AnalogClock } from './analog-clock';
import { ElementPanels } from './element-panels';
import { OnAirLight } from './on-air-light';
import { ProducerMessages } from './producer-messages';
import { ReconnectingMark } from './reconnecting-mark';
import { ShowHeading } from './show-heading';
import { UrgentTakeover } from './urgent-takeover';

/**
 * The studio display. Everything that moves is computed from the local clock every second (the
 * clock, countdowns, back-timing), so it keeps going while the network is away; the data behind it
 * (clocks, ON AIR, messages, the show) arrives live and is fetched again when the connection returns.
 */
export function StudioDisplay({ variant }: { variant: 'large' | 'embedded' }) {
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
  // While an urgent message takes the top of the screen, the clock face gives way so that the
  // countdowns still fit (a 1280×720 TV has no room for both).
  const squeezed = large && urgent.queue.length > 0;

  const state = runningState(clocks.data?.clocks ?? [], now);
  const digital = formatClock(now, timeZone);

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

      <div
        className={cn(
          'grid min-h-0 flex-1 items-center',
          large ? 'grid-cols-[auto_minmax(0,1fr)] gap-[3vw] px-[3vw] py-[2.5vh]' : 'gap-6 lg:grid-cols-[auto_minmax(0,1fr)]',
          squeezed && 'grid-cols-1 content-center gap-[2vh]',
        )}
      >
        <div className={cn('flex min-h-0 flex-col items-center', large ? 'h-full justify-center gap-[1.5vh]' : 'gap-3', squeezed && 'h-auto')}>
          {!squeezed && (
            <AnalogClock now={now} timeZone={timeZone} className={large ? 'min-h-0 w-auto max-h-[50vh] max-w-[34vw] flex-1' : 'h-64 sm:h-80'} />
          )}
          <time
            role="timer"
            aria-label={`Klokken er ${digital}`}
            dateTime={now.toISOString()}
            data-testid="display-digital-clock"
            className={cn('tabular font-bold leading-none tracking-tight', large ? 'text-[clamp(2.5rem,11vh,9rem)]' : 'text-6xl')}
          >
            {digital}
          </time>
        </div>
        <ElementPanels state={state} now={now} timeZone={timeZone} large={large} row={squeezed} />
      </div>

      <ProducerMessages messages={messages.data ?? []} timeZone={timeZone} large={large} />
      {connection === 'away' && <ReconnectingMark />}
    </div>
  );
}
