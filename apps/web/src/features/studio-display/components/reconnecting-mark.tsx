import { WifiOff } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';

/** A discreet corner mark while the display has lost its live connection; it keeps ticking. */
export function ReconnectingMark() {
  return (
    <span
      role="status"
      data-testid="display-reconnecting"
      className="pointer-events-none fixed bottom-3 right-3 z-50 inline-flex items-center gap-1.5 rounded-full bg-amber-500/20 px-3 py-1 text-sm font-medium text-amber-800 backdrop-blur dark:text-amber-200"
    >
      <WifiOff className="size-4" aria-hidden />
      {ON_AIR_STRINGS.reconnecting}
    </span>
  );
}
