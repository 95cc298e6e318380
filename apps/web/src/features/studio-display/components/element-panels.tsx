import type { ReactNode } from 'react';
import { CLOCK_STRINGS, formatMmSs, ON_AIR_STRINGS, type ActiveClock, type RunningState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { wallTime } from '@/features/clocks';
import { countdown, currentElement } from '../lib/display-times';

interface ElementPanelsProps {
  state: RunningState<ActiveClock>;
  now: Date;
  timeZone: string;
  large: boolean;
  /** Side by side in one row (when an urgent message takes the top of the display). */
  row?: boolean;
}

/** Current and next clock element with their countdowns, and the next hard start back-timed. */
export function ElementPanels({ state, now, timeZone, large, row = false }: ElementPanelsProps) {
  const t = now.getTime();
  const { element: current, byPlan, remaining } = currentElement(state, t);
  const overrun = remaining !== null && remaining < 0;
  const hard = state.hardStart;

  return (
    <div className={cn('grid min-w-0 content-center', large ? 'gap-[2.2vh]' : 'gap-4', row && 'grid-cols-3 gap-[1.5vw]')}>
      <Panel label={ON_AIR_STRINGS.currentElement} tone="current" large={large}>
        {current ? (
          <>
            <Title large={large}>{current.title}</Title>
            <Meta large={large}>
              {byPlan && <span>Etter planen · </span>}
              <span className={cn('tabular font-semibold', overrun ? 'text-red-600 dark:text-red-400' : 'text-foreground')}>
                {remaining === null ? '' : overrun ? `${formatMmSs(-remaining)} over tiden` : `${formatMmSs(remaining)} igjen`}
              </span>
            </Meta>
          </>
        ) : (
          <Title large={large} muted>
            {state.clock ? ON_AIR_STRINGS.noElement : CLOCK_STRINGS.noClockNow}
          </Title>
        )}
      </Panel>

      <Panel label={ON_AIR_STRINGS.nextElement} large={large}>
        {state.next && state.nextIn_s !== null ? (
          <div className="flex items-baseline justify-between gap-[2vw]">
            <Title large={large}>{state.next.title}</Title>
            <Big large={large}>{state.nextIn_s > 0 ? countdown(state.nextIn_s) : 'Nå'}</Big>
          </div>
        ) : state.upcomingClock ? (
          <div className="flex items-baseline justify-between gap-[2vw]">
            <Title large={large}>{state.upcomingClock.name}</Title>
            <Big large={large}>{countdown(Math.round((Date.parse(state.upcomingClock.starts_at) - t) / 1000))}</Big>
          </div>
        ) : (
          <Title large={large} muted>
            Ingen flere elementer i dag
          </Title>
        )}
      </Panel>

      <Panel label={ON_AIR_STRINGS.hardStart} tone={hard && hard.backtime_s > 0 ? 'behind' : undefined} large={large}>
        {hard ? (
          <>
            <div className="flex items-baseline justify-between gap-[2vw]">
              <Title large={large}>
                {hard.element.title} <span className="tabular font-medium text-muted-foreground">kl. {wallTime(hard.at, timeZone)}</span>
              </Title>
              <Big large={large}>{countdown(hard.in_s)}</Big>
            </div>
            <Meta large={large}>
              <span
                className={cn(
                  'tabular font-semibold',
                  hard.backtime_s > 0 ? 'text-red-600 dark:text-red-400' : hard.backtime_s < 0 ? 'text-blue-700 dark:text-blue-300' : 'text-green-700 dark:text-green-400',
                )}
              >
                {hard.backtime_s > 0 ? `${formatMmSs(hard.backtime_s)} for mye – kutt før` : hard.backtime_s < 0 ? `${formatMmSs(-hard.backtime_s)} å fylle` : 'Går opp'}
              </span>
            </Meta>
          </>
        ) : (
          <Title large={large} muted>
            Ingen faste starter de neste to timene
          </Title>
        )}
      </Panel>
    </div>
  );
}

const TONES = {
  current: 'border-red-500/50 bg-red-500/[0.07]',
  behind: 'border-amber-500/60 bg-amber-500/[0.09]',
} as const;

function Panel({ label, tone, large, children }: { label: string; tone?: keyof typeof TONES; large: boolean; children: ReactNode }) {
  return (
    <section aria-label={label} className={cn('grid min-w-0 gap-[0.6vh] border bg-card', large ? 'rounded-[1vw] px-[1.8vw] py-[1.8vh]' : 'rounded-xl p-4', tone && TONES[tone])}>
      <h2 className={cn('font-semibold uppercase tracking-wider text-muted-foreground', large ? 'text-[clamp(0.9rem,2.1vh,1.6rem)]' : 'text-xs')}>{label}</h2>
      {children}
    </section>
  );
}

function Title({ large, muted, children }: { large: boolean; muted?: boolean; children: ReactNode }) {
  return (
    <p className={cn('min-w-0 truncate font-bold leading-tight', large ? 'text-[clamp(1.5rem,5vh,4.2rem)]' : 'text-2xl', muted && 'font-medium text-muted-foreground')}>
      {children}
    </p>
  );
}

function Big({ large, children }: { large: boolean; children: ReactNode }) {
  return <span className={cn('tabular shrink-0 font-bold leading-none', large ? 'text-[clamp(2rem,7vh,6rem)]' : 'text-3xl')}>{children}</span>;
}

function Meta({ large, children }: { large: boolean; children: ReactNode }) {
  return <p className={cn('text-muted-foreground', large ? 'text-[clamp(1rem,3vh,2.4rem)]' : 'text-base')}>{children}</p>;
}
