import { cn } from '@/lib/cn';
import { newCountText } from './format';

/** The number of new listener messages as a pill ('99+' beyond that); says it in words to screen readers. */
export function NewCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="listener-new-count"
      className={cn(
        'tabular inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] font-bold leading-none text-white',
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{newCountText(count)}</span>
    </span>
  );
}
