import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { clearOutbox, flushOutbox, getOutbox, onOutboxOutcome, subscribeOutbox } from '@/lib/offline/outbox';
import { isOnline } from '@/lib/offline/online-status';
import { clearPendingDrafts } from '@/lib/offline/pending-drafts';
import { clearPersistedQueries } from '@/lib/offline/persisted-query-cache';
import { forgetProfile, rememberProfile } from '@/lib/offline/remembered-profile';
import { onWorkerFlushRequest, requestBackgroundSync } from '@/lib/pwa/register-service-worker';
import { getConnectionState, subscribeConnectionState } from '@/lib/realtime';
import { PWA_STRINGS } from './strings';

/**
 * No UI: keeps the offline parts in step with who is signed in.
 * - Sends the outbox when the network may be back: at start, on 'online', when the realtime
 *   socket (re)connects, and when the service worker's background sync asks.
 * - While something waits offline, asks for a background sync.
 * - Remembers the profile for opening offline; on sign-out forgets it, the outbox and the saved
 *   query cache, so the next person on this browser sees nothing of the previous one.
 */
export default function OutboxSync() {
  const { user, userProfile, loading } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const previousUser = useRef<string | null>(null);

  useEffect(() => {
    if (userProfile) rememberProfile(userProfile);
  }, [userProfile]);

  useEffect(() => {
    if (loading) return;
    if (previousUser.current && previousUser.current !== userId) {
      clearOutbox();
      clearPendingDrafts();
      clearPersistedQueries();
      forgetProfile();
    }
    previousUser.current = userId;
  }, [userId, loading]);

  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (isOnline() && getOutbox().length > 0) void flushOutbox(userId);
    };
    flush();
    let wasConnected = getConnectionState('main') === 'connected';
    const offConnection = subscribeConnectionState(() => {
      const connected = getConnectionState('main') === 'connected';
      if (connected && !wasConnected) flush();
      wasConnected = connected;
    });
    const offWorker = onWorkerFlushRequest(flush);
    const offQueued = subscribeOutbox(() => {
      if (getOutbox().length > 0 && !isOnline()) void requestBackgroundSync();
    });
    window.addEventListener('online', flush);
    return () => {
      offConnection();
      offWorker();
      offQueued();
      window.removeEventListener('online', flush);
    };
  }, [userId]);

  useEffect(
    () =>
      onOutboxOutcome((outcome) => {
        for (const key of outcome.entry.invalidate) void queryClient.invalidateQueries({ queryKey: [...key] });
        if (outcome.kind === 'rejected') {
          toast({ variant: 'destructive', title: PWA_STRINGS.rejectedTitle, description: `${outcome.entry.meta.label ?? ''} ${outcome.error.message}`.trim() });
        }
      }),
    [queryClient],
  );

  return null;
}
