import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { CHAT_STRINGS, type ChatConversation } from '@studioportal/shared';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { CardLink } from '@/components/ui/card-link';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { useAppConfig } from '@/lib/app-config';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { useConversations } from './api';
import { listTime } from './format';
import { removedText, snippet } from './notify';
import { UnreadCount } from './unread-count';
import { usePeople } from './use-people';

const SHOWN = 4;

/** Dashboard card: unread chat in total and the latest word in each conversation. */
export default function ChatCard() {
  const { user } = useAuth();
  const { data, isPending, isError } = useConversations();
  const people = usePeople();
  const { timeZone } = useAppConfig();
  const active = (data?.conversations ?? []).filter((c) => c.last_message !== null);
  const latest = [...active].sort((a, b) => (b.last_message?.position ?? 0) - (a.last_message?.position ?? 0)).slice(0, SHOWN);

  return (
    <Card className="flex flex-col">
      <CardHeading
        icon={MessagesSquare}
        title="Chat"
        description={data ? (data.unread_total === 0 ? 'Ingen uleste meldinger.' : `${data.unread_total} uleste ${data.unread_total === 1 ? 'melding' : 'meldinger'}.`) : 'Siste nytt fra redaksjonen.'}
      >
        {data && <UnreadCount count={data.unread_total} />}
      </CardHeading>
      <CardContent className="flex flex-1 flex-col gap-3">
        {isPending ? (
          <div role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Henter samtaler...
          </div>
        ) : isError ? (
          <p className="py-4 text-sm text-muted-foreground">Kunne ikke hente chatten akkurat nå.</p>
        ) : latest.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">Ingen meldinger ennå.</p>
        ) : (
          <ul className="-mx-2 grid grid-cols-1 gap-0.5" aria-label="Siste meldinger">
            {latest.map((c) => (
              <li key={c.key}>
                <Row conversation={c} me={user?.id ?? ''} timeZone={timeZone} color={people.personFor(c.last_message?.sender_id ?? '', c.last_message?.sender)?.chat_color ?? null} />
              </li>
            ))}
          </ul>
        )}
        <CardLink to="/chat">Åpne chat</CardLink>
      </CardContent>
    </Card>
  );
}

function Row({ conversation, me, timeZone, color }: { conversation: ChatConversation; me: string; timeZone: string; color: string | null }) {
  const last = conversation.last_message!;
  const where = conversation.kind === 'public' ? CHAT_STRINGS.publicChannel : `Privat med ${displayName(conversation.person?.full_name)}`;
  const who = last.sender_id === me ? 'Du' : displayName(last.sender?.full_name ?? last.name);
  return (
    <Link
      to={`/chat?samtale=${encodeURIComponent(conversation.key)}`}
      className="flex items-start gap-3 rounded-md px-2 py-2 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <UserAvatar fullName={last.sender?.full_name ?? last.name} color={color} pictureUrl={last.sender?.profile_picture_url} className="mt-0.5 size-8" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2 text-xs text-muted-foreground">
          <span className="min-w-0 flex-1 truncate">{where}</span>
          <span className="tabular shrink-0">{listTime(last.created_at, timeZone)}</span>
        </span>
        <span className="block truncate text-sm">
          <span className="font-medium">{who}: </span>
          <span className={last.deleted_at ? 'italic text-muted-foreground' : 'text-muted-foreground'}>
            {last.deleted_at ? removedText(last) : snippet(last.message, 90)}
          </span>
        </span>
      </span>
      <UnreadCount count={conversation.unread} className="mt-1" />
    </Link>
  );
}
