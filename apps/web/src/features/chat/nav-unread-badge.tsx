import { useConversations } from './api';
import { UnreadCount } from './unread-count';

/** The unread count on the chat entry of the navbar and the mobile menu. */
export function ChatNavBadge() {
  const { data } = useConversations();
  return <UnreadCount count={data?.unread_total ?? 0} />;
}
