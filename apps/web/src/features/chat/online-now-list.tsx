import { Link } from 'react-router';
import { ROLE_LABELS } from '@studioportal/shared';
import { displayName, personColor } from '@/lib/people';
import { usePresence } from '@/features/presence';

/** Who is online now: colour dot, name and role; a click starts a private conversation. */
export function OnlineNowList({ me, hrefFor }: { me: string; hrefFor: (key: string) => string }) {
  const { users, connection } = usePresence();
  if (users === null) {
    return <p className="px-4 py-2 text-sm text-muted-foreground">{connection === 'connected' ? 'Henter hvem som er pålogget...' : 'Venter på sanntidsforbindelsen...'}</p>;
  }
  if (users.length === 0) return <p className="px-4 py-2 text-sm text-muted-foreground">Ingen er pålogget akkurat nå.</p>;
  return (
    <ul aria-label="Pålogget nå" className="grid grid-cols-1 gap-0.5 px-2">
      {users.map((user) => {
        const name = displayName(user.full_name);
        const content = (
          <>
            <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: personColor(user) }} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium">
              {name}
              {user.user_id === me && <span className="font-normal text-muted-foreground"> (deg)</span>}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">{ROLE_LABELS[user.app_role]}</span>
          </>
        );
        return (
          <li key={user.user_id}>
            {user.user_id === me ? (
              <div className="flex h-9 items-center gap-2.5 px-2.5">{content}</div>
            ) : (
              <Link
                to={hrefFor(user.user_id)}
                aria-label={`${name}, ${ROLE_LABELS[user.app_role]}, pålogget. Send privat melding`}
                className="flex h-9 items-center gap-2.5 rounded-md px-2.5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
