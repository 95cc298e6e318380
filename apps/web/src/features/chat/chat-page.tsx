import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PUBLIC_CONVERSATION } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { ModerationButton } from './moderation-panel';
import { NewConversationDialog } from './new-conversation-dialog';
import { OnlineNowList } from './online-now-list';
import { useIsPhone } from './use-is-phone';

/** Search parameter naming the open conversation: 'public' or the other person's id. */
const CONVERSATION_PARAM = 'samtale';

const hrefFor = (key: string) => `/chat?${new URLSearchParams({ [CONVERSATION_PARAM]: key })}`;

/**
 * /chat: the staff channel and private conversations side by side (desktop), or as two views
 * (phone: the list, then the open conversation with a way back).
 */
export default function ChatPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const selected = params.get(CONVERSATION_PARAM);
  const active = selected ?? (isPhone ? null : PUBLIC_CONVERSATION);
  const backToList = useCallback(() => void navigate('/chat'), [navigate]);
  if (!user) return null;

  return (
    <div className="mx-auto flex h-[calc(100dvh-3.5rem-1px-env(safe-area-inset-top))] w-full max-w-[1600px] gap-4 md:h-[calc(100dvh-4rem-1px)] md:p-4 lg:px-6">
      <aside
        aria-label="Samtaler og hvem som er pålogget"
        className={cn(
          'min-h-0 w-full flex-col overflow-y-auto bg-card md:flex md:w-80 md:shrink-0 md:rounded-xl md:border md:shadow-sm lg:w-96',
          active && isPhone ? 'hidden' : 'flex',
        )}
      >
        <div className="flex items-center justify-end gap-3 px-4 pb-3 pt-4 md:justify-between">
          {/* On a phone the top bar already says "Chat". */}
          <h1 className="sr-only text-xl font-semibold tracking-tight md:not-sr-only">Chat</h1>
          <NewConversationDialog me={user.id} hrefFor={hrefFor} />
        </div>
        <div className="px-4 pb-3 empty:hidden">
          <ModerationButton />
        </div>
        <h2 className="px-4 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Samtaler</h2>
        <ConversationList active={active} me={user.id} hrefFor={hrefFor} />
        <h2 className="mt-4 border-t px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Pålogget nå</h2>
        <div className="pb-4">
          <OnlineNowList me={user.id} hrefFor={hrefFor} />
        </div>
      </aside>

      {active && (
        <div className="flex min-h-0 min-w-0 flex-1 flex-col bg-card md:rounded-xl md:border md:shadow-sm">
          <ConversationView key={active} conversation={active} me={user.id} onBack={isPhone ? backToList : undefined} />
        </div>
      )}
    </div>
  );
}
