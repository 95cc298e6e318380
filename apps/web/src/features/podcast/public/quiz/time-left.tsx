import { cn } from '@/lib/cn';

/**
 * Time left as words and as a bar. The words are the timer (not a live region: a screen reader
 * is not told every second); the bar repeats them for the eye and is hidden from it. Under
 * reduced motion the bar has no transition and moves only with the seconds (use-server-now.ts).
 */
export function TimeLeft({ msLeft, totalMs, label, tone = 'primary' }: { msLeft: number; totalMs: number; label: (seconds: number) => string; tone?: 'primary' | 'muted' }) {
  const seconds = Math.ceil(msLeft / 1000);
  const share = totalMs > 0 ? Math.min(1, Math.max(0, msLeft / totalMs)) : 0;
  const urgent = tone === 'primary' && seconds <= 5;
  return (
    <div className="grid gap-1.5">
      <p role="timer" className={cn('tabular text-sm font-semibold', urgent ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
        {label(seconds)}
      </p>
      <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn(
            'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-300 motion-safe:ease-linear',
            tone === 'muted' ? 'bg-muted-foreground/50' : urgent ? 'bg-red-600' : 'bg-primary',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
