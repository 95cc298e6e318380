import { useId, useRef, useState, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { PODCAST_ARTWORK_MAX_BYTES, PODCAST_AUDIO_MAX_BYTES, PODCAST_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpload, type UploadTarget } from '../api';

const S = PODCAST_STRINGS.manage;

const E = PODCAST_STRINGS.errors;

/** MP3 or M4A by name or type, within the size limit. The server still checks the bytes. */
export function checkAudioFile(file: File): string | null {
  if (!/\.(mp3|m4a)$/i.test(file.name) && !['audio/mpeg', 'audio/mp4', 'audio/x-m4a'].includes(file.type)) return E.audioType;
  return file.size > PODCAST_AUDIO_MAX_BYTES ? E.audioTooLarge : null;
}

/** JPG, PNG or WebP within the size limit. The server still decodes and re-encodes it. */
export function checkImageFile(file: File): string | null {
  if (!/\.(jpe?g|png|webp)$/i.test(file.name) && !['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return E.imageType;
  return file.size > PODCAST_ARTWORK_MAX_BYTES ? E.imageTooLarge : null;
}

/**
 * A file picker that uploads at once, with a progress bar. `accept` only narrows the picker and
 * `check` catches obvious mistakes early; the server checks the bytes and its Norwegian message
 * is what the user sees when it refuses.
 */
export function FileUpload({
  target,
  label,
  accept,
  hint,
  hasFile,
  check,
  children,
}: {
  target: UploadTarget;
  label: string;
  accept: string;
  hint?: string;
  hasFile: boolean;
  /** A quick check before sending (name and size), so an obvious mistake is not uploaded first. */
  check: (file: File) => string | null;
  children?: ReactNode;
}) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUpload(target, setProgress);

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const problem = check(file);
    if (problem) {
      toast({ title: S.saveFailed, description: problem, variant: 'destructive' });
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast({ title: S.uploaded, variant: 'success', duration: 3000 }),
      onError: (error) => toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="grid gap-3">
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={accept}
          className="sr-only"
          // The visible button opens the picker; the input keeps the name for assistive tech and tests.
          tabIndex={-1}
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onPick(e.currentTarget.files?.[0])}
          disabled={upload.isPending}
        />
        <Button variant={hasFile ? 'outline' : 'default'} disabled={upload.isPending} onClick={() => input.current?.click()} aria-label={`${hasFile ? S.replace : S.upload}: ${label}`}>
          <Upload aria-hidden />
          {hasFile ? S.replace : S.upload}
        </Button>
        {percent !== null && (
          <div className="flex min-w-40 flex-1 items-center gap-2" role="status">
            <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
            </div>
            <span className="tabular text-xs text-muted-foreground">{S.uploading(percent)}</span>
          </div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
