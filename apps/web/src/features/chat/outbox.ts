import type { SendChatMessageInput } from '@studioportal/shared';
import { enqueue } from '@/lib/offline/outbox';
import { chatKeys } from './api';

/** Chat messages written offline wait in the outbox; the client_id makes the server store each once. */
export const CHAT_OUTBOX_KIND = 'chat.message';

export function queueChatMessage(userId: string, conversation: string, input: SendChatMessageInput & { client_id: string }) {
  return enqueue({
    id: input.client_id,
    userId,
    kind: CHAT_OUTBOX_KIND,
    method: 'POST',
    path: '/api/chat/messages',
    body: input,
    meta: { conversation, text: input.message, label: 'Chatmeldingen ble ikke sendt:' },
    invalidate: [chatKeys.all],
  });
}
