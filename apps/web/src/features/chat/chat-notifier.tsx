import { useAuth } from '@/features/auth';
import { useChatSync } from './use-chat-sync';
import { useColleagueUpdates } from './use-colleague-updates';

/** Renders nothing: keeps the chat in sync on every page (unread badge, notifications, typing, colleagues' names and colours). */
export default function ChatNotifier() {
  const { user, isApproved } = useAuth();
  useChatSync(user && isApproved ? user.id : null);
  useColleagueUpdates(Boolean(user && isApproved));
  return null;
}
