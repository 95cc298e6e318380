import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PublicProfile, RundownItem, RundownItemPatch, RundownStatus } from '@studioportal/shared';
import { moveItem } from '../lib/move';
import { RundownRow } from './rundown-row';

interface RundownListProps {
  items: RundownItem[];
  canEdit: boolean;
  canSetStatus: boolean;
  staff: PublicProfile[];
  onPatch: (id: string, patch: RundownItemPatch) => Promise<void>;
  onStatus: (id: string, status: RundownStatus) => void;
  onReorder: (ids: string[]) => void;
  onDelete: (item: RundownItem) => void;
}

interface DragState {
  id: string;
  from: number;
  to: number;
  /** Row midpoints (without the dragged row) taken when the drag began, so moving rows cannot make it jitter. */
  midpoints: number[];
}

/**
 * The rundown in order. Reorder by dragging the handle (mouse, pen or touch), with the arrow keys
 * on the focused handle, or with the up/down buttons; the list shows the new order while dragging
 * (the same approach as the clock editor's element list).
 */
export function RundownList({ items, canEdit, canSetStatus, staff, onPatch, onStatus, onReorder, onDelete }: RundownListProps) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [drag, setDrag] = useState<DragState | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const shown = drag ? moveItem(items, drag.from, drag.to) : items;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(moveItem(items, from, to).map((i) => i.id));
    setAnnouncement(`«${items[from]?.topic ?? 'Innslaget'}» flyttet til plass ${to + 1} av ${items.length}.`);
  };

  const handlers = (id: string, index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (!canEdit || event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const midpoints = items
        .filter((i) => i.id !== id)
        .map((i) => {
          const rect = rows.current.get(i.id)?.getBoundingClientRect();
          return rect ? rect.top + rect.height / 2 : 0;
        });
      setDrag({ id, from: index, to: index, midpoints });
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (!drag) return;
      const to = drag.midpoints.filter((mid) => event.clientY > mid).length;
      if (to !== drag.to) setDrag({ ...drag, to });
    },
    onPointerUp: () => {
      if (!drag) return;
      move(drag.from, drag.to);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
      if (to === null || !canEdit) return;
      event.preventDefault();
      move(index, to);
    },
  });

  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {canEdit ? 'Kjøreplanen er tom. Legg til det første innslaget under.' : 'Kjøreplanen er tom.'}
      </p>
    );
  }

  return (
    <>
      <ol aria-label="Kjøreplan" className="grid gap-2">
        {shown.map((item) => {
          const index = items.findIndex((i) => i.id === item.id);
          return (
            <li
              key={item.id}
              data-rundown-item={item.topic}
              ref={(node) => {
                if (node) rows.current.set(item.id, node);
                else rows.current.delete(item.id);
              }}
            >
              <RundownRow
                item={item}
                index={index}
                count={items.length}
                canEdit={canEdit}
                canSetStatus={canSetStatus}
                staff={staff}
                dragging={drag?.id === item.id}
                drag={handlers(item.id, index)}
                onPatch={(patch) => onPatch(item.id, patch)}
                onStatus={(status) => onStatus(item.id, status)}
                onMove={(to) => move(index, to)}
                onDelete={() => onDelete(item)}
              />
            </li>
          );
        })}
      </ol>
      <p id="rundown-move-hint" className="sr-only">
        Dra for å endre rekkefølgen, eller bruk piltastene opp og ned.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
