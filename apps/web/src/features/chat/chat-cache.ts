import type { InfiniteData } from '@tanstack/react-query';
import { conversationOf, type ChatConversationsResponse, type ChatHistoryResponse, type ChatMessage } from '@studioportal/shared';

/**
 * Pure updates of the cached chat data from realtime events. Everything is keyed by message id,
 * so an event that arrives twice (live and again in a replay, or after our own POST answered)
 * changes nothing the second time.
 */
export type ChatHistoryData = InfiniteData<ChatHistoryResponse, string | null>;

/** Messages of a history cache, oldest first (pages are newest first, each page newest first). */
export function historyMessages(data: { pages: readonly ChatHistoryResponse[] } | undefined): ChatMessage[] {
  if (!data) return [];
  const all: ChatMessage[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    const page = data.pages[p]!;
    for (let i = page.messages.length - 1; i >= 0; i--) all.push(page.messages[i]!);
  }
  return all;
}

/** Quotes of `source` inside other messages follow its edits and deletion. */
function withQuoteOf(message: ChatMessage, source: ChatMessage): ChatMessage {
  if (message.reply_preview?.id !== source.id) return message;
  const deleted = source.deleted_at !== null;
  return { ...message, reply_preview: { ...message.reply_preview, message: deleted ? '' : source.message, deleted } };
}

/** Inserts or replaces a message in the loaded history, keeping newest-first order in every page. */
export function upsertHistory(data: ChatHistoryData | undefined, message: ChatMessage): ChatHistoryData | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  let pages = data.pages.map((page) => {
    const messages = page.messages.map((m) => {
      if (m.id === message.id) {
        found = true;
        return message;
      }
      return withQuoteOf(m, message);
    });
    return { ...page, messages };
  });
  if (!found) {
    const oldestLoaded = pages.at(-1)?.messages.at(-1)?.position;
    const complete = pages.at(-1)?.next_cursor === null;
    // Older than anything loaded: it appears when the person pages back that far.
    if (oldestLoaded !== undefined && message.position < oldestLoaded && !complete) return { ...data, pages };
    const target = pages.findIndex((page) => page.messages.length === 0 || (page.messages.at(-1)?.position ?? 0) < message.position);
    const index = target === -1 ? pages.length - 1 : target;
    pages = pages.map((page, p) => {
      if (p !== index) return page;
      const messages = [...page.messages, message].sort((a, b) => b.position - a.position);
      return { ...page, messages };
    });
  }
  return { ...data, pages };
}

export interface ConversationsUpdate {
  data: ChatConversationsResponse;
  /** The event belongs to a conversation the list does not have yet: fetch the list again. */
  refetch: boolean;
}

const isUnreadFor = (message: ChatMessage, me: string, lastRead: number) =>
  message.sender_id !== me && message.deleted_at === null && message.position > lastRead;

function sortConversations(list: ChatConversationsResponse['conversations']) {
  return [...list].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'public' ? -1 : 1;
    return (b.last_message?.position ?? 0) - (a.last_message?.position ?? 0);
  });
}

/**
 * A message was created, edited or deleted: move the conversation's latest message and unread
 * count along. `seen` is true when the person has this conversation on screen right now (it is
 * then marked read by the page, so it does not count as unread in between).
 */
export function applyToConversations(
  data: ChatConversationsResponse,
  message: ChatMessage,
  kind: 'created' | 'updated' | 'deleted',
  me: string,
  seen: boolean,
): ConversationsUpdate {
  const key = conversationOf(message, me);
  const current = data.conversations.find((c) => c.key === key);
  if (!current) return { data, refetch: kind === 'created' };
  let unread = current.unread;
  if (kind === 'created' && !seen && isUnreadFor(message, me, current.last_read_position) && current.last_message?.id !== message.id) {
    // Only once per message: the same event from a replay must not count twice.
    if ((current.last_message?.position ?? 0) < message.position) unread += 1;
  }
  if (kind === 'deleted' && message.sender_id !== me && message.position > current.last_read_position && unread > 0) unread -= 1;
  const isLatest = !current.last_message || current.last_message.position <= message.position;
  const updated = {
    ...current,
    unread: seen && kind === 'created' ? current.unread : unread,
    last_message: isLatest ? message : current.last_message,
  };
  const conversations = sortConversations(data.conversations.map((c) => (c.key === key ? updated : c)));
  return { data: { ...data, conversations, unread_total: conversations.reduce((n, c) => n + c.unread, 0) }, refetch: false };
}

/** The read cursor moved (here or in another tab): that conversation has nothing unread up to it. */
export function applyRead(data: ChatConversationsResponse, key: string, position: number, unread: number | null): ChatConversationsResponse {
  const conversations = data.conversations.map((c) => {
    if (c.key !== key || c.last_read_position > position) return c;
    const nothingAfter = c.last_message === null || c.last_message.position <= position;
    return { ...c, last_read_position: position, unread: unread ?? (nothingAfter ? 0 : c.unread) };
  });
  return { ...data, conversations, unread_total: conversations.reduce((n, c) => n + c.unread, 0) };
}
