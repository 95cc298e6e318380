import { afterEach, describe, expect, it } from 'vitest';
import { BROADCAST_EVENTS, CHANNELS, type BroadcastMessage } from '@studioportal/shared';
import { applyBroadcastEvent, bannerQueue, type BroadcastEvent, catchUp, forgetEvents, liveMessages, nextExpiry, rememberEvent } from './broadcast-cache';

const NOW = Date.parse('2025-11-24T07:00:00Z');

function message(id: string, overrides: Partial<BroadcastMessage> = {}): BroadcastMessage {
  return {
    id,
    sender_id: 'u1',
    message: `Melding ${id}`,
    priority: 'urgent',
    is_active: true,
    expires_at: new Date(NOW + 3_600_000).toISOString(),
    created_at: new Date(NOW - 60_000).toISOString(),
    acknowledged_by: [],
    sender: { id: 'u1', full_name: 'Kari Nordmann', chat_color: '#ff0000' },
    acknowledgers: [],
    ...overrides,
  };
}

function event<T extends BroadcastEvent['type']>(seq: number, type: T, payload: Extract<BroadcastEvent, { type: T }>['payload']): BroadcastEvent {
  return { channel: CHANNELS.broadcast.name, seq, type, payload, at: new Date(NOW).toISOString() } as BroadcastEvent;
}

afterEach(() => forgetEvents());

describe('broadcast cache', () => {
  it('adds a created message once, newest first, and moves the cursor', () => {
    const older = message('a', { created_at: new Date(NOW - 120_000).toISOString() });
    const created = event(7, BROADCAST_EVENTS.created, { message: message('b') });
    const once = applyBroadcastEvent({ messages: [older], seq: 6 }, created);
    const twice = applyBroadcastEvent(once, created);
    expect(twice.messages.map((m) => m.id)).toEqual(['b', 'a']);
    expect(twice.seq).toBe(7);
  });

  it('records an acknowledgement once and removes dismissed and expired messages', () => {
    const user = { id: 'u2', full_name: 'Ola', chat_color: null };
    let list = { messages: [message('a'), message('b')], seq: 1 };
    list = applyBroadcastEvent(list, event(2, BROADCAST_EVENTS.acknowledged, { message_id: 'a', user }));
    list = applyBroadcastEvent(list, event(2, BROADCAST_EVENTS.acknowledged, { message_id: 'a', user }));
    expect(list.messages[0]?.acknowledged_by).toEqual(['u2']);
    expect(list.messages[0]?.acknowledgers).toEqual([user]);
    list = applyBroadcastEvent(list, event(3, BROADCAST_EVENTS.dismissed, { message_id: 'a', dismissed_by: 'u1' }));
    list = applyBroadcastEvent(list, event(4, BROADCAST_EVENTS.expired, { message_id: 'b' }));
    expect(list.messages).toEqual([]);
  });

  it('shows only the first unacknowledged urgent or critical message that has not expired', () => {
    const messages = [
      message('normal', { priority: 'normal' }),
      message('seen', { acknowledged_by: ['me'] }),
      message('old', { expires_at: new Date(NOW - 1).toISOString() }),
      message('critical', { priority: 'critical', expires_at: null }),
      message('urgent'),
    ];
    expect(bannerQueue(messages, 'me', NOW).map((m) => m.id)).toEqual(['critical', 'urgent']);
    expect(bannerQueue(messages, null, NOW)).toEqual([]);
    // A day later the urgent one is gone; the critical one never expires.
    expect(bannerQueue(messages, 'me', NOW + 86_400_000).map((m) => m.id)).toEqual(['critical']);
    expect(liveMessages(messages, NOW).map((m) => m.id)).toEqual(['normal', 'seen', 'critical', 'urgent']);
    expect(nextExpiry(messages, NOW)).toBe(NOW + 3_600_000);
  });

  it('brings a list fetched during a burst of events up to date without applying older ones twice', () => {
    rememberEvent(event(5, BROADCAST_EVENTS.created, { message: message('x') }));
    rememberEvent(event(6, BROADCAST_EVENTS.dismissed, { message_id: 'y', dismissed_by: 'u1' }));
    const fetched = { messages: [message('y'), message('x')], seq: 5 };
    const current = catchUp(fetched);
    expect(current.messages.map((m) => m.id)).toEqual(['x']);
    expect(current.seq).toBe(6);
  });
});
