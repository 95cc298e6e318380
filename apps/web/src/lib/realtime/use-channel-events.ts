import { useEffect, useRef } from 'react';
import { type ChannelEvent, type ChannelKey, CHANNELS, type EventPayload, type EventTypeOf, parseChannelEvent, type TypedChannelEvent } from '@studioportal/shared';
import { logger } from '@/lib/logger';
import type { ChannelStatus } from './channels';
import { useChannel, type UseChannelOptions } from './hooks';

/** A handler per event type of the channel, each given the payload its schema guarantees. */
export type ChannelHandlers<C extends ChannelKey> = {
  [T in EventTypeOf<C>]?: (payload: EventPayload<C, T>, event: ChannelEvent) => void;
};

/**
 * Listens to a channel of the realtime contract (channel-events.ts in shared) with one callback
 * for every event. Each event is checked against its type's schema first: an unknown type or an
 * invalid payload is logged and dropped, never handed on, so the callback can trust the typed
 * event it gets (narrow it with `switch (event.type)`).
 */
export function useTypedChannel<C extends ChannelKey>(channel: C, onEvent: (event: TypedChannelEvent<C>) => void, options: UseChannelOptions = {}): ChannelStatus {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  return useChannel(
    CHANNELS[channel].name,
    (event) => {
      const parsed = parseChannelEvent(channel, event);
      if (!parsed.ok) {
        logger.warn('Ugyldig sanntidshendelse forkastet', { channel: CHANNELS[channel].name, type: event.type, reason: parsed.reason, issue: parsed.issue });
        return;
      }
      // The type was found in the channel's map and the payload passed that type's schema.
      latest.current({ ...event, payload: parsed.payload } as TypedChannelEvent<C>);
    },
    options,
  );
}

/** Like useTypedChannel, with a handler per event type; types without a handler are ignored. */
export function useChannelEvents<C extends ChannelKey>(channel: C, handlers: ChannelHandlers<C>, options: UseChannelOptions = {}): ChannelStatus {
  return useTypedChannel(
    channel,
    (event) => {
      const handler = (handlers as Record<string, ((payload: unknown, event: ChannelEvent) => void) | undefined>)[event.type];
      handler?.(event.payload, event);
    },
    options,
  );
}
