import { Ban, Check, Clock3, Undo2 } from 'lucide-react';
import { CLOCK_DRIFT_STRINGS, type ClockContentElement } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { haptic } from '@/lib/mobile';
import { isOnline } from '@/lib/offline/online-status';
import { PENDING_TEXT, useOutbox } from '@/lib/offline/use-outbox';
import { useAuth } from '@/features/auth';
import { displayName } from '@/lib/people';
import { useMarkSent } from '../api';
import { SkipButton } from '../drift/skip-button';
import { useDriftRecovery } from '../drift/use-drift-recovery';
import { CLOCK_MARK_OUTBOX_KIND, queueClockMark } from '../outbox';
import { wallTime } from '../lib/format';

interface MarkSentButtonProps {
  element: ClockContentElement;
  timeZone: string;
  canMark: boolean;
  size?: 'sm' | 'default' | 'lg';
  className?: string;
  /** 'Utelatt' next to "Marker sendt" (issue 19); off where the screen places its own. */
  skippable?: boolean;
}

/**
 * "Marker sendt" (and 'Utelatt') for a pending element; the sent time, who, and "Angre" for a
 * sent one (with the note when it was marked in bulk); 'Utelatt' and 'Ta med igjen' for one left out.
 */
export function MarkSentButton({ element, timeZone, canMark, size = 'sm', className, skippable = true }: MarkSentButtonProps) {
  const mark = useMarkSent();
  const recovery = useDriftRecovery();
  const { user } = useAuth();
  const queued = useOutbox(CLOCK_MARK_OUTBOX_KIND).filter((entry) => entry.meta.element_id === element.id).at(-1);
  const title = element.title;
  const send = (sent: boolean) => {
    // Offline the mark waits in the outbox (with the time of the click) and is sent when the network is back.
    if (!isOnline() && user) {
      queueClockMark(user.id, element, sent);
      haptic(sent ? 'medium' : 'light');
      return;
    }
    mark.mutate(
      { element_id: element.id, sent },
      { onSuccess: () => haptic(sent ? 'medium' : 'light'), onError: (error) => toast({ title: 'Kunne ikke oppdatere elementet', description: errorMessage(error), variant: 'destructive' }) },
    );
  };

  if (queued) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-xs font-medium text-muted-foreground', className)}>
        <Clock3 className="size-3.5" aria-hidden />
        {queued.meta.sent === 'true' ? 'Markert sendt' : 'Angret'} · {PENDING_TEXT}
      </span>
    );
  }

  if (element.sent_status === 'sent' && element.sent_at) {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        <span className="text-xs leading-tight sm:text-right">
          <span className="tabular flex items-center gap-1 font-medium text-green-700 sm:justify-end dark:text-green-400">
            <Check className="size-3.5" aria-hidden /> Sendt {wallTime(element.sent_at, timeZone)}
          </span>
          {element.sent_by && <span className="block truncate text-muted-foreground">{displayName(element.sent_by.full_name)}</span>}
          {element.marked_in_bulk && (
            <span className="block text-muted-foreground" title={CLOCK_DRIFT_STRINGS.bulkNoteLong}>
              {CLOCK_DRIFT_STRINGS.bulkNote}
            </span>
          )}
        </span>
        {canMark && (
          <Button variant="ghost" size="icon-sm" onClick={() => send(false)} disabled={mark.isPending} aria-label={`Angre sendt for «${title}»`}>
            <Undo2 aria-hidden />
          </Button>
        )}
      </div>
    );
  }
  if (element.sent_status === 'skipped') {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        <span className="text-xs leading-tight sm:text-right">
          <span className="flex items-center gap-1 font-medium text-amber-800 sm:justify-end dark:text-amber-300">
            <Ban className="size-3.5" aria-hidden /> {CLOCK_DRIFT_STRINGS.skipped}
          </span>
          {element.sent_by && <span className="block truncate text-muted-foreground">{displayName(element.sent_by.full_name)}</span>}
        </span>
        {canMark && <SkipButton element={element} recovery={recovery} iconOnly />}
      </div>
    );
  }
  if (!canMark) return <span className={cn('text-xs text-muted-foreground', className)}>Ikke sendt</span>;
  const markButton = (
    <Button
      variant="outline"
      size={size}
      onClick={() => send(true)}
      disabled={mark.isPending}
      aria-label={`Marker «${title}» som sendt`}
      className={skippable ? undefined : className}
    >
      <Check aria-hidden /> Marker sendt
    </Button>
  );
  if (!skippable) return markButton;
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)}>
      {markButton}
      <SkipButton element={element} recovery={recovery} compact />
    </div>
  );
}
