import { useQueryClient } from '@tanstack/react-query';
import { DISPLAY_MESSAGE_EVENTS, ON_AIR_EVENTS, SHOW_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { addDisplayMessage, applyState, applySwitched, onAirKeys, removeDisplayMessage } from './api';

/** Keeps the ON AIR status, broadcast state and log current from the on-air channel. */
export function useOnAirSync(enabled = true) {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'onAir',
    {
      [ON_AIR_EVENTS.switched]: (payload) => applySwitched(queryClient, payload),
      [ON_AIR_EVENTS.stateChanged]: (payload) => applyState(queryClient, payload),
    },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: onAirKeys.overview }) },
  );
}

/** Keeps the messages on the studio displays current from the studio channel. */
export function useDisplayMessagesSync() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'studio',
    {
      [DISPLAY_MESSAGE_EVENTS.pushed]: ({ message }) => addDisplayMessage(queryClient, message),
      [DISPLAY_MESSAGE_EVENTS.cleared]: ({ id }) => removeDisplayMessage(queryClient, id),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: onAirKeys.displayMessages }) },
  );
}

/** The current show changes when the show plan does. */
export function useShowsSync() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: onAirKeys.showsAll });
  return useChannelEvents(
    'showPlanning',
    { [SHOW_EVENTS.created]: refetch, [SHOW_EVENTS.updated]: refetch, [SHOW_EVENTS.deleted]: refetch },
    { onResync: refetch },
  );
}
