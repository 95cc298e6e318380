import { formatMmSs, MIND_READER_STRINGS } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { TimeLeft } from '../lib/time-left';
import { MR_WEB } from '../strings';

/**
 * The round's time left as mm:ss, red in the last half minute and "Tiden er ute" at zero. The
 * change to "Tiden er ute" is announced; the seconds are not (a reader saying every second would
 * drown the studio).
 */
export function TimeLeftView({ left, size = 'normal', className }: { left: TimeLeft; size?: 'normal' | 'big'; className?: string }) {
  if (left.phase === 'stopped') return null;
  const urgent = left.phase === 'up' || (left.phase === 'running' && left.seconds <= 30);
  return (
    <div className={cn('grid gap-1', className)} data-testid="mind-reader-time" data-phase={left.phase}>
      <p className={cn('text-sm font-medium text-muted-foreground', size === 'big' && 'text-base')}>{MR_WEB.timeLeft}</p>
      <p
        className={cn(
          'tabular font-mono font-bold leading-none',
          size === 'big' ? 'text-6xl sm:text-7xl' : 'text-4xl',
          urgent && 'text-red-700 dark:text-red-400',
          left.phase === 'ready' && 'text-muted-foreground',
        )}
      >
        <span aria-hidden>{formatMmSs(left.seconds)}</span>
        <span className="sr-only">{left.phase === 'ready' ? `${MR_WEB.timeNotStarted}, ${formatMmSs(left.seconds)}` : MR_WEB.timeLeftSr(formatMmSs(left.seconds))}</span>
      </p>
      <p aria-live="polite" className={cn('text-base font-semibold text-red-700 dark:text-red-400', left.phase !== 'up' && 'sr-only')}>
        {left.phase === 'up' ? MIND_READER_STRINGS.timeUp : ''}
      </p>
    </div>
  );
}
