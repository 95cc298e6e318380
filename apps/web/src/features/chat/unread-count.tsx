import { cn } from '@/lib/cn';

/** A red pill with the number of unread messages ('99+' beyond that); says it in words to screen readers. */
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span
      data-testid="chat-unread"
      className={cn(
        'tabular inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] font-bold leading-none text-white',
        className,
      )}
    >
      <span aria-hidden>{shown}</span>
      <span className="sr-only">{count === 1 ? '1 ulest melding' : `${count} uleste meldinger`}</span>
    </span>
  );
}
