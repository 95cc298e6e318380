import { useId, type ReactNode } from 'react';
import { WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useOnline } from './online-status';

export const REQUIRES_NETWORK_TEXT = 'Krever nettforbindelse';

export interface NetworkGate {
  /** True while offline: the control must be disabled. */
  offline: boolean;
  /** Spread on the control: disables nothing by itself, but links and explains the reason. */
  controlProps: { 'aria-describedby'?: string; title?: string };
}

/**
 * For actions that cannot wait for the network (everything not in the outbox): while offline the
 * control is disabled and a short visible reason sits next to it, linked with aria-describedby.
 *
 *   <RequiresNetwork>{({ offline, controlProps }) => <Button disabled={busy || offline} {...controlProps}>Send</Button>}</RequiresNetwork>
 */
export function RequiresNetwork({ children, className, reasonClassName }: { children: (gate: NetworkGate) => ReactNode; className?: string; reasonClassName?: string }) {
  const online = useOnline();
  const reasonId = useId();
  const offline = !online;
  const gate: NetworkGate = { offline, controlProps: offline ? { 'aria-describedby': reasonId, title: REQUIRES_NETWORK_TEXT } : {} };
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      {children(gate)}
      {offline && (
        <span id={reasonId} className={cn('inline-flex items-center gap-1 text-xs font-medium text-muted-foreground', reasonClassName)}>
          <WifiOff className="size-3.5" aria-hidden />
          {REQUIRES_NETWORK_TEXT}
        </span>
      )}
    </span>
  );
}
