/** Public surface of the chat: the broadcast studio embeds the staff channel's conversation. */
export { ConversationView } from './conversation-view';
