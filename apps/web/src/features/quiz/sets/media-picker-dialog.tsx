import { useId, useState } from 'react';
import { ImageIcon, Music } from 'lucide-react';
import { formatMmSs, type QuizMediaRef } from '@studioportal/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { LoadState } from '../components/load-state';
import { QUIZ_WEB } from '../strings';
import { filterMedia, mediaRefOf, useMediaLibrary, type MediaKindFilter } from './media-library';

/** More rows than this make the dialog slow to scroll through; searching narrows it instead. */
const SHOWN_MAX = 60;

interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selectedId: string | null;
  onPick: (media: QuizMediaRef) => void;
  /** Offer one kind only (a sponsor's logo is a picture); the kind filter is left out then. */
  only?: Exclude<MediaKindFilter, 'all'>;
  /** The dialog's heading when it is not a question's picture or clip. */
  title?: string;
}

/** A searchable list of the library's pictures and audio clips; one press picks a file and closes. */
export function MediaPickerDialog({ open, onOpenChange, selectedId, onPick, only, title = QUIZ_WEB.media.dialogTitle }: MediaPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl grid-rows-[auto_auto_minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{QUIZ_WEB.media.dialogDescription}</DialogDescription>
        </DialogHeader>
        {open && <MediaPicker selectedId={selectedId} onPick={onPick} only={only} />}
      </DialogContent>
    </Dialog>
  );
}

function MediaPicker({ selectedId, onPick, only }: Pick<MediaPickerDialogProps, 'selectedId' | 'onPick' | 'only'>) {
  const library = useMediaLibrary(true);
  const [search, setSearch] = useState('');
  const [chosenKind, setKind] = useState<MediaKindFilter>('all');
  const kind = only ?? chosenKind;
  const id = useId();
  const all = library.data ?? [];
  const matches = filterMedia(all, search, kind);
  const shown = matches.slice(0, SHOWN_MAX);
  const m = QUIZ_WEB.media;

  return (
    <>
      <div className={cn('grid gap-3', !only && 'sm:grid-cols-[1fr_10rem]')}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>{m.search}</Label>
          <Input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </div>
        {!only && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-kind`}>{m.kindFilter}</Label>
            <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as MediaKindFilter)}>
              <option value="all">{m.all}</option>
              <option value="image">{m.images}</option>
              <option value="audio">{m.audio}</option>
            </NativeSelect>
          </div>
        )}
      </div>
      <div className="min-h-0 overflow-y-auto">
        <LoadState query={library}>
          {shown.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted-foreground">{all.length === 0 ? m.emptyLibrary : m.noMatches}</p>
          ) : (
            <ul className="grid gap-1.5" aria-label={m.dialogTitle}>
              {shown.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onPick(mediaRefOf(item))}
                    aria-label={m.pick(item.title)}
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg border p-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      item.id === selectedId && 'border-primary bg-primary/10',
                    )}
                  >
                    {item.kind === 'image' ? (
                      <img src={item.url} alt="" loading="lazy" className="size-12 shrink-0 rounded-md bg-muted object-cover" />
                    ) : (
                      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                        <Music className="size-5" />
                      </span>
                    )}
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate text-sm font-medium">{item.title}</span>
                      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                        {item.kind === 'image' ? <ImageIcon aria-hidden className="size-3.5" /> : <Music aria-hidden className="size-3.5" />}
                        {m.kindLabels[item.kind]}
                        {item.duration_ms !== null && <span className="tabular">· {formatMmSs(item.duration_ms / 1000)}</span>}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {matches.length > shown.length && <p className="pt-2 text-xs text-muted-foreground">{m.showing(shown.length, matches.length)}</p>}
        </LoadState>
      </div>
    </>
  );
}
