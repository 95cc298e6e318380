import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_EVENTS, CHANNELS, type ChannelEvent, type SubscribeAck } from '@studioportal/shared';

/** Plays the server for the channel layer: records emits, fires events at the listeners. */
class FakeSocket {
  connected = true;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  emits: { event: string; ack?: (error: Error | null, ack: SubscribeAck) => void }[] = [];
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  timeout() {
    return this;
  }
  emit(event: string, _payload: unknown, ack?: (error: Error | null, ack: SubscribeAck) => void) {
    this.emits.push({ event, ...(ack ? { ack } : {}) });
    return this;
  }
}

let socket: FakeSocket;
vi.mock('./client', () => ({ getSocket: () => socket }));

const at = new Date(0).toISOString();
const event = (seq: number, type: string, payload: unknown): ChannelEvent => ({ channel: CHANNELS.broadcast.name, seq, type, payload, at });

describe('useChannelEvents', () => {
  beforeEach(() => {
    vi.resetModules();
    socket = new FakeSocket();
  });

  it('hands a handler only payloads that pass the shared schema; an invalid one is logged and dropped', async () => {
    const { useChannelEvents } = await import('./use-channel-events');
    // The module instance the hook logs to (resetModules gives every test fresh ones).
    const { logger } = await import('@/lib/logger');
    const expired = vi.fn();
    renderHook(() => useChannelEvents('broadcast', { [BROADCAST_EVENTS.expired]: expired }));
    socket.emits[0]?.ack?.(null, { ok: true, channel: CHANNELS.broadcast.name, seq: 0, missed: [], truncated: false });

    socket.fire('channel:event', event(1, BROADCAST_EVENTS.expired, { message_id: 'a' }));
    socket.fire('channel:event', event(2, BROADCAST_EVENTS.expired, { message_id: 42 }));
    socket.fire('channel:event', event(3, 'broadcast.message.unknown', { message_id: 'b' }));
    // A valid event of a type nobody handles here is simply not passed on.
    socket.fire('channel:event', event(4, BROADCAST_EVENTS.dismissed, { message_id: 'c', dismissed_by: 'u' }));

    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired.mock.calls[0]?.[0]).toEqual({ message_id: 'a' });
    // The logger throttles a repeated message within a second, so the first drop is the one recorded.
    const dropped = logger.getEntries().filter((e) => e.message === 'Ugyldig sanntidshendelse forkastet');
    expect(dropped.map((e) => e.data)).toEqual([expect.objectContaining({ type: BROADCAST_EVENTS.expired, reason: 'invalid_payload' })]);
  });
});
