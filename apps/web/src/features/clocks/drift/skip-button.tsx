import { Ban, Undo2 } from 'lucide-react';
import { CLOCK_DRIFT_STRINGS, type ClockContentElement } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import type { DriftRecovery } from './use-drift-recovery';

/**
 * 'Utelatt' for a pending element (left out on purpose: it is neither late nor next), and
 * 'Ta med igjen' for one left out. Needs the network: the undo token comes from the server.
 */
export function SkipButton({
  element,
  recovery,
  touch = false,
  iconOnly = false,
  compact = false,
  className,
}: {
  element: ClockContentElement;
  recovery: DriftRecovery;
  touch?: boolean;
  /** 'Ta med igjen' as an icon next to the 'Utelatt' status. */
  iconOnly?: boolean;
  /** Next to "Marker sendt" in a narrow row: on a phone the word alone (still 48 px high). */
  compact?: boolean;
  className?: string;
}) {
  const skipped = element.sent_status === 'skipped';
  if (element.sent_status === 'sent') return null;
  return (
    <RequiresNetwork className={className}>
      {({ offline, controlProps }) =>
        iconOnly && skipped ? (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => recovery.run({ kind: 'skip', element_id: element.id, skipped: false }, element.title)}
            disabled={recovery.busy || offline}
            aria-label={CLOCK_DRIFT_STRINGS.unskipLabel(element.title)}
            title={CLOCK_DRIFT_STRINGS.unskip}
            {...controlProps}
          >
            <Undo2 aria-hidden />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size={touch ? 'default' : 'sm'}
            className={cn(touch && 'h-12 text-base', compact && 'max-sm:px-2 max-sm:[&_svg]:hidden', 'text-muted-foreground')}
            onClick={() => recovery.run({ kind: 'skip', element_id: element.id, skipped: !skipped }, element.title)}
            disabled={recovery.busy || offline}
            aria-label={skipped ? CLOCK_DRIFT_STRINGS.unskipLabel(element.title) : CLOCK_DRIFT_STRINGS.skipLabel(element.title)}
            {...controlProps}
          >
            {skipped ? <Undo2 aria-hidden /> : <Ban aria-hidden />}
            {skipped ? CLOCK_DRIFT_STRINGS.unskip : CLOCK_DRIFT_STRINGS.skip}
          </Button>
        )
      }
    </RequiresNetwork>
  );
}
