import type { BroadcastMessage } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { EmergencyBanner } from '@/features/broadcast';
import type { useUrgentQueue } from '../hooks/use-urgent-queue';
import { useViewportScale } from '../hooks/use-viewport-scale';

/** Flashing frame: keyframes of its own, since the theme has no blink (pulse fades too softly). */
const FLASH_KEYFRAMES = '@keyframes sp-urgent-flash{0%,49.9%{opacity:1}50%,100%{opacity:0}}';

/**
 * An urgent or critical Akutt message in a band across the top of the display, with a flashing
 * frame, until this display's user presses 'Forstått'. It shares the screen: the clock, ON AIR and
 * the next hard start stay visible below it. The banner is Akutt's own (drawn in fixed sizes for a
 * 1920×1080 display), zoomed to this screen; the band takes at most 40 % of the height and scrolls
 * beyond that (a message can be 500 characters). With reduced motion the frame stays lit.
 */
export function UrgentTakeover({ urgent, timeZone }: { urgent: ReturnType<typeof useUrgentQueue>; timeZone: string }) {
  const { queue, acknowledge } = urgent;
  const scale = useViewportScale();
  const current: BroadcastMessage | undefined = queue[0];
  if (!current) return null;
  return (
    <div className="relative max-h-[40vh] shrink-0 overflow-y-auto" data-testid="display-urgent" data-flashing="true">
      <style>{FLASH_KEYFRAMES}</style>
      <div style={{ zoom: scale }}>
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
      </div>
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 border-[clamp(6px,0.7vw,16px)] border-yellow-300 motion-safe:animate-[sp-urgent-flash_1s_linear_infinite]"
      />
    </div>
  );
}
