import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHANNELS,
  CHAT_EVENTS,
  CHAT_MODERATION_EVENTS,
  CHAT_MODERATION_STRINGS,
  chatMessageModeratedEventSchema,
  chatMessageSchema,
  chatMuteChangedEventSchema,
  chatReadEventSchema,
  chatTypingEventSchema,
  conversationOf,
  PUBLIC_CONVERSATION,
  type ChatConversationsResponse,
  type ChannelEvent,
} from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { logger } from '@/lib/logger';
import { useChannel } from '@/lib/realtime';
import { isConversationOnScreen } from './active-conversation';
import { chatKeys, storeMessage } from './api';
import { applyRead } from './chat-cache';
import { moderationKeys, setOwnMute } from './moderation-api';
import { notifyAboutMessage } from './notify';
import { clearTyping, markTyping } from './typing-store';

/** Removal notices already shown in this tab: a replay of the same event does not toast twice. */
const toldAboutRemoval = new Set<string>();

const MESSAGE_EVENTS: Record<string, 'created' | 'updated' | 'deleted'> = {
  [CHAT_EVENTS.messageCreated]: 'created',
  [CHAT_EVENTS.messageUpdated]: 'updated',
  [CHAT_EVENTS.messageDeleted]: 'deleted',
};

/**
 * Keeps this tab's chat caches in step with the chat channel, on every page (mounted once by the
 * chat's global banner entry): history and unread counts, typing, mention and private-message
 * notifications. Missed events are replayed by the realtime client after a reconnect; applying
 * them is idempotent, so nothing shows twice.
 */
export function useChatSync(userId: string | null): void {
  const queryClient = useQueryClient();
  const subscribedOnce = useRef(false);
  useChannel(
    CHANNELS.chat.name,
    (event: ChannelEvent) => {
      if (!userId) return;
      const kind = MESSAGE_EVENTS[event.type];
      if (kind) {
        const parsed = chatMessageSchema.safeParse(event.payload);
        if (!parsed.success) return logger.warn('Ugyldig chatmelding fra serveren', parsed.error.issues);
        const message = parsed.data;
        const conversation = conversationOf(message, userId);
        const seen = isConversationOnScreen(conversation);
        if (kind === 'created') clearTyping(conversation, message.sender_id);
        storeMessage(queryClient, message, kind, userId, seen);
        // A replayed event older than what we had is history, not news.
        if (kind === 'created' && !seen && isFresh(event)) notifyAboutMessage(message, userId);
        return;
      }
      if (event.type === CHAT_EVENTS.typing) {
        const parsed = chatTypingEventSchema.safeParse(event.payload);
        if (!parsed.success || parsed.data.user_id === userId) return;
        const conversation = parsed.data.channel_type === 'public' ? PUBLIC_CONVERSATION : parsed.data.user_id;
        markTyping(conversation, parsed.data.user_id, parsed.data.name);
        return;
      }
      if (event.type === CHAT_MODERATION_EVENTS.messageModerated) {
        const parsed = chatMessageModeratedEventSchema.safeParse(event.payload);
        if (!parsed.success || toldAboutRemoval.has(parsed.data.message_id)) return;
        toldAboutRemoval.add(parsed.data.message_id);
        // Also when replayed after an absence: the author should learn of it whenever they are back.
        toast({ title: CHAT_MODERATION_STRINGS.authorNotice, description: `Begrunnelse: ${parsed.data.reason}`, duration: 15_000 });
        return;
      }
      if (event.type === CHAT_MODERATION_EVENTS.reportCreated || event.type === CHAT_MODERATION_EVENTS.reportResolved) {
        void queryClient.invalidateQueries({ queryKey: moderationKeys.reports });
        return;
      }
      if (event.type === CHAT_MODERATION_EVENTS.muteChanged) {
        const parsed = chatMuteChangedEventSchema.safeParse(event.payload);
        if (!parsed.success) return;
        if (parsed.data.user_id === userId) setOwnMute(queryClient, parsed.data.muted_until);
        void queryClient.invalidateQueries({ queryKey: moderationKeys.mutes });
        return;
      }
      if (event.type === CHAT_EVENTS.read) {
        const parsed = chatReadEventSchema.safeParse(event.payload);
        if (!parsed.success) return;
        queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations, (data) =>
          data ? applyRead(data, parsed.data.conversation, parsed.data.last_read_position, null) : data,
        );
      }
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
