import { Pin, Users } from 'lucide-react';
import { CONTENT_STRINGS, markdownExcerpt, type Note } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/datetime';


export function NotesList({ notes, selectedId, onSelect }: { notes: Note[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <ul aria-label="Notater" className="grid gap-1.5">
      {notes.map((n) => (
        <li key={n.id}>
          <button
            type="button"
            aria-current={n.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(n.id)}
            className={cn(
              'grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              n.id === selectedId ? 'border-primary bg-primary/10' : 'bg-card',
            )}
          >
            <span className="flex items-center gap-1.5">
              {n.is_pinned && <Pin aria-label="Festet" className="size-3.5 shrink-0 text-primary" />}
              <span className="min-w-0 flex-1 truncate font-medium">{n.title || CONTENT_STRINGS.untitledNote}</span>
              {n.visibility === 'shared' && <Users aria-label="Delt" className="size-3.5 shrink-0 text-muted-foreground" />}
            </span>
            <span className="truncate text-xs text-muted-foreground">{markdownExcerpt(n.body, 120) || 'Tomt notat'}</span>
            <span className="text-[11px] text-muted-foreground">
              {formatDate(n.updated_at)} {formatTime(n.updated_at)}
              {n.tags.length > 0 && ` · ${n.tags.map((t) => `#${t}`).join(' ')}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
