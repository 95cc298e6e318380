import { useQueryClient } from '@tanstack/react-query';
import {
  CHANNELS,
  DISPLAY_MESSAGE_EVENTS,
  ON_AIR_EVENTS,
  SHOW_EVENTS,
  type BroadcastStateChangedPayload,
  type DisplayMessageClearedPayload,
  type DisplayMessagePushedPayload,
  type OnAirSwitchedPayload,
} from '@studioportal/shared';
import { useChannel } from '@/lib/realtime';
import { addDisplayMessage, applyState, applySwitched, onAirKeys, removeDisplayMessage } from './api';

/** Keeps the ON AIR status, broadcast state and log current from the on-air channel. */
export function useOnAirSync(enabled = true) {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.onAir.name,
    (event) => {
      if (event.type === ON_AIR_EVENTS.switched) applySwitched(queryClient, event.payload as OnAirSwitchedPayload);
      else if (event.type === ON_AIR_EVENTS.stateChanged) applyState(queryClient, event.payload as BroadcastStateChangedPayload);
    },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: onAirKeys.overview }) },
  );
}

/** Keeps the messages on the studio displays current from the studio channel. */
export function useDisplayMessagesSync() {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.studio.name,
    (event) => {
      if (event.type === DISPLAY_MESSAGE_EVENTS.pushed) addDisplayMessage(queryClient, (event.payload as DisplayMessagePushedPayload).message);
      else if (event.type === DISPLAY_MESSAGE_EVENTS.cleared) removeDisplayMessage(queryClient, (event.payload as DisplayMessageClearedPayload).id);
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: onAirKeys.displayMessages }) },
  );
}

/** The current show changes when the show plan does. */
export function useShowsSync() {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.showPlanning.name,
    (event) => {
      if (Object.values(SHOW_EVENTS).includes(event.type as never)) void queryClient.invalidateQueries({ queryKey: onAirKeys.showsAll });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: onAirKeys.showsAll }) },
  );
}
