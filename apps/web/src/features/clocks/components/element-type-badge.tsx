import { CLOCK_ELEMENT_TYPE_COLORS, CLOCK_ELEMENT_TYPE_LABELS, type ClockElementType } from '@studioportal/shared';
import { cn } from '@/lib/cn';

/** The element type as a coloured dot and its Norwegian name (same colour as its pie slice). */
export function ElementTypeBadge({ type, className }: { type: ClockElementType; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground', className)}>
      <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: CLOCK_ELEMENT_TYPE_COLORS[type] }} />
      {CLOCK_ELEMENT_TYPE_LABELS[type]}
    </span>
  );
}
