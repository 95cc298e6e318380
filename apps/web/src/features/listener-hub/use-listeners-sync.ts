import { useQueryClient } from '@tanstack/react-query';
import { LISTENER_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { blockKeys } from './blocks/api';
import { commentKeys, storeComment } from './comments/api';

/**
 * The hub's share of the listeners channel: comment moderation merged into the lists, blocks
 * fetched again (their event carries only a count). The queue's own events on this channel come
 * by the hundred in a call to action; the hub has no handler for them.
 */
export function useListenersSync() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'listeners',
    {
      [LISTENER_EVENTS.commentChanged]: ({ comment }) => storeComment(queryClient, comment),
      [LISTENER_EVENTS.blocksChanged]: () => void queryClient.invalidateQueries({ queryKey: blockKeys.list }),
    },
    {
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: commentKeys.all });
        void queryClient.invalidateQueries({ queryKey: blockKeys.list });
      },
    },
  );
}
