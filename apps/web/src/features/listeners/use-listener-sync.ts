import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LISTENER_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { useAuth } from '@/features/auth';
import { receiveEvent } from './live-queue';
import { listenerKeys } from './query-keys';

/** Mounted syncs in this tab (the nav badge, the page, the card, the studio panel). */
let mounted = 0;
/** Set while the last sync unmounted in this very turn: a page swap, not a gap in listening. */
let swapping = false;
/** Nothing listened for a while: the cached queue may have missed changes and is fetched again once subscribed. */
let missedSome = true;

/**
 * Keeps the listener queue caches of this tab live from the listeners channel. Any number of
 * components may mount it; each event is applied once (live-queue takes it by seq), in batches.
 */
export function useListenerSync(): void {
  const queryClient = useQueryClient();
  const { isApproved, can } = useAuth();
  const enabled = isApproved && can('useStaffScreens');

  // Declared before the subscription so a first mount is counted before the subscribe answer.
  useEffect(() => {
    if (!enabled) return;
    if (mounted++ === 0 && !swapping) missedSome = true;
    return () => {
      if (--mounted > 0) return;
      swapping = true;
      queueMicrotask(() => {
        swapping = false;
      });
    };
  }, [enabled]);

  useChannelEvents(
    'listeners',
    {
      [LISTENER_EVENTS.messageCreated]: ({ message }, event) => receiveEvent(queryClient, 'created', message, event.seq),
      [LISTENER_EVENTS.messageUpdated]: ({ message }, event) => receiveEvent(queryClient, 'updated', message, event.seq),
    },
    {
      enabled,
      // What happened between an earlier fetch and this subscription never reached us: fetch
      // again what is older than now (once per stretch of listening, not per component).
      onSubscribed: () => {
        if (!missedSome) return;
        missedSome = false;
        const at = Date.now();
        void queryClient.invalidateQueries({ queryKey: listenerKeys.all, predicate: (query) => query.state.dataUpdatedAt < at });
      },
      // A first subscription, or too much missed to replay: onSubscribed, which always follows,
      // loads the queue again (once, however many components listen).
      onResync: () => {
        missedSome = true;
      },
    },
  );
}
