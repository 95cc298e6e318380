import { useEffect } from 'react';
import { BROADCAST_STRINGS } from '@studioportal/shared';
import { useToast } from '@/components/ui/use-toast';

const AKUTT_TOASTS: readonly unknown[] = [BROADCAST_STRINGS.toast.urgent, BROADCAST_STRINGS.toast.critical];

/**
 * On a studio display the display's own band shows every Akutt message until acknowledged; the
 * app's Akutt toast would only show it a second time, and it lies over the display (over the
 * wall clock and ON AIR on a narrow screen, for good when the message is critical). So while a
 * display is open those toasts are closed as they come. Other toasts are left alone.
 */
export function useDismissAkuttToasts(): void {
  const { toasts, dismiss } = useToast();
  useEffect(() => {
    for (const t of toasts) if (t.open && AKUTT_TOASTS.includes(t.title)) dismiss(t.id);
  }, [toasts, dismiss]);
}
