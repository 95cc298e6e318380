import { PUBLIC_CONVERSATION } from '@studioportal/shared';
import { useAuth } from '@/features/auth';
import { ConversationView } from '@/features/chat';

/** The staff channel, embedded: the chat feature's own conversation view with its composer. */
export function ChatPanel() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex h-[560px] min-h-0 flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <ConversationView conversation={PUBLIC_CONVERSATION} me={user.id} />
    </div>
  );
}
