import { Clock, Link2, Radio } from 'lucide-react';
import { EDITORIAL_STRINGS, formatReadTime, type EditorialItem, type EditorialStatus, displayChatColor } from '@studioportal/shared';
import { displayName, initials, readableTextOn } from '@/lib/people';
import { StatusSelect } from './editorial-fields';

interface EditorialCardProps {
  item: EditorialItem;
  onOpen: () => void;
  onMove: (status: EditorialStatus) => void;
}

/** A card on the board. Drag it to another column, or use its status menu (keyboard and touch). */
export function EditorialCard({ item, onOpen, onMove }: EditorialCardProps) {
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData('text/x-editorial-id', item.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className="grid cursor-grab gap-2 rounded-lg border bg-card p-3 shadow-sm active:cursor-grabbing"
    >
      <button type="button" onClick={onOpen} className="text-left font-medium leading-snug hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {item.title}
      </button>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {item.read_time_s > 0 && (
          <span className="inline-flex items-center gap-1" title={EDITORIAL_STRINGS.readTime}>
            <Clock aria-hidden className="size-3" />
            <span className="sr-only">{EDITORIAL_STRINGS.readTime}</span>
            {formatReadTime(item.read_time_s)}
          </span>
        )}
        {item.show_label && (
          <span className="inline-flex items-center gap-1">
            <Radio aria-hidden className="size-3" />
            {item.show_label}
          </span>
        )}
        {item.target && (
          <span className="inline-flex min-w-0 items-center gap-1">
            <Link2 aria-hidden className="size-3 shrink-0" />
            <span className="truncate">{item.target.label ?? 'Elementet finnes ikke lenger'}</span>
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        {item.responsible ? (
          <span className="inline-flex min-w-0 items-center gap-1.5 text-xs">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full text-[10px] font-semibold"
              style={{ backgroundColor: displayChatColor(item.responsible), color: readableTextOn(displayChatColor(item.responsible)) }}
            >
              {initials(item.responsible.full_name)}
            </span>
            <span className="truncate">{displayName(item.responsible.full_name)}</span>
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">{EDITORIAL_STRINGS.nobody} ansvarlig</span>
        )}
        <StatusSelect value={item.status} onChange={onMove} label={`Status for ${item.title}`} className="ml-auto h-9 w-36 text-xs" />
      </div>
    </li>
  );
}
