import type { ReactNode } from 'react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { countdown, currentElement, timeLeft } from '../lib/display-times';
import { WallClock } from './wall-clock';

/**
 * One band across a display whose panel is not the clock (a quiz, the mind reader): the wall
 * clock, the element on air with its time left, and the next hard start, so the studio never
 * loses the hour while the game has the screen. Names give way (truncated); numbers never do.
 */
export function ClockStrip({ running, now, timeZone, large }: Pick<DisplayPanelProps, 'running' | 'now' | 'timeZone' | 'large'>) {
  const { element, remaining } = currentElement(running, now.getTime());
  const left = remaining === null ? null : timeLeft(remaining);
  const hard = running.hardStart;
  return (
    <section
      aria-label={ON_AIR_STRINGS.clockStrip}
      data-testid="display-clock-strip"
      className={cn(
        'grid shrink-0 items-center gap-x-[2vw] gap-y-1 border-t bg-card',
        large
          ? 'grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] px-[3vw] py-[1.4vh] text-[clamp(0.9rem,min(3.2vh,2.2vw),4rem)] portrait:grid-cols-[auto_minmax(0,1fr)]'
          : 'rounded-xl px-4 py-3 text-base sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] sm:text-lg',
      )}
    >
      <WallClock now={now} timeZone={timeZone} large={large} typeClass="text-[1.6em]" />
      <Item label={ON_AIR_STRINGS.currentElement} name={element?.title}>
        {left && <span className={cn(left.over && 'text-red-600 dark:text-red-400')}>{left.text}</span>}
      </Item>
      <Item label={ON_AIR_STRINGS.hardStart} name={hard?.element.title}>
        {hard && countdown(hard.in_s)}
      </Item>
    </section>
  );
}

/** Label and name shrink (truncated) so the figure after them always shows whole. */
function Item({ label, name, children }: { label: string; name: string | undefined; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-baseline gap-[0.4em] portrait:col-span-full">
      <span className="min-w-0 truncate">
        <span className="text-muted-foreground">{label}: </span>
        <span className="font-semibold">{name ?? '–'}</span>
      </span>{' '}
      {children && <span className="tabular shrink-0 whitespace-nowrap font-bold">{children}</span>}
    </p>
  );
}
