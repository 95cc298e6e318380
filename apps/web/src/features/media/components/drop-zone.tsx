import { useState, type ReactNode } from 'react';
import { UploadCloud } from 'lucide-react';
import { MEDIA_STRINGS, type MediaItem } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { startUploads } from '../upload-store';

/** Drag files anywhere onto the library to upload them; an overlay says where they will go. */
export function DropZone({ children, maxBytes, onUploaded }: { children: ReactNode; maxBytes?: number; onUploaded?: (m: MediaItem) => void }) {
  const [over, setOver] = useState(0);
  const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <div
      className="relative"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver((n) => n + 1);
      }}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={() => setOver((n) => Math.max(0, n - 1))}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(0);
        startUploads(Array.from(e.dataTransfer.files), maxBytes, onUploaded);
      }}
    >
      {children}
      <div
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-primary bg-background/85 text-center opacity-0 transition-opacity motion-reduce:transition-none',
          over > 0 && 'opacity-100',
        )}
      >
        <UploadCloud className="size-10 text-primary" />
        <p className="text-base font-semibold">{MEDIA_STRINGS.dropHere}</p>
        <p className="text-sm text-muted-foreground">{MEDIA_STRINGS.dropHint}</p>
      </div>
    </div>
  );
}
