import { displayChatColor, type PersonRef } from '@studioportal/shared';
import { displayName } from '@/lib/people';
import { cn } from '@/lib/cn';

/** A colleague with their own colour (PRODUCT.md: one colour per person everywhere). */
export function PersonChip({ person, className }: { person: PersonRef; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1.5 text-xs', className)}>
      <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: displayChatColor(person) }} />
      <span className="truncate">{displayName(person.full_name)}</span>
    </span>
  );
}
