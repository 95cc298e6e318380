import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/offline/online-status';
import { useOutbox } from '@/lib/offline/use-outbox';
import { PwaBanner } from './pwa-banner';
import { PWA_STRINGS } from './strings';

/**
 * The offline mark: while the browser has no network, every page says so (and is announced
 * politely once), and how many queued actions wait. Stays until the network is back.
 */
export default function OfflineBanner() {
  const online = useOnline();
  const pending = useOutbox().length;
  return (
    // The live region stays mounted so the change to offline is announced.
    <div role="status" aria-live="polite">
      {!online && (
        <PwaBanner icon={WifiOff} title={PWA_STRINGS.offlineTitle} tone="warning">
          {PWA_STRINGS.offlineBody}
          {pending > 0 && <strong className="ml-1 font-semibold">{PWA_STRINGS.pendingCount(pending)}.</strong>}
        </PwaBanner>
      )}
    </div>
  );
}
