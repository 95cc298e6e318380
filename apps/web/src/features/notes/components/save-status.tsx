import { AlertTriangle, Check, Clock3, Loader2 } from 'lucide-react';
import { NOTE_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/datetime';
import { PENDING_TEXT } from '@/lib/offline/use-outbox';
import type { SaveStatus } from '../use-versioned-autosave';

/** The visible saved state next to an autosaving editor; announced politely to screen readers. */
export function SaveStatusIndicator({ status, savedAt, onRetry }: { status: SaveStatus; savedAt: Date | null; onRetry: () => void }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      {status === 'saving' && (
        <>
          <Loader2 aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" /> {NOTE_STRINGS.saving}
        </>
      )}
      {status === 'pending' && NOTE_STRINGS.unsaved}
      {status === 'offline' && (
        <>
          <Clock3 aria-hidden className="size-3.5" /> {PENDING_TEXT}
        </>
      )}
      {status === 'saved' && (
        <>
          <Check aria-hidden className="size-3.5 text-success" />
          {savedAt ? `${NOTE_STRINGS.saved} kl. ${formatTime(savedAt.toISOString())}` : NOTE_STRINGS.saved}
        </>
      )}
      {status === 'conflict' && (
        <>
          <AlertTriangle aria-hidden className="size-3.5 text-warning" /> Konflikt – velg versjon
        </>
      )}
      {status === 'error' && (
        <>
          <AlertTriangle aria-hidden className="size-3.5 text-destructive" /> {NOTE_STRINGS.saveFailed}
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onRetry}>
            Prøv igjen
          </Button>
        </>
      )}
    </span>
  );
}
