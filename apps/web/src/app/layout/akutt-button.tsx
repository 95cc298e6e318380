import { Siren } from 'lucide-react';
import { STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { requestEmergencyBroadcast } from '@/lib/events';

/** Opens the emergency broadcast dialog (whoever listens for 'showEmergencyBroadcast'). */
export function AkuttButton({ className, onPressed }: { className?: string; onPressed?: () => void }) {
  return (
    <Button
      variant="destructive"
      className={cn('font-semibold', className)}
      onClick={() => {
        onPressed?.();
        requestEmergencyBroadcast();
      }}
    >
      <Siren aria-hidden />
      {STRINGS.akutt}
    </Button>
  );
}
