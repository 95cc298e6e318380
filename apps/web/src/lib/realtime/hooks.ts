import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChannelEvent, SubscribeAck } from '@studioportal/shared';
import { getChannelStatus, subscribeChannel, subscribeChannelStatus, type ChannelStatus } from './channels';
import { getSocket } from './client';
import { getConnectionState, subscribeConnectionState, type ConnectionState, type NamespaceKey } from './connection-state';

/** Live connection state of a namespace ('main' unless told). */
export function useConnectionState(namespace: NamespaceKey = 'main'): ConnectionState {
  return useSyncExternalStore(subscribeConnectionState, () => getConnectionState(namespace));
}

export interface UseChannelOptions {
  /** Subscribe only while true (e.g. until the user is known to be approved). Default true. */
  enabled?: boolean;
  onSubscribed?: (ack: Extract<SubscribeAck, { ok: true }>) => void;
  onResync?: () => void;
}

/**
 * Subscribe to a realtime channel of the main namespace while the component is mounted.
 * `onEvent` may change on every render; the subscription itself only follows `channel` and `enabled`.
 * The main connection must be running (app/realtime-lifecycle starts it for approved users).
 */
export function useChannel<P = unknown>(
  channel: string,
  onEvent: (event: ChannelEvent<P>) => void,
  options: UseChannelOptions = {},
): ChannelStatus {
  const { enabled = true } = options;
  const latest = useRef({ onEvent, options });
  useEffect(() => {
    latest.current = { onEvent, options };
  });

  useEffect(() => {
    if (!enabled) return;
    return subscribeChannel(channel, {
      onEvent: (event) => latest.current.onEvent(event as ChannelEvent<P>),
      onSubscribed: (ack) => latest.current.options.onSubscribed?.(ack),
      onResync: () => latest.current.options.onResync?.(),
    });
  }, [channel, enabled]);

  const status = useSyncExternalStore(subscribeChannelStatus, () => getChannelStatus(channel));
  return enabled ? status : 'idle';
}

/** Listen to a plain namespace event (e.g. 'profile.updated' on the account namespace). */
export function useSocketEvent<T = unknown>(namespace: NamespaceKey, event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket(namespace);
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [namespace, event, enabled]);
}
