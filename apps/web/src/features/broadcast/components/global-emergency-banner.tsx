import { useMemo, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/features/auth';
import { useAcknowledgeBroadcast } from '../api';
import { bannerQueue } from '../broadcast-cache';
import { useBroadcastSync } from '../use-broadcast-sync';
import { useLiveBroadcasts } from '../use-live-broadcasts';
import { EmergencyBanner } from './emergency-banner';

/**
 * The global emergency banner (spec section 2), in the shell's banner slot above every page.
 * It also owns the tab's broadcast subscription, because it is mounted wherever an approved
 * user is. Only the first unacknowledged urgent or critical message shows; 'Forstått' brings
 * the next one.
 */
export default function GlobalEmergencyBanner() {
  const { user, userProfile } = useAuth();
  const userId = user?.id ?? null;
  useBroadcastSync(userId);
  const { timeZone } = useAppConfig();
  const { messages } = useLiveBroadcasts();
  const me = useMemo(
    () => (userProfile ? { id: userProfile.id, full_name: userProfile.full_name, chat_color: userProfile.chat_color } : null),
    [userProfile],
  );
  const acknowledge = useAcknowledgeBroadcast(me);
  // After 'Forstått' the button is gone; a keyboard user's focus goes to the next message's button.
  const acknowledgedHere = useRef(false);

  const queue = bannerQueue(messages ?? [], userId, Date.now());
  const current = queue[0];
  if (!current) {
    acknowledgedHere.current = false;
    return null;
  }

  return (
    <EmergencyBanner
      key={current.id}
      message={current}
      queued={queue.length}
      timeZone={timeZone}
      autoFocusAction={acknowledgedHere.current}
      acknowledging={acknowledge.isPending && acknowledge.variables?.id === current.id}
      onAcknowledge={() => {
        acknowledgedHere.current = true;
        // The last one: the banner goes away, so keyboard focus continues at the page itself.
        if (queue.length === 1) document.getElementById('main')?.focus();
        acknowledge.mutate(current, {
          onError: (error) => toast({ title: 'Kunne ikke bekrefte meldingen', description: errorMessage(error), variant: 'destructive' }),
        });
      }}
    />
  );
}
