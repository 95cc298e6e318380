import { Users } from 'lucide-react';
import { ROLE_LABELS, type PresenceEntry } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { usePresence } from './use-presence';

/**
 * Who the list counts (spec section 6: Administrator and Programleder publish global presence),
 * said on the card itself so nobody reads a missing Tekniker as "not here".
 */
export const WHO_IS_COUNTED = 'Administratorer og programledere som har portalen åpen. Teknikere vises ikke.';

/** Dashboard card "Pålogget nå": everyone currently online, with their colour and role. */
export function OnlineNowCard() {
  const { users, connection, channel } = usePresence();
  const { userProfile } = useAuth();
  const { timeZone } = useAppConfig();
  const sorted = users ? [...users].sort((a, b) => displayName(a.full_name).localeCompare(displayName(b.full_name), 'nb')) : null;

  return (
    <Card className="flex flex-col" role="region" aria-label="Pålogget nå">
      <CardHeading icon={Users} title="Pålogget nå" description={WHO_IS_COUNTED}>
        {sorted && (
          <Badge variant="secondary" aria-label={`${sorted.length} pålogget`}>
            {sorted.length}
          </Badge>
        )}
      </CardHeading>
      <CardContent className="flex-1">
        <Body users={sorted} connection={connection} channelFailed={channel === 'error'} timeZone={timeZone} selfId={userProfile?.id} />
      </CardContent>
    </Card>
  );
}

interface BodyProps {
  users: PresenceEntry[] | null;
  connection: ReturnType<typeof usePresence>['connection'];
  channelFailed: boolean;
  timeZone: string;
  selfId: string | undefined;
}

function Body({ users, connection, channelFailed, timeZone, selfId }: BodyProps) {
  if (channelFailed || connection === 'error') {
    return <EmptyState text="Sanntid er ikke tilgjengelig akkurat nå. Listen oppdateres når forbindelsen er tilbake." />;
  }
  if (users === null) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {connection === 'reconnecting' ? 'Kobler til på nytt...' : 'Henter hvem som er pålogget...'}
      </div>
    );
  }
  if (users.length === 0) return <EmptyState text="Ingen er pålogget akkurat nå." />;
  // While reconnecting the last known list stays, dimmed: it may be out of date.
  const stale = connection !== 'connected';
  return (
    <ul className={cn('-mx-2 grid gap-0.5 transition-opacity', stale && 'opacity-60')} aria-label="Pålogget nå" aria-busy={stale}>
      {users.map((user) => {
        const since = formatTime(user.online_since, timeZone);
        return (
          <li key={user.user_id} className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent/60">
            <span aria-hidden className="size-2.5 shrink-0 rounded-full ring-2 ring-card" style={{ backgroundColor: personColor(user) }} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium">
              {displayName(user.full_name)}
              {user.user_id === selfId && <span className="font-normal text-muted-foreground"> (deg)</span>}
            </span>
            <Badge variant="outline" className="shrink-0 font-normal">
              {ROLE_LABELS[user.app_role]}
            </Badge>
            {since && <span className="tabular hidden shrink-0 whitespace-nowrap text-xs text-muted-foreground sm:inline">siden {since}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function EmptyState({ text }: { text: string }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{text}</p>;
}
