import { BellRing } from 'lucide-react';
import { NOTIFICATION_STRINGS as S } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { useNotificationChoices } from '@/features/user-settings';
import { askDesktopPermission, useDesktopPermission } from './desktop';

/**
 * Asks the browser for permission to show desktop notifications (only when clicked), and says
 * what stands in the way otherwise: the person's own choice in their settings, or the browser.
 */
export function DesktopToggle() {
  const permission = useDesktopPermission();
  const choices = useNotificationChoices();
  if (permission === 'unsupported') return <p className="text-sm text-muted-foreground">{S.desktopUnsupported}</p>;
  if (permission === 'denied') return <p className="text-sm text-muted-foreground">{S.desktopBlocked}</p>;
  if (permission === 'granted') {
    return <p className="text-sm text-muted-foreground">{choices.desktop ? S.desktopOn : S.desktopOffInSettings}</p>;
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void askDesktopPermission()}>
      <BellRing aria-hidden />
      {S.desktopAsk}
    </Button>
  );
}
