import { useId, useState } from 'react';
import { ImageIcon, Music, X } from 'lucide-react';
import type { QuizMediaRef } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { QUIZ_WEB } from '../strings';
import { MediaPickerDialog } from './media-picker-dialog';

/** A question's picture or audio clip: what is chosen (seen or heard), and the picker to change it. */
export function MediaField({ media, error, onChange }: { media: QuizMediaRef | null; error?: string; onChange: (media: QuizMediaRef | null) => void }) {
  const [picking, setPicking] = useState(false);
  const id = useId();
  const m = QUIZ_WEB.media;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {QUIZ_WEB.editor.media}
      </span>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-2">
        {media ? (
          <>
            {media.kind === 'image' ? (
              <img src={media.url} alt={media.title} className="h-16 w-24 shrink-0 rounded-md bg-muted object-cover" />
            ) : (
              <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                <Music className="size-5" />
              </span>
            )}
            <div className="grid min-w-0 flex-1 basis-40 gap-1.5">
              <span className="flex items-center gap-1.5 truncate text-sm font-medium">
                {media.kind === 'image' ? <ImageIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" /> : null}
                <span className="truncate">{media.title}</span>
              </span>
              {media.kind === 'audio' && <audio controls preload="none" src={media.url} aria-label={media.title} className="h-9 w-full max-w-sm" />}
            </div>
            <div className="flex gap-1">
              <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
                {m.change}
              </Button>
              <Button variant="ghost" size="icon-sm" aria-label={m.removeMedia(media.title)} onClick={() => onChange(null)}>
                <X aria-hidden />
              </Button>
            </div>
          </>
        ) : (
          <>
            <span className="flex-1 px-1 text-sm text-muted-foreground">{m.none}</span>
            <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
              {m.choose}
            </Button>
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        selectedId={media?.id ?? null}
        onPick={(picked) => {
          onChange(picked);
          setPicking(false);
        }}
      />
    </div>
  );
}
