import { CheckCircle2, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { formatFileSize } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dismissUpload, UPLOAD_STRINGS, useUploads } from '../upload-store';

/**
 * One row per file being uploaded: name, size, a progress bar, and the outcome. Until the server
 * has answered a row says it is still under way ("Laster opp … 45 %", then "Lagrer på serveren
 * …"), so a full bar is never mistaken for a finished upload (issue 19).
 */
export function UploadProgressList() {
  const uploads = useUploads();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Opplastinger" className="grid gap-2">
      {uploads.map((u) => {
        const running = u.status === 'uploading' || u.status === 'saving';
        const percent = Math.round(u.progress * 100);
        return (
          <li key={u.key} data-upload-status={u.status} aria-busy={running || undefined} className="rounded-lg border bg-card px-3 py-2 text-sm">
            <div className="flex items-center gap-2">
              {running && <LoaderCircle aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />}
              {u.status === 'done' && <CheckCircle2 aria-hidden className="size-4 text-success" />}
              {u.status === 'error' && <TriangleAlert aria-hidden className="size-4 text-destructive" />}
              <span className="min-w-0 flex-1 truncate font-medium">{u.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {u.status === 'uploading' ? UPLOAD_STRINGS.uploading(percent) : u.status === 'saving' ? UPLOAD_STRINGS.saving : u.status === 'done' ? UPLOAD_STRINGS.done : null}
                {u.status !== 'error' && <span aria-hidden> · </span>}
                {formatFileSize(u.size)}
              </span>
              {!running && (
                <Button variant="ghost" size="icon-sm" aria-label={`Skjul ${u.name}`} onClick={() => dismissUpload(u.key)}>
                  <X aria-hidden />
                </Button>
              )}
            </div>
            {u.status === 'error' ? (
              <p role="alert" className="mt-1 text-destructive">
                {u.error}
              </p>
            ) : (
              <div
                role="progressbar"
                aria-label={`Laster opp ${u.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={u.status === 'saving' ? undefined : percent}
                aria-valuetext={u.status === 'saving' ? UPLOAD_STRINGS.saving : u.status === 'done' ? UPLOAD_STRINGS.done : undefined}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn('h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none', u.status === 'saving' && 'animate-pulse motion-reduce:animate-none')}
                  style={{ width: `${percent}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
