import { useEffect, useRef } from 'react';
import { SOCKET_EVENTS, profileSchema, type Profile } from '@studioportal/shared';
import { logger } from '@/lib/logger';
import { getSocket, onRealtimeRefused, startRealtime, stopRealtime, useSocketEvent } from '@/lib/realtime';

export interface AccountStreamOptions {
  userId: string | null;
  onProfile: (profile: Profile) => void;
  onSessionEnded: () => void;
  refreshProfile: () => Promise<void>;
}

/**
 * Keeps the signed-in user's own account live over the '/account' namespace, whatever the approval
 * status: 'profile.updated' replaces the profile (an admin approving lets a waiting user in at
 * once), 'session.ended' signs out. Events sent while we were offline are not replayed on this
 * namespace, so every connect re-reads GET /api/session instead.
 */
export function useAccountStream({ userId, onProfile, onSessionEnded, refreshProfile }: AccountStreamOptions): void {
  const enabled = userId !== null;
  const refreshRef = useRef(refreshProfile);
  useEffect(() => {
    refreshRef.current = refreshProfile;
  });

  useEffect(() => {
    if (!userId) return;
    const socket = getSocket('account');
    // Every connect re-reads the profile, the first one too: the stream's code and socket arrive a
    // moment after the profile was fetched, and an approval in between would otherwise be missed.
    const onConnect = () => void refreshRef.current();
    socket.on('connect', onConnect);
    // A refusal means the session or approval changed under us; /api/session tells us how.
    const offRefused = onRealtimeRefused(() => void refreshRef.current());
    startRealtime('account');
    return () => {
      socket.off('connect', onConnect);
      offRefused();
      stopRealtime('account');
    };
  }, [userId]);

  useSocketEvent<unknown>(
    'account',
    SOCKET_EVENTS.profileUpdated,
    (payload) => {
      const parsed = profileSchema.safeParse(payload);
      if (!parsed.success) {
        logger.warn('Ugyldig profiloppdatering fra serveren', parsed.error.issues);
        return;
      }
      if (parsed.data.id === userId) onProfile(parsed.data);
    },
    enabled,
  );

  useSocketEvent('account', SOCKET_EVENTS.sessionEnded, () => onSessionEnded(), enabled);
}
