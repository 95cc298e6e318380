import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Anchor, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { formatMmSs } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DraftElement } from '../lib/draft';
import { moveItem } from '../lib/move-item';
import { ElementMedia } from './element-media';
import { ElementTypeBadge } from './element-type-badge';
import { PersonChip } from './person-chip';

interface ElementListProps {
  elements: DraftElement[];
  issuesByKey: ReadonlyMap<string, string[]>;
  readOnly: boolean;
  people: ReadonlyMap<string, { id: string; full_name: string | null; chat_color: string | null }>;
  highlightKey: string | null;
  onHighlight: (key: string | null) => void;
  onReorder: (from: number, to: number) => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
}

interface DragState {
  key: string;
  from: number;
  to: number;
  /** Row midpoints (without the dragged row) taken when the drag began, so rows moving under the pointer cannot make it jitter. */
  midpoints: number[];
}

/**
 * The template's elements in order. Reorder by dragging the handle (mouse, pen or touch) or with
 * the arrow keys on the focused handle; the list shows the new order while dragging.
 */
export function ElementList({ elements, issuesByKey, readOnly, people, highlightKey, onHighlight, onReorder, onEdit, onDelete }: ElementListProps) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [drag, setDrag] = useState<DragState | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const shown = drag ? moveItem(elements, drag.from, drag.to) : elements;

  const startDrag = (event: PointerEvent<HTMLButtonElement>, key: string, index: number) => {
    if (readOnly || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const midpoints = elements
      .filter((e) => e.key !== key)
      .map((e) => {
        const rect = rows.current.get(e.key)?.getBoundingClientRect();
        return rect ? rect.top + rect.height / 2 : 0;
      });
    setDrag({ key, from: index, to: index, midpoints });
  };

  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const to = drag.midpoints.filter((mid) => event.clientY > mid).length;
    if (to !== drag.to) setDrag({ ...drag, to });
  };

  const endDrag = () => {
    if (!drag) return;
    if (drag.to !== drag.from) {
      onReorder(drag.from, drag.to);
      const title = elements[drag.from]?.title || 'Elementet';
      setAnnouncement(`«${title}» flyttet til plass ${drag.to + 1} av ${elements.length}.`);
    }
    setDrag(null);
  };

  const keyMove = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || readOnly) return;
    event.preventDefault();
    if (to < 0 || to >= elements.length) return;
    onReorder(index, to);
    setAnnouncement(`«${elements[index]?.title || 'Elementet'}» flyttet til plass ${to + 1} av ${elements.length}.`);
  };

  if (elements.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
        {readOnly ? 'Klokka har ingen elementer.' : 'Ingen elementer ennå. Legg til nyheter, musikk, reklame og prat for timen.'}
      </p>
    );
  }

  return (
    <>
      <ol aria-label="Elementer i klokka" className="grid gap-1.5">
        {shown.map((element) => {
          const index = elements.findIndex((e) => e.key === element.key);
          const issues = issuesByKey.get(element.key) ?? [];
          const responsible = element.responsible_id ? people.get(element.responsible_id) : undefined;
          const label = element.title || 'Uten tittel';
          return (
            <li
              key={element.key}
              ref={(node) => {
                if (node) rows.current.set(element.key, node);
                else rows.current.delete(element.key);
              }}
              data-element-row={element.title}
              onMouseEnter={() => onHighlight(element.key)}
              onMouseLeave={() => onHighlight(null)}
              className={cn(
                'group grid grid-cols-[auto_1fr_auto] items-center gap-x-2 rounded-lg border bg-card px-2 py-2 transition-colors',
                highlightKey === element.key && 'border-primary/60 bg-accent/50',
                drag?.key === element.key && 'border-primary bg-accent shadow-lg ring-2 ring-primary/30',
                issues.length > 0 && 'border-red-500/70',
              )}
            >
              {readOnly ? (
                <span className="w-2" aria-hidden />
              ) : (
                <button
                  type="button"
                  aria-label={`Flytt «${label}»`}
                  aria-describedby="element-move-hint"
                  onPointerDown={(event) => startDrag(event, element.key, index)}
                  onPointerMove={moveDrag}
                  onPointerUp={endDrag}
                  onPointerCancel={() => setDrag(null)}
                  onKeyDown={(event) => keyMove(event, index)}
                  className="flex h-10 w-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
                >
                  <GripVertical className="size-4" aria-hidden />
                </button>
              )}

              <div className="grid min-w-0 gap-1 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:items-center sm:gap-3">
                <span className="tabular font-mono text-xs text-muted-foreground">
                  {formatMmSs(element.start_offset_s)}–{formatMmSs(element.start_offset_s + element.duration_s)}
                </span>
                <div className="min-w-0">
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="truncate text-sm font-medium">{label}</span>
                    {element.hard_start && (
                      <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded bg-foreground/10 px-1.5 py-0.5 text-[11px] font-semibold text-foreground">
                        <Anchor className="size-3" aria-hidden />
                        Fast start
                      </span>
                    )}
                  </div>
                  <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5">
                    <ElementTypeBadge type={element.type} />
                    <span className="tabular text-xs text-muted-foreground">{formatMmSs(element.duration_s)}</span>
                    {responsible && <PersonChip person={responsible} className="text-muted-foreground" />}
                    {element.media && <ElementMedia media={element.media} className="text-muted-foreground" />}
                  </div>
                  {issues.map((issue) => (
                    <p key={issue} className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
                      {issue}
                    </p>
                  ))}
                </div>
              </div>

              <div className="flex items-center">
                <Button variant="ghost" size="icon-sm" onClick={() => onEdit(element.key)} aria-label={readOnly ? `Vis «${label}»` : `Rediger «${label}»`}>
                  <Pencil aria-hidden />
                </Button>
                {!readOnly && (
                  <Button variant="ghost" size="icon-sm" onClick={() => onDelete(element.key)} aria-label={`Slett «${label}»`}>
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <p id="element-move-hint" className="sr-only">
        Dra for å endre rekkefølgen, eller bruk piltastene opp og ned.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
