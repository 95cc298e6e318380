import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { LIVE } from './strings';

/** Places gained (↑ green) or lost (↓ red) since the last leaderboard, "–" unchanged, "Ny" new. */
export function MovementMark({ movement, className }: { movement: number | null; className?: string }) {
  if (movement === null) {
    return (
      <span className={cn('text-[0.75em] font-semibold uppercase tracking-wide text-blue-700 dark:text-blue-300', className)}>
        <span aria-hidden>{LIVE.newEntry}</span>
        <span className="sr-only">{LIVE.newEntryLong}</span>
      </span>
    );
  }
  if (movement === 0) {
    return (
      <span className={cn('inline-flex items-center text-muted-foreground', className)}>
        <Minus aria-hidden className="size-[1em]" />
        <span className="sr-only">{LIVE.unmoved}</span>
      </span>
    );
  }
  const up = movement > 0;
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <span className={cn('tabular inline-flex items-center gap-0.5 font-semibold', up ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400', className)}>
      <Icon aria-hidden className="size-[1em]" />
      <span aria-hidden>{Math.abs(movement)}</span>
      <span className="sr-only">{up ? LIVE.movedUp(movement) : LIVE.movedDown(-movement)}</span>
    </span>
  );
}
