import { badgeText, unreadAnnouncement } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** The red pill with the unread count ("99+" at most); its words for screen readers become part of the control's name. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="notifications-unread"
      className={cn(
        'tabular inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] font-bold leading-none text-white',
        className,
      )}
    >
      <span aria-hidden>{badgeText(count)}</span>
      <span className="sr-only">{unreadAnnouncement(count)}</span>
    </span>
  );
}

/**
 * Says the count politely when it changes (never on the first render, so a page load is quiet).
 * Mounted once, in the bell, so a change is announced once.
 */
export function UnreadAnnouncer({ count, ready }: { count: number; ready: boolean }) {
  return (
    <span role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="notifications-live">
      {ready ? unreadAnnouncement(count) : ''}
    </span>
  );
}
