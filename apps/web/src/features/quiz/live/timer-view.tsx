import { QUIZ_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { Countdown } from './countdown';
import { LIVE } from './strings';

/** The words for where the clock stands, for screen readers and the line above the figure. */
export function countdownLabel(countdown: Countdown): string | null {
  switch (countdown.phase) {
    case 'countdown':
      return LIVE.getReady;
    case 'open':
      return LIVE.answersOpen;
    case 'closed':
      return QUIZ_STRINGS.timeUp;
    case 'paused':
      return LIVE.paused;
    case 'locked':
      return LIVE.locked;
    case 'none':
      return null;
  }
}

/**
 * The question's clock on the staff screens: what it is doing and the seconds, with a bar for the
 * share of the window left. The bar glides between seconds unless motion is reduced (the global
 * stylesheet turns transitions off then). The phase is announced when it changes; the seconds are
 * not (a reader saying every second would drown the studio).
 */
export function TimerView({ countdown, size = 'normal', className }: { countdown: Countdown; size?: 'normal' | 'big'; className?: string }) {
  const label = countdownLabel(countdown);
  if (!label) return null;
  const seconds = countdown.seconds;
  const showFigure = countdown.phase === 'countdown' || countdown.phase === 'open' || countdown.phase === 'paused';
  const urgent = countdown.phase === 'open' && seconds !== null && seconds <= 5;
  return (
    <div className={cn('grid gap-2', className)} data-testid="quiz-timer" data-phase={countdown.phase}>
      <div className="flex items-baseline justify-between gap-3">
        <p aria-live="polite" className={cn('font-semibold', size === 'big' ? 'text-xl' : 'text-base', countdown.phase === 'closed' && 'text-red-700 dark:text-red-400')}>
          {label}
        </p>
        {showFigure && seconds !== null && (
          <p
            className={cn(
              'tabular font-mono font-bold leading-none',
              size === 'big' ? 'text-6xl' : 'text-4xl',
              urgent && 'text-red-700 dark:text-red-400',
              countdown.phase === 'countdown' && 'text-muted-foreground',
            )}
          >
            <span aria-hidden>{seconds}</span>
            <span className="sr-only">{countdown.phase === 'countdown' ? LIVE.opensIn(seconds) : LIVE.secondsLeft(seconds)}</span>
          </p>
        )}
      </div>
      {countdown.fraction !== null && (
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-foreground/10">
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-1000 ease-linear motion-reduce:transition-none',
              countdown.phase === 'countdown' ? 'bg-muted-foreground/40' : urgent || countdown.phase === 'closed' ? 'bg-red-600' : 'bg-primary',
            )}
            style={{ width: `${countdown.fraction * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
