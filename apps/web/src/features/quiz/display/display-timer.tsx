import { cn } from '@/lib/cn';
import type { Countdown } from '../live/countdown';
import { LIVE } from '../live/strings';
import { countdownLabel } from '../live/timer-view';
import styles from './quiz-display.module.css';

/**
 * The question's clock on the studio screen: "Gjør deg klar" and the seconds to the opening, then
 * the seconds left, "Tiden er ute", "Pause" or "Svarene er låst".
 */
export function DisplayTimer({ countdown }: { countdown: Countdown }) {
  const label = countdownLabel(countdown);
  if (!label) return null;
  const figure = countdown.phase === 'countdown' || countdown.phase === 'open' || countdown.phase === 'paused' ? countdown.seconds : null;
  const urgent = countdown.phase === 'open' && figure !== null && figure <= 5;
  const ended = countdown.phase === 'closed' || countdown.phase === 'locked';
  return (
    <div className={styles.timer} data-testid="quiz-display-timer" data-phase={countdown.phase}>
      <p aria-live="polite" className={cn(styles.timerLabel, ended ? 'text-red-600 dark:text-red-400' : countdown.phase === 'open' ? 'text-muted-foreground' : '')}>
        {countdown.phase === 'open' ? LIVE.timeLeft : label}
      </p>
      {figure !== null && (
        <p className={cn(styles.timerFigure, urgent && 'text-red-600 dark:text-red-400', countdown.phase === 'countdown' && 'text-muted-foreground')}>
          <span aria-hidden>{figure}</span>
          <span className="sr-only">{countdown.phase === 'countdown' ? LIVE.opensIn(figure) : LIVE.secondsLeft(figure)}</span>
        </p>
      )}
    </div>
  );
}

/** The share of the answer window left, as a bar across the screen. */
export function DisplayTimerBar({ countdown }: { countdown: Countdown }) {
  if (countdown.fraction === null) return null;
  const urgent = countdown.phase === 'open' && countdown.seconds !== null && countdown.seconds <= 5;
  return (
    <div aria-hidden className={cn(styles.bar, 'bg-foreground/10')}>
      <div
        className={cn(styles.barFill, countdown.phase === 'countdown' ? 'bg-muted-foreground/40' : urgent || countdown.phase === 'closed' ? 'bg-red-600' : 'bg-primary')}
        style={{ width: `${countdown.fraction * 100}%` }}
      />
    </div>
  );
}
