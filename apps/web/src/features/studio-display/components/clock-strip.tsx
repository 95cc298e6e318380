import { ON_AIR_STRINGS, formatMmSs } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/datetime';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { countdown, currentElement } from '../lib/display-times';

/**
 * One band across a display whose panel is not the clock (a quiz, the mind reader): the wall
 * clock, the element on air with its time left, and the next hard start, so the studio never
 * loses the hour while the game has the screen.
 */
export function ClockStrip({ running, now, timeZone, large }: Pick<DisplayPanelProps, 'running' | 'now' | 'timeZone' | 'large'>) {
  const { element, remaining } = currentElement(running, now.getTime());
  const hard = running.hardStart;
  const digital = formatClock(now, timeZone);
  return (
    <section
      aria-label="Klokka"
      data-testid="display-clock-strip"
      className={cn(
        'grid shrink-0 grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] items-center gap-[2vw] border-t bg-card',
        large ? 'px-[3vw] py-[1.6vh] text-[clamp(1rem,3.2vh,2.6rem)]' : 'rounded-xl px-4 py-3 text-lg',
      )}
    >
      <time role="timer" aria-label={`Klokken er ${digital}`} dateTime={now.toISOString()} className="tabular font-bold leading-none">
        {digital}
      </time>
      <p className="min-w-0 truncate">
        <span className="text-muted-foreground">{ON_AIR_STRINGS.currentElement}: </span>
        {element ? (
          <>
            <span className="font-semibold">{element.title}</span>{' '}
            {remaining !== null && (
              <span className={cn('tabular font-bold', remaining < 0 && 'text-red-600 dark:text-red-400')}>
                {remaining < 0 ? `+${formatMmSs(-remaining)}` : formatMmSs(remaining)}
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">–</span>
        )}
      </p>
      <p className="min-w-0 truncate text-right">
        <span className="text-muted-foreground">{ON_AIR_STRINGS.hardStart}: </span>
        {hard ? (
          <>
            <span className="font-semibold">{hard.element.title}</span> <span className="tabular font-bold">{countdown(hard.in_s)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">–</span>
        )}
      </p>
    </section>
  );
}
