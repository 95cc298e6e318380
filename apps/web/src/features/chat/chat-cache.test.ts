import { describe, expect, it } from 'vitest';
import type { ChatConversationsResponse, ChatMessage } from '@studioportal/shared';
import { applyRead, applyToConversations, historyMessages, upsertHistory, type ChatHistoryData } from './chat-cache';

const message = (position: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${position}`,
  position,
  message: `Melding ${position}`,
  name: 'Bea Berg',
  sender_id: 'bea',
  message_source: 'internal',
  channel_type: 'public',
  recipient_id: null,
  reply_to: null,
  reply_preview: null,
  mentions: [],
  sender: null,
  created_at: new Date(2025, 0, 1, 7, 0, position).toISOString(),
  edited_at: null,
  deleted_at: null,
  moderated: false,
  ...over,
});

const history = (...pages: { messages: ChatMessage[]; next_cursor: string | null }[]): ChatHistoryData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : String(i))),
});

describe('chat cache', () => {
  it('adds a live message once, in order, and ignores it when it comes again', () => {
    const data = history({ messages: [message(3), message(2)], next_cursor: null });
    const once = upsertHistory(data, message(4));
    const twice = upsertHistory(once, message(4));
    expect(historyMessages(twice).map((m) => m.position)).toEqual([2, 3, 4]);
  });

  it('leaves messages older than the loaded pages for paging back', () => {
    const data = history({ messages: [message(10), message(9)], next_cursor: '9' });
    expect(historyMessages(upsertHistory(data, message(5))).map((m) => m.position)).toEqual([9, 10]);
  });

  it('updates quotes when the quoted message is deleted', () => {
    const reply = message(5, { reply_to: 'm4', reply_preview: { id: 'm4', position: 4, sender_id: 'ada', name: 'Ada', message: 'Hei', deleted: false } });
    const data = history({ messages: [reply, message(4)], next_cursor: null });
    const next = upsertHistory(data, message(4, { message: '', deleted_at: new Date().toISOString() }));
    expect(historyMessages(next)[1]!.reply_preview).toMatchObject({ message: '', deleted: true });
  });

  it('counts unread messages from others once, not while the conversation is on screen, and clears on read', () => {
    const list: ChatConversationsResponse = {
      conversations: [{ key: 'public', kind: 'public', person: null, last_message: message(1), unread: 0, last_read_position: 1 }],
      unread_total: 0,
      muted_until: null,
    };
    const first = applyToConversations(list, message(2), 'created', 'me', false).data;
    expect(first.unread_total).toBe(1);
    expect(applyToConversations(first, message(2), 'created', 'me', false).data.unread_total).toBe(1);
    expect(applyToConversations(first, message(3, { sender_id: 'me' }), 'created', 'me', false).data.unread_total).toBe(1);
    expect(applyToConversations(first, message(4), 'created', 'me', true).data.unread_total).toBe(1);
    expect(applyRead(first, 'public', 2, null).unread_total).toBe(0);
  });

  it('asks for the list again when a private message starts a new conversation', () => {
    const list: ChatConversationsResponse = { conversations: [], unread_total: 0, muted_until: null };
    const update = applyToConversations(list, message(7, { channel_type: 'private', recipient_id: 'me' }), 'created', 'me', false);
    expect(update.refetch).toBe(true);
  });

  it('keeps the viewer’s own mute when messages and read cursors move the list', () => {
    const until = '2025-01-01T13:00:00.000Z';
    const list: ChatConversationsResponse = {
      conversations: [{ key: 'public', kind: 'public', person: null, last_message: message(1), unread: 0, last_read_position: 1 }],
      unread_total: 0,
      muted_until: until,
    };
    const afterMessage = applyToConversations(list, message(2), 'created', 'me', false).data;
    expect(afterMessage.muted_until).toBe(until);
    expect(applyRead(afterMessage, 'public', 2, null).muted_until).toBe(until);
  });

  it('shows a message removed by a moderator as removed, and its quotes as deleted', () => {
    const reply = message(5, { reply_to: 'm4', reply_preview: { id: 'm4', position: 4, sender_id: 'ada', name: 'Ada', message: 'Stygt', deleted: false } });
    const data = history({ messages: [reply, message(4)], next_cursor: null });
    const removed = message(4, { message: '', deleted_at: new Date().toISOString(), moderated: true });
    const [first, second] = historyMessages(upsertHistory(data, removed));
    expect(first).toMatchObject({ id: 'm4', message: '', moderated: true });
    expect(second!.reply_preview).toMatchObject({ message: '', deleted: true });
  });
});
