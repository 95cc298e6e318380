import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MIND_READER_EVENTS, type MindReaderToday } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { storeRound, storeSession } from './api';
import { roleMayChange } from './lib/cache';
import { mindReaderKeys } from './lib/query-keys';

/**
 * Keeps GET /today current from the mind-reader channel: a session or a round replaces its cached
 * copy (never with an older version). Only what the cache cannot take in is fetched again: a new
 * session or a change of producer or host (the viewer's role comes from the server), a closed one,
 * and everything after a reconnect the replay could not cover.
 */
export function useMindReaderSync(enabled = true) {
  const queryClient = useQueryClient();
  const subscriptions = useRef(0);
  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: mindReaderKeys.all });
  return useChannelEvents(
    'mindReader',
    {
      [MIND_READER_EVENTS.sessionChanged]: ({ session }) => {
        const today = queryClient.getQueryData<MindReaderToday>(mindReaderKeys.today);
        const refetch = roleMayChange(today, session) || session.closed_at !== null;
        storeSession(queryClient, session);
        if (refetch) void queryClient.invalidateQueries({ queryKey: mindReaderKeys.today });
      },
      [MIND_READER_EVENTS.roundChanged]: ({ round }) => storeRound(queryClient, round),
    },
    {
      enabled,
      onResync: refetchAll,
      onSubscribed: () => {
        subscriptions.current += 1;
        if (subscriptions.current > 1) refetchAll();
      },
    },
  );
}
