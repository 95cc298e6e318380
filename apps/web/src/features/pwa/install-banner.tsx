import { useRef, useState, type ReactNode } from 'react';
import { Download, Share } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useEngaged } from '@/lib/pwa/engagement';
import { dismissInstall, promptInstall, useInstallState } from '@/lib/pwa/install-state';
import { useBottomClearance } from './bottom-clearance';
import { PwaBanner } from './pwa-banner';
import { PWA_STRINGS } from './strings';
import { useAutoHide } from './use-auto-hide';

/**
 * Spec sections 4 and 9: offered when installable, once the visitor has interacted with the page
 * (lib/pwa/engagement); hides itself after 15 s.
 */
export const INSTALL_BANNER_MS = 15_000;
const IOS_DISMISSED_KEY = 'studioportal-ios-install-hint-dismissed';

function iosHintDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(IOS_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A bar over the bottom of the screen rather than in the flow of the page: it may appear at any
 * moment, and pushing the page down then would move what the visitor is reading or tapping. It
 * stays above a page's own bottom bar (bottom-clearance.ts), never over it.
 */
const OVERLAY = 'fixed inset-x-0 bottom-0 z-50 shadow-lg';
const EDGE = 'border-b-0 border-t';
/** Against the screen's edge it keeps clear of the home indicator; above a bar, the bar does. */
const SAFE_AREA = 'pb-[env(safe-area-inset-bottom)]';

export default function InstallBanner() {
  const engaged = useEngaged();
  const { isInstallable, isInstalled, platform } = useInstallState();
  const [iosDismissed, setIosDismissed] = useState(iosHintDismissed);
  // iOS Safari has no install prompt: there the banner explains the Share menu instead.
  const iosHint = platform === 'ios' && !isInstalled && !isInstallable && !iosDismissed;
  const [visible, hide] = useAutoHide(engaged && (isInstallable || iosHint), INSTALL_BANNER_MS);
  const overlay = useRef<HTMLDivElement>(null);
  const clearance = useBottomClearance(visible, overlay);
  if (!visible) return null;
  const place = (banner: ReactNode) => (
    <div ref={overlay} data-install-banner className={OVERLAY} style={clearance > 0 ? { bottom: clearance } : undefined}>
      {banner}
    </div>
  );
  const edge = cn(EDGE, clearance === 0 && SAFE_AREA);

  if (iosHint) {
    const close = () => {
      hide();
      setIosDismissed(true);
      try {
        window.sessionStorage.setItem(IOS_DISMISSED_KEY, '1');
      } catch {
        // The hint may come back next visit; harmless.
      }
    };
    return place(
      <PwaBanner icon={Share} title={PWA_STRINGS.iosTitle} onClose={close} className={edge}>
        {PWA_STRINGS.iosBody}
      </PwaBanner>,
    );
  }

  return place(
    <PwaBanner
      icon={Download}
      title={PWA_STRINGS.installTitle}
      onClose={dismissInstall}
      className={edge}
      actions={
        <>
          <Button size="sm" onClick={() => void promptInstall()}>
            {PWA_STRINGS.installAccept}
          </Button>
          <Button size="sm" variant="ghost" onClick={dismissInstall} className="max-sm:hidden">
            {PWA_STRINGS.installDismiss}
          </Button>
        </>
      }
    >
      {PWA_STRINGS.installBody}
    </PwaBanner>,
  );
}
