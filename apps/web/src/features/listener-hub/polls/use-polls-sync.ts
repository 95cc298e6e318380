import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LISTENER_POLL_EVENTS, type ListenerPoll } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { applyTally, removePoll } from '../lib/poll-tally';
import { pollKeys, storePoll } from './api';

/**
 * Keeps the poll list live: changes and deletions replace what we had, tallies are merged in.
 * Tallies are ephemeral, so a reconnect's replay never brings the ones sent while we were away:
 * every subscription after the first (a reconnect) fetches the list again, as does a gap the
 * replay could not cover (onResync).
 */
export function usePollsSync(enabled = true) {
  const queryClient = useQueryClient();
  const subscriptions = useRef(0);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: pollKeys.list });
  return useChannelEvents(
    'listenerPolls',
    {
      [LISTENER_POLL_EVENTS.changed]: ({ poll }) => storePoll(queryClient, poll),
      [LISTENER_POLL_EVENTS.deleted]: ({ id }) => queryClient.setQueryData<ListenerPoll[]>(pollKeys.list, (polls) => removePoll(polls, id)),
      [LISTENER_POLL_EVENTS.tally]: (tally) => queryClient.setQueryData<ListenerPoll[]>(pollKeys.list, (polls) => applyTally(polls, tally)),
    },
    {
      enabled,
      onResync: refetch,
      onSubscribed: () => {
        subscriptions.current += 1;
        if (subscriptions.current > 1) refetch();
      },
    },
  );
}
