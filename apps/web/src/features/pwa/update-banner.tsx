import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { applyUpdate, dismissUpdate, useServiceWorkerUpdate } from '@/lib/pwa/register-service-worker';
import { PwaBanner } from './pwa-banner';
import { PWA_STRINGS } from './strings';
import { useAutoHide } from './use-auto-hide';

/** Spec sections 4 and 9: shown when a new version waits; hides itself after 10 s. */
export const UPDATE_BANNER_MS = 10_000;

export default function UpdateBanner() {
  const { updateReady } = useServiceWorkerUpdate();
  const [visible, hide] = useAutoHide(updateReady, UPDATE_BANNER_MS);
  if (!visible) return null;
  const close = () => {
    hide();
    dismissUpdate();
  };
  return (
    <PwaBanner
      icon={RefreshCw}
      title={PWA_STRINGS.updateTitle}
      live
      onClose={close}
      actions={
        <>
          <Button size="sm" onClick={applyUpdate}>
            {PWA_STRINGS.updateApply}
          </Button>
          <Button size="sm" variant="ghost" onClick={close} className="max-sm:hidden">
            {PWA_STRINGS.updateLater}
          </Button>
        </>
      }
    >
      {PWA_STRINGS.updateBody}
    </PwaBanner>
  );
}
