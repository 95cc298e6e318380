import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENTS,
  CHAT_MODERATION_EVENTS,
  CHAT_MODERATION_STRINGS,
  conversationOf,
  PUBLIC_CONVERSATION,
  type ChannelEvent,
  type ChatConversationsResponse,
  type ChatMessage,
} from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { useChannelEvents } from '@/lib/realtime';
import { isConversationOnScreen } from './active-conversation';
import { chatKeys, storeMessage } from './api';
import { applyRead } from './chat-cache';
import { moderationKeys, setOwnMute } from './moderation-api';
import { notifyAboutMessage } from './notify';
import { clearTyping, markTyping } from './typing-store';

/** Removal notices already shown in this tab: a replay of the same event does not toast twice. */
const toldAboutRemoval = new Set<string>();

/**
 * Keeps this tab's chat caches in step with the chat channel, on every page (mounted once by the
 * chat's global banner entry): history and unread counts, typing, mention and private-message
 * notifications. Missed events are replayed by the realtime client after a reconnect; applying
 * them is idempotent, so nothing shows twice. Every payload was checked against the shared
 * contract before it reaches a handler here.
 */
export function useChatSync(userId: string | null): void {
  const queryClient = useQueryClient();
  const subscribedOnce = useRef(false);
  const onMessage = (kind: 'created' | 'updated' | 'deleted') => (message: ChatMessage, event: ChannelEvent) => {
    if (!userId) return;
    const conversation = conversationOf(message, userId);
    const seen = isConversationOnScreen(conversation);
    if (kind === 'created') clearTyping(conversation, message.sender_id);
    storeMessage(queryClient, message, kind, userId, seen);
    // A replayed event older than what we had is history, not news.
    if (kind === 'created' && !seen && isFresh(event)) notifyAboutMessage(message, userId);
  };
  const refreshReports = () => void queryClient.invalidateQueries({ queryKey: moderationKeys.reports });
  useChannelEvents(
    'chat',
    {
      [CHAT_EVENTS.messageCreated]: onMessage('created'),
      [CHAT_EVENTS.messageUpdated]: onMessage('updated'),
      [CHAT_EVENTS.messageDeleted]: onMessage('deleted'),
      [CHAT_EVENTS.typing]: ({ user_id, name, channel_type }) => {
        if (user_id === userId) return;
        markTyping(channel_type === 'public' ? PUBLIC_CONVERSATION : user_id, user_id, name);
      },
      [CHAT_MODERATION_EVENTS.messageModerated]: ({ message_id, reason }) => {
        if (toldAboutRemoval.has(message_id)) return;
        toldAboutRemoval.add(message_id);
        // Also when replayed after an absence: the author should learn of it whenever they are back.
        toast({ title: CHAT_MODERATION_STRINGS.authorNotice, description: `Begrunnelse: ${reason}`, duration: 15_000 });
      },
      [CHAT_MODERATION_EVENTS.reportCreated]: refreshReports,
      [CHAT_MODERATION_EVENTS.reportResolved]: refreshReports,
      [CHAT_MODERATION_EVENTS.muteChanged]: ({ user_id, muted_until }) => {
        if (user_id === userId) setOwnMute(queryClient, muted_until);
        void queryClient.invalidateQueries({ queryKey: moderationKeys.mutes });
      },
      [CHAT_EVENTS.read]: ({ conversation, last_read_position }) =>
        queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations, (data) =>
          data ? applyRead(data, conversation, last_read_position, null) : data,
        ),
    },
    {
      enabled: userId !== null,
      // The first subscription starts at the channel's head: whatever happened between an earlier
      // HTTP fetch and this moment was never sent to us, so data older than now is fetched again.
      // Later (re)subscriptions replay by cursor and need no refetch.
      onSubscribed: () => {
        if (subscribedOnce.current) return;
        subscribedOnce.current = true;
        const at = Date.now();
        void queryClient.invalidateQueries({ queryKey: chatKeys.all, predicate: (query) => query.state.dataUpdatedAt < at });
      },
      // Too much was missed to replay: load the chat from the server again.
      onResync: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
    },
  );
}

/** Events older than a minute come from a replay after a long absence; they update lists quietly. */
function isFresh(event: ChannelEvent): boolean {
  return Date.now() - Date.parse(event.at) < 60_000;
}
