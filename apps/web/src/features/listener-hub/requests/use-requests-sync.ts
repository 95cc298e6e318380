import { useQueryClient } from '@tanstack/react-query';
import { MUSIC_REQUEST_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { requestKeys, storeRequest, storeRules } from './api';

/** New and changed requests and the rules, live from the music-requests channel. */
export function useRequestsSync() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'musicRequests',
    {
      [MUSIC_REQUEST_EVENTS.created]: ({ request }) => storeRequest(queryClient, request),
      [MUSIC_REQUEST_EVENTS.updated]: ({ request }) => storeRequest(queryClient, request),
      [MUSIC_REQUEST_EVENTS.rulesChanged]: ({ rules }) => storeRules(queryClient, rules),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }) },
  );
}
