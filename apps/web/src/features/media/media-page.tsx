import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UploadCloud } from 'lucide-react';
import { MEDIA_STRINGS } from '@studioportal/shared';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingScreen } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMediaList, useMediaLive } from './api';
import { DropZone } from './components/drop-zone';
import { MediaDetail } from './components/media-detail';
import { MediaList } from './components/media-list';
import { UploadButton } from './components/upload-button';
import { UploadProgressList } from './components/upload-progress-list';

const KIND_FILTERS = [
  { value: 'all', label: 'Alle' },
  { value: 'audio', label: 'Lyd' },
  { value: 'image', label: 'Bilder' },
] as const;
type KindFilter = (typeof KIND_FILTERS)[number]['value'];

/** /media: upload by button or drag and drop, watch processing live, play, mark cue points. */
export default function MediaPage() {
  useMediaLive();
  const { data, isPending } = useMediaList();
  const [params, setParams] = useSearchParams();
  const [kind, setKind] = useState<KindFilter>('all');
  const [filter, setFilter] = useState('');
  const selectedId = params.get('id');
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: true });

  const items = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase('nb-NO');
    return (data?.media ?? []).filter(
      (m) => (kind === 'all' || m.kind === kind) && (!needle || `${m.title} ${m.tags.join(' ')}`.toLocaleLowerCase('nb-NO').includes(needle)),
    );
  }, [data, kind, filter]);
  const selected = data?.media.find((m) => m.id === selectedId) ?? null;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">Mediebibliotek</h1>
        <UploadButton maxBytes={data?.max_bytes} onUploaded={(m) => select(m.id)} />
      </div>
      <DropZone maxBytes={data?.max_bytes} onUploaded={(m) => select(m.id)}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <section aria-label="Bibliotek" className="grid content-start gap-3">
            <div className="flex flex-wrap gap-2">
              <div role="radiogroup" aria-label="Type" className="inline-flex rounded-lg border bg-card p-0.5">
                {KIND_FILTERS.map((f) => (
                  <button
                    key={f.value}
                    type="button"
                    role="radio"
                    aria-checked={kind === f.value}
                    onClick={() => setKind(f.value)}
                    className={cn(
                      'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      kind === f.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {f.label}
                  </button>
                ))}
              </div>
              <Input className="min-w-0 flex-1" aria-label="Filtrer på navn eller etikett" placeholder="Filtrer …" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </div>
            <UploadProgressList />
            {isPending ? (
              <LoadingScreen message="Laster mediefiler …" className="min-h-40" />
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
                <UploadCloud aria-hidden className="size-8" />
                <p>{(data?.media.length ?? 0) === 0 ? MEDIA_STRINGS.empty : 'Ingen filer passer filteret.'}</p>
                <p className="text-xs">{MEDIA_STRINGS.dropHint}</p>
              </div>
            ) : (
              <MediaList items={items} selectedId={selectedId} onSelect={select} />
            )}
          </section>
          <Card className="min-h-64">
            <CardContent className="p-5">
              {selected ? (
                <MediaDetail key={selected.id} item={selected} onDeleted={() => select(null)} />
              ) : (
                <div className="flex min-h-56 flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground">
                  <UploadCloud aria-hidden className="size-8" />
                  <p>Velg en fil i listen for å spille den av og sette markører, eller dra nye filer hit.</p>
                </div>
              )}
            </CardContent>
          </Card>
        </div>
      </DropZone>
    </div>
  );
}
