import { useQueryClient } from '@tanstack/react-query';
import {
  BANNER_PRIORITIES,
  BROADCAST_EVENTS,
  BROADCAST_STRINGS,
  URGENT_TOAST_MS,
  type BroadcastCreatedPayload,
  type BroadcastListResponse,
} from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { useTypedChannel } from '@/lib/realtime';
import { broadcastKeys, updateBroadcastList } from './api';
import { applyBroadcastEvent, rememberEvent } from './broadcast-cache';
import { highlightNewMessage } from './new-message-highlights';

/**
 * Keeps the cached broadcast list in step with the channel, once per tab (mounted by the global
 * banner, which every approved user has on every page). New urgent and critical messages from
 * others also raise a toast: urgent for 5 s, critical until dismissed (spec section 9).
 */
export function useBroadcastSync(userId: string | null): void {
  const queryClient = useQueryClient();
  useTypedChannel(
    'broadcast',
    (event) => {
      rememberEvent(event);
      updateBroadcastList(queryClient, (list) => applyBroadcastEvent(list, event));
      if (event.type === BROADCAST_EVENTS.created) announce(event.payload, userId);
    },
    {
      enabled: userId !== null,
      // The list and the subscription are two requests: if events happened between them (or the
      // list is still loading), the cached list is behind the channel, so fetch it again.
      onSubscribed: (ack) => {
        const list = queryClient.getQueryData<BroadcastListResponse>(broadcastKeys.list);
        if (!list || list.seq < ack.seq) void queryClient.invalidateQueries({ queryKey: broadcastKeys.list });
      },
      // Too much was missed to replay: take the whole list from the server again.
      onResync: () => void queryClient.invalidateQueries({ queryKey: broadcastKeys.list }),
    },
  );
}

function announce({ message }: BroadcastCreatedPayload, userId: string | null) {
  highlightNewMessage(message.id);
  // The sender already has the "sent" confirmation; a second toast would only be noise.
  if (message.sender_id === userId || !BANNER_PRIORITIES.includes(message.priority)) return;
  const critical = message.priority === 'critical';
  toast({
    title: critical ? BROADCAST_STRINGS.toast.critical : BROADCAST_STRINGS.toast.urgent,
    description: message.message,
    variant: 'destructive',
    duration: critical ? Infinity : URGENT_TOAST_MS,
  });
}
