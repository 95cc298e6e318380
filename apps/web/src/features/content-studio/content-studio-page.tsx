import { useSearchParams } from 'react-router';
import { FileText, Plus } from 'lucide-react';
import {
  DEFAULT_SPEAKING_RATE_WPM,
  EDITORIAL_STATUS_COLORS,
  EDITORIAL_STATUS_LABELS,
  EDITORIAL_STRINGS,
  formatReadTime,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useContentSettings, useCreateEditorial, useEditorialList, useEditorialLive } from '@/features/editorial';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { ScriptEditor } from './components/script-editor';

/** /content-studio: the writing desk for scripts, with live preview and read-aloud time. */
export default function ContentStudioPage() {
  useEditorialLive();
  const { data, isPending } = useEditorialList();
  const settings = useContentSettings();
  const create = useCreateEditorial();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: true });
  const items = data?.items ?? [];
  const selected = items.find((i) => i.id === selectedId) ?? null;
  const wpm = settings.data?.speaking_rate_wpm ?? DEFAULT_SPEAKING_RATE_WPM;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{EDITORIAL_STRINGS.studioTitle}</h1>
        <Button
          onClick={() =>
            create.mutate(
              { title: 'Nytt manus', status: 'in_progress' },
              {
                onSuccess: ({ item }) => select(item.id),
                onError: (error) => toast({ title: 'Kunne ikke lage manus', description: errorMessage(error), variant: 'destructive' }),
              },
            )
          }
          disabled={create.isPending}
        >
          <Plus aria-hidden />
          {EDITORIAL_STRINGS.newScript}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <nav aria-label="Manusliste" className={cn('grid content-start gap-1.5', selected && 'hidden lg:grid')}>
          {isPending ? (
            <LoadingScreen message="Laster manus …" className="min-h-32" />
          ) : items.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Ingen manus ennå. Trykk «{EDITORIAL_STRINGS.newScript}».</p>
          ) : (
            items.map((i) => (
              <button
                key={i.id}
                type="button"
                aria-current={i.id === selectedId ? 'true' : undefined}
                onClick={() => select(i.id)}
                className={cn(
                  'grid gap-0.5 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  i.id === selectedId ? 'border-primary bg-primary/10' : 'bg-card',
                )}
              >
                <span className="truncate font-medium">{i.title}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: EDITORIAL_STATUS_COLORS[i.status] }} />
                  {EDITORIAL_STATUS_LABELS[i.status]} · {formatReadTime(i.read_time_s)}
                </span>
              </button>
            ))
          )}
        </nav>
        <Card className={cn('min-h-72', !selected && 'hidden lg:block')}>
          <CardContent className="p-4 sm:p-5">
            {selected ? (
              <>
                <Button variant="link" className="mb-2 h-auto p-0 lg:hidden" onClick={() => select(null)}>
                  ← Alle manus
                </Button>
                <ScriptEditor key={selected.id} item={selected} wordsPerMinute={wpm} onDeleted={() => select(null)} />
              </>
            ) : (
              <div className="flex min-h-64 flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground">
                <FileText aria-hidden className="size-8" />
                <p>Velg et manus, eller lag et nytt. Lesetiden regnes ut mens du skriver ({wpm} ord i minuttet).</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
