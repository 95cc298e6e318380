import { useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { bannerQueue, useAcknowledgeBroadcast, useLiveBroadcasts } from '@/features/broadcast';

/** Urgent and critical Akutt messages this display's user has not acknowledged yet, oldest rule as the banner's. */
export function useUrgentQueue(now: number) {
  const { user, userProfile } = useAuth();
  const { messages } = useLiveBroadcasts();
  const me = useMemo(
    () => (userProfile ? { id: userProfile.id, full_name: userProfile.full_name, chat_color: userProfile.chat_color } : null),
    [userProfile],
  );
  const acknowledge = useAcknowledgeBroadcast(me);
  const queue = bannerQueue(messages ?? [], user?.id ?? null, now);
  return { queue, acknowledge };
}
