import type { BroadcastMessage } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { EmergencyBanner } from '@/features/broadcast';
import type { useUrgentQueue } from '../hooks/use-urgent-queue';

/** Flashing frame: keyframes of its own, since the theme has no blink (pulse fades too softly). */
const FLASH_KEYFRAMES = '@keyframes sp-urgent-flash{0%,49.9%{opacity:1}50%,100%{opacity:0}}';

/**
 * An urgent or critical Akutt message across the whole display, with a flashing frame, until this
 * display's user presses 'Forstått'. With reduced motion the frame stays lit instead of flashing.
 */
export function UrgentTakeover({ urgent, timeZone }: { urgent: ReturnType<typeof useUrgentQueue>; timeZone: string }) {
  const { queue, acknowledge } = urgent;
  const current: BroadcastMessage | undefined = queue[0];
  if (!current) return null;
  return (
    <div className="relative shrink-0" data-testid="display-urgent" data-flashing="true">
      <style>{FLASH_KEYFRAMES}</style>
      <EmergencyBanner
        key={current.id}
        message={current}
        queued={queue.length}
        size="display"
        timeZone={timeZone}
        acknowledging={acknowledge.isPending && acknowledge.variables?.id === current.id}
        onAcknowledge={() =>
          acknowledge.mutate(current, {
            onError: (error) => toast({ title: 'Kunne ikke bekrefte meldingen', description: errorMessage(error), variant: 'destructive' }),
          })
        }
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 border-[12px] border-yellow-300 motion-safe:animate-[sp-urgent-flash_1s_linear_infinite]"
      />
    </div>
  );
}
