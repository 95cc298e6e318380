import { AlertTriangle } from 'lucide-react';
import { formatMmSs, rundownTotal, type RundownItem } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** Planned total against the show's length: '42:30 av 60:00', a warning when it is over. */
export function RundownTotal({ items, showSeconds }: { items: RundownItem[]; showSeconds: number }) {
  const total = rundownTotal(items);
  const over = total - showSeconds;
  const share = showSeconds > 0 ? Math.min(1, total / showSeconds) : 0;
  return (
    <div className="grid gap-1.5" role="status" aria-live="polite">
      <p className={cn('flex flex-wrap items-center gap-x-2 text-sm', over > 0 && 'font-semibold text-red-700 dark:text-red-300')}>
        {over > 0 && <AlertTriangle className="size-4" aria-hidden />}
        <span>
          Planlagt <span className="tabular">{formatMmSs(total)}</span> av <span className="tabular">{formatMmSs(showSeconds)}</span>
        </span>
        {over > 0 ? <span>– {formatMmSs(over)} for mye</span> : <span className="text-muted-foreground">({formatMmSs(-over)} ledig)</span>}
      </p>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className={cn('h-full rounded-full', over > 0 ? 'bg-red-500' : 'bg-primary')} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
