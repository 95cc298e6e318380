import { useEffect } from 'react';

/**
 * On a studio display the display itself shows urgent messages, large and full width; the shell's
 * banner slot above the page would only show them a second time. The slot stays mounted (it keeps
 * the Akutt and chat subscriptions) but is hidden and inert while the display is open.
 */
export function useHideGlobalBanners(): void {
  useEffect(() => {
    const slot = document.getElementById('global-banner-slot');
    if (!slot) return;
    slot.hidden = true;
    slot.inert = true;
    return () => {
      slot.hidden = false;
      slot.inert = false;
    };
  }, []);
}
