import { useState } from 'react';
import { EDITORIAL_STATUS_COLORS, EDITORIAL_STATUS_LABELS, EDITORIAL_STATUSES, EDITORIAL_STRINGS, type EditorialItem, type EditorialStatus } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { EditorialCard } from './editorial-card';

interface BoardViewProps {
  items: EditorialItem[];
  onOpen: (item: EditorialItem) => void;
  onMove: (item: EditorialItem, status: EditorialStatus) => void;
}

/** Four columns, one per status; cards move by drag and drop or by their status menu. */
export function BoardView({ items, onOpen, onMove }: BoardViewProps) {
  const [dropTarget, setDropTarget] = useState<EditorialStatus | null>(null);
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      {EDITORIAL_STATUSES.map((status) => {
        const column = items.filter((i) => i.status === status);
        return (
          <section
            key={status}
            aria-label={EDITORIAL_STATUS_LABELS[status]}
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes('text/x-editorial-id')) return;
              e.preventDefault();
              setDropTarget(status);
            }}
            onDragLeave={() => setDropTarget((s) => (s === status ? null : s))}
            onDrop={(e) => {
              const id = e.dataTransfer.getData('text/x-editorial-id');
              setDropTarget(null);
              const item = items.find((i) => i.id === id);
              if (item && item.status !== status) onMove(item, status);
            }}
            className={cn('grid content-start gap-2 rounded-xl border bg-muted/40 p-2 transition-colors', dropTarget === status && 'border-primary bg-primary/10')}
          >
            <h2 className="flex items-center gap-2 px-1 pt-1 text-sm font-semibold">
              <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: EDITORIAL_STATUS_COLORS[status] }} />
              {EDITORIAL_STATUS_LABELS[status]}
              <span className="ml-auto text-xs font-normal text-muted-foreground tabular-nums">{column.length}</span>
            </h2>
            {column.length === 0 ? (
              <p className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">{EDITORIAL_STRINGS.emptyColumn}</p>
            ) : (
              <ul className="grid gap-2">
                {column.map((item) => (
                  <EditorialCard key={item.id} item={item} onOpen={() => onOpen(item)} onMove={(s) => onMove(item, s)} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
