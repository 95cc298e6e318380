import { Image as ImageIcon, Music } from 'lucide-react';
import { formatDuration, MEDIA_FORMAT_INFO, type MediaItem } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { ProcessingBadge } from './processing-badge';

/** The library as a list of selectable rows; the selected one opens in the detail panel. */
export function MediaList({ items, selectedId, onSelect }: { items: MediaItem[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <ul aria-label="Mediefiler" className="grid gap-1.5">
      {items.map((m) => {
        const selected = m.id === selectedId;
        return (
          <li key={m.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(m.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected ? 'border-primary bg-primary/10' : 'bg-card',
              )}
            >
              {m.kind === 'image' ? (
                <img src={m.url} alt="" className="size-10 shrink-0 rounded-md border bg-muted object-cover" loading="lazy" />
              ) : (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary">
                  <Music aria-hidden className="size-5" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{m.title}</span>
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  {m.kind === 'image' && <ImageIcon aria-hidden className="size-3" />}
                  {MEDIA_FORMAT_INFO[m.format].label}
                  {m.duration_ms !== null && ` · ${formatDuration(m.duration_ms / 1000)}`}
                  {m.markers.length > 0 && ` · ${m.markers.length} ${m.markers.length === 1 ? 'markør' : 'markører'}`}
                </span>
              </span>
              <ProcessingBadge processing={m.processing} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
