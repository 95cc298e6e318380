import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvent, SubscribeAck } from '@studioportal/shared';

/** A stand-in for the Socket.IO socket: records emits, lets the test play the server. */
class FakeSocket {
  connected = false;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  emits: { event: string; payload: unknown; ack?: (error: Error | null, ack: SubscribeAck) => void }[] = [];
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  timeout() {
    return this;
  }
  emit(event: string, payload: unknown, ack?: (error: Error | null, ack: SubscribeAck) => void) {
    this.emits.push({ event, payload, ...(ack ? { ack } : {}) });
    return this;
  }
  connect() {
    this.connected = true;
    this.fire('connect');
  }
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
}

let socket: FakeSocket;
vi.mock('./client', () => ({ getSocket: () => socket }));

const event = (seq: number): ChannelEvent => ({ channel: 'chat:v1', seq, type: 'chat.message', payload: { seq }, at: '' });
const ok = (seq: number, missed: ChannelEvent[] = [], truncated = false): SubscribeAck => ({ ok: true, channel: 'chat:v1', seq, missed, truncated });

describe('channel subscriptions', () => {
  beforeEach(() => {
    vi.resetModules();
    socket = new FakeSocket();
  });

  it('subscribes on connect, resubscribes with since after a reconnect, and de-duplicates by seq', async () => {
    const { subscribeChannel, getChannelStatus } = await import('./channels');
    const received: number[] = [];
    const onSubscribed = vi.fn();
    subscribeChannel('chat:v1', { onEvent: (e) => received.push(e.seq ?? -1), onSubscribed });
    expect(socket.emits).toHaveLength(0); // not connected yet: nothing is buffered

    socket.connect();
    expect(socket.emits[0]).toMatchObject({ event: 'channel:subscribe', payload: { channel: 'chat:v1' } });
    socket.emits[0]?.ack?.(null, ok(4));
    expect(getChannelStatus('chat:v1')).toBe('subscribed');
    expect(onSubscribed).toHaveBeenCalledOnce();

    socket.fire('channel:event', event(5));
    socket.fire('channel:event', event(6));
    socket.fire('channel:event', event(6)); // duplicate delivery
    expect(received).toEqual([5, 6]);

    socket.drop();
    expect(getChannelStatus('chat:v1')).toBe('idle');
    socket.connect();
    expect(socket.emits[1]).toMatchObject({ event: 'channel:subscribe', payload: { channel: 'chat:v1', since: 6 } });
    // A live event overtakes the replay: it is held back, then delivered in seq order, once.
    socket.fire('channel:event', event(9));
    socket.emits[1]?.ack?.(null, ok(9, [event(6), event(7), event(8)]));
    expect(received).toEqual([5, 6, 7, 8, 9]);
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('asks for a resync when the replay was truncated', async () => {
    const { subscribeChannel } = await import('./channels');
    const onResync = vi.fn();
    socket.connect();
    subscribeChannel('chat:v1', { onEvent: () => undefined, onResync });
    socket.emits[0]?.ack?.(null, ok(1000, [], true));
    expect(onResync).toHaveBeenCalledOnce();
  });

  it('shares one server subscription and unsubscribes when the last listener leaves', async () => {
    const { subscribeChannel, getChannelStatus } = await import('./channels');
    socket.connect();
    const stopA = subscribeChannel('chat:v1', { onEvent: () => undefined });
    const stopB = subscribeChannel('chat:v1', { onEvent: () => undefined });
    expect(socket.emits.filter((e) => e.event === 'channel:subscribe')).toHaveLength(1);
    stopA();
    expect(socket.emits.some((e) => e.event === 'channel:unsubscribe')).toBe(false);
    stopB();
    expect(socket.emits.at(-1)).toMatchObject({ event: 'channel:unsubscribe', payload: { channel: 'chat:v1' } });
    expect(getChannelStatus('chat:v1')).toBe('idle');
  });

  it('marks the channel as failed when the server refuses', async () => {
    const { subscribeChannel, getChannelStatus } = await import('./channels');
    socket.connect();
    subscribeChannel('chat:v1', { onEvent: () => undefined });
    socket.emits[0]?.ack?.(null, { ok: false, error: { code: 'forbidden', message: 'Du har ikke tilgang til dette.' } });
    expect(getChannelStatus('chat:v1')).toBe('error');
  });

  it('tries again shortly when the server says the socket is over its allowance', async () => {
    vi.useFakeTimers();
    try {
      const { subscribeChannel, getChannelStatus } = await import('./channels');
      socket.connect();
      subscribeChannel('chat:v1', { onEvent: () => undefined });
      socket.emits[0]?.ack?.(null, { ok: false, error: { code: 'rate_limited', message: 'For mange forespørsler. Vent litt og prøv igjen.' } });
      expect(getChannelStatus('chat:v1')).toBe('subscribing');
      vi.advanceTimersByTime(1000);
      expect(socket.emits.filter((e) => e.event === 'channel:subscribe')).toHaveLength(2);
      socket.emits[1]?.ack?.(null, ok(3));
      expect(getChannelStatus('chat:v1')).toBe('subscribed');
    } finally {
      vi.useRealTimers();
    }
  });
});
