import { CheckCircle2, TriangleAlert, X } from 'lucide-react';
import { formatFileSize } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { dismissUpload, useUploads } from '../upload-store';

/** One row per file being uploaded: name, size, a progress bar, and the outcome. */
export function UploadProgressList() {
  const uploads = useUploads();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Opplastinger" className="grid gap-2">
      {uploads.map((u) => (
        <li key={u.key} className="rounded-lg border bg-card px-3 py-2 text-sm">
          <div className="flex items-center gap-2">
            {u.status === 'done' && <CheckCircle2 aria-hidden className="size-4 text-success" />}
            {u.status === 'error' && <TriangleAlert aria-hidden className="size-4 text-destructive" />}
            <span className="min-w-0 flex-1 truncate font-medium">{u.name}</span>
            <span className="text-xs text-muted-foreground tabular-nums">{formatFileSize(u.size)}</span>
            {u.status !== 'uploading' && (
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
              aria-valuenow={Math.round(u.progress * 100)}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
                style={{ width: `${Math.round(u.progress * 100)}%` }}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
