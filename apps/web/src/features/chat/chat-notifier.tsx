import { useAuth } from '@/features/auth';
import { useChatSync } from './use-chat-sync';

/** Renders nothing: keeps the chat in sync on every page (unread badge, notifications, typing). */
export default function ChatNotifier() {
  const { user, isApproved } = useAuth();
  useChatSync(user && isApproved ? user.id : null);
  return null;
}
