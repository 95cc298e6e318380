import { Link } from 'react-router';
import { Hash, RefreshCw } from 'lucide-react';
import { CHAT_STRINGS, type ChatConversation } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { displayName, firstName } from '@/lib/people';
import { useConversations } from './api';
import { listTime } from './format';
import { removedText, snippet } from './notify';
import { UnreadCount } from './unread-count';
import { usePeople } from './use-people';

interface ConversationListProps {
  active: string | null;
  me: string;
  hrefFor: (key: string) => string;
}

/** The staff channel first, then private conversations by latest activity, each with its unread count. */
export function ConversationList({ active, me, hrefFor }: ConversationListProps) {
  const { data, isPending, isError, refetch } = useConversations();
  const people = usePeople();
  const { timeZone } = useAppConfig();

  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Henter samtaler...
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 px-4 py-6 text-sm text-muted-foreground">
        Kunne ikke hente samtalene.
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          <RefreshCw aria-hidden />
          Prøv igjen
        </Button>
      </div>
    );
  }

  return (
    <ul aria-label="Samtaler" className="grid grid-cols-1 gap-0.5 px-2">
      {data.conversations.map((conversation) => (
        <li key={conversation.key}>
          <ConversationRow
            conversation={conversation}
            person={conversation.kind === 'private' ? people.personFor(conversation.key, conversation.person) : null}
            active={conversation.key === active}
            href={hrefFor(conversation.key)}
            me={me}
            timeZone={timeZone}
          />
        </li>
      ))}
    </ul>
  );
}

interface RowProps {
  conversation: ChatConversation;
  person: ChatConversation['person'];
  active: boolean;
  href: string;
  me: string;
  timeZone: string;
}

function ConversationRow({ conversation, person, active, href, me, timeZone }: RowProps) {
  const isPublic = conversation.kind === 'public';
  const name = isPublic ? CHAT_STRINGS.publicChannel : displayName(person?.full_name);
  const last = conversation.last_message;
  const preview = last
    ? last.deleted_at
      ? removedText(last)
      : `${last.sender_id === me ? 'Du: ' : isPublic ? `${firstName(last.sender?.full_name ?? last.name) ?? displayName(last.name)}: ` : ''}${snippet(last.message, 80)}`
    : isPublic
      ? 'Kanalen for hele redaksjonen'
      : 'Ingen meldinger ennå';
  const unread = conversation.unread;

  return (
    <Link
      to={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-lg px-2.5 py-2 transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active ? 'bg-primary/12 dark:bg-primary/20' : 'hover:bg-accent',
      )}
    >
      {isPublic ? (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-blue-700 dark:text-blue-300">
          <Hash className="size-5" aria-hidden />
        </span>
      ) : (
        <UserAvatar fullName={person?.full_name} color={person?.chat_color} pictureUrl={person?.profile_picture_url} className="size-10" />
      )}
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', unread > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
          {last && <span className="tabular shrink-0 text-xs text-muted-foreground">{listTime(last.created_at, timeZone)}</span>}
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', unread > 0 ? 'text-foreground' : 'text-muted-foreground', last?.deleted_at && 'italic')}>
            {preview}
          </span>
          <UnreadCount count={unread} />
        </span>
      </span>
    </Link>
  );
}
