import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotebookPen, Plus } from 'lucide-react';
import { NOTE_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useCreateNote, useNotes, useNotesLive } from './api';
import { NoteEditor } from './components/note-editor';
import { NotesList } from './components/notes-list';

const SCOPES = [
  { value: 'all', label: 'Alle' },
  { value: 'mine', label: 'Mine' },
  { value: 'shared', label: 'Delte' },
] as const;
type Scope = (typeof SCOPES)[number]['value'];

/** /notes: personal and shared markdown notes with tags and pinning, saved as you type. */
export default function NotesPage() {
  const { userProfile } = useAuth();
  useNotesLive(userProfile?.id);
  const { data, isPending } = useNotes();
  const create = useCreateNote();
  const [params, setParams] = useSearchParams();
  const [scope, setScope] = useState<Scope>('all');
  const [filter, setFilter] = useState('');
  const selectedId = params.get('id');
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: true });

  const notes = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase('nb-NO');
    return (data?.notes ?? []).filter(
      (n) =>
        (scope === 'all' || (scope === 'mine' ? n.owner_id === userProfile?.id : n.visibility === 'shared')) &&
        (!needle || `${n.title} ${n.body} ${n.tags.join(' ')}`.toLocaleLowerCase('nb-NO').includes(needle)),
    );
  }, [data, scope, filter, userProfile?.id]);
  const selected = data?.notes.find((n) => n.id === selectedId) ?? null;

  const newNote = () =>
    create.mutate(
      {},
      {
        onSuccess: ({ note }) => setParams({ id: note.id, ny: '1' }, { replace: true }),
        onError: (error) => toast({ title: 'Kunne ikke lage notat', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">Notater</h1>
        <RequiresNetwork>
          {({ offline, controlProps }) => (
            <Button onClick={newNote} disabled={create.isPending || offline} {...controlProps}>
              <Plus aria-hidden />
              {NOTE_STRINGS.newNote}
            </Button>
          )}
        </RequiresNetwork>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Notatliste" className={cn('grid content-start gap-3', selected && 'hidden lg:grid')}>
          <div className="flex flex-wrap gap-2">
            <div role="radiogroup" aria-label="Vis" className="inline-flex rounded-lg border bg-card p-0.5">
              {SCOPES.map((s) => (
                <button
                  key={s.value}
                  type="button"
                  role="radio"
                  aria-checked={scope === s.value}
                  onClick={() => setScope(s.value)}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    scope === s.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {s.label}
                </button>
              ))}
            </div>
            <Input className="min-w-0 flex-1" aria-label="Filtrer notater" placeholder="Filtrer …" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
          {isPending ? (
            <LoadingScreen message="Laster notater …" className="min-h-40" />
          ) : notes.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
              {(data?.notes.length ?? 0) === 0 ? NOTE_STRINGS.empty : 'Ingen notater passer filteret.'}
            </p>
          ) : (
            <NotesList notes={notes} selectedId={selectedId} onSelect={select} />
          )}
        </section>
        <Card className={cn('min-h-72', !selected && 'hidden lg:block')}>
          <CardContent className="p-4 sm:p-5">
            {selected ? (
              <>
                <Button variant="link" className="mb-2 h-auto p-0 lg:hidden" onClick={() => select(null)}>
                  ← Alle notater
                </Button>
                <NoteEditor key={selected.id} note={selected} autoFocus={params.get('ny') === '1'} onDeleted={() => select(null)} />
              </>
            ) : (
              <div className="flex min-h-64 flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground">
                <NotebookPen aria-hidden className="size-8" />
                <p>Velg et notat, eller trykk «{NOTE_STRINGS.newNote}» for å skrive et nytt.</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
