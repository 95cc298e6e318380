import { ROLE_LABELS, USER_MANAGEMENT_STRINGS, displayChatColor, type AppRole, type Profile } from '@studioportal/shared';
import { UserAvatar } from '@/components/user-avatar';
import { Badge } from '@/components/ui/badge';
import { LG_QUERY } from '@/lib/breakpoints';
import { formatDate } from '@/lib/datetime';
import { useMediaQuery } from '@/lib/use-media-query';
import { displayName } from '@/lib/people';
import { accountStatus, STATUS_BADGE } from '../status';
import { RoleSelect } from './role-select';
import { UserRowActions, type RowActionHandlers } from './user-row-actions';

interface UserListProps {
  users: Profile[];
  selfId: string | undefined;
  busyId: string | null;
  handlers: RowActionHandlers & { onRole: (user: Profile, role: AppRole) => void };
}

/** A table from 1024 px, cards below (a phone has no room for six columns). Only one is rendered. */
export function UserList({ users, selfId, busyId, handlers }: UserListProps) {
  const wide = useMediaQuery(LG_QUERY);
  if (wide) {
    return (
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">{USER_MANAGEMENT_STRINGS.title}</caption>
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Bruker</th>
              <th scope="col" className="px-4 py-3 font-medium">Rolle</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 font-medium">{USER_MANAGEMENT_STRINGS.created}</th>
              <th scope="col" className="px-4 py-3 font-medium">{USER_MANAGEMENT_STRINGS.approvedAt}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                <span className="sr-only">Handlinger</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.map((user) => (
              <tr key={user.id} className="align-middle">
                <td className="px-4 py-3">
                  <Person user={user} isSelf={user.id === selfId} />
                </td>
                <td className="px-4 py-3">
                  <RoleSelect user={user} disabled={busyId === user.id} onChange={(role) => handlers.onRole(user, role)} />
                </td>
                <td className="px-4 py-3">
                  <StatusCell user={user} />
                </td>
                <td className="px-4 py-3 tabular-nums text-muted-foreground">{formatDate(user.created_at)}</td>
                <td className="px-4 py-3 tabular-nums text-muted-foreground">{formatDate(user.approved_at) ?? '–'}</td>
                <td className="px-4 py-3">
                  <UserRowActions user={user} isSelf={user.id === selfId} busy={busyId === user.id} handlers={handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={USER_MANAGEMENT_STRINGS.title}>
      {users.map((user) => (
        <li key={user.id} className="grid gap-3 rounded-xl border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <Person user={user} isSelf={user.id === selfId} />
            <StatusCell user={user} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-xs text-muted-foreground">
            <div>
              <dt>{USER_MANAGEMENT_STRINGS.created}</dt>
              <dd className="text-sm text-foreground tabular-nums">{formatDate(user.created_at)}</dd>
            </div>
            <div>
              <dt>{USER_MANAGEMENT_STRINGS.approvedAt}</dt>
              <dd className="text-sm text-foreground tabular-nums">{formatDate(user.approved_at) ?? '–'}</dd>
            </div>
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <RoleSelect user={user} disabled={busyId === user.id} onChange={(role) => handlers.onRole(user, role)} />
            <UserRowActions user={user} isSelf={user.id === selfId} busy={busyId === user.id} handlers={handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Person({ user, isSelf }: { user: Profile; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar fullName={user.full_name} email={user.email} color={displayChatColor(user)} pictureUrl={user.profile_picture_url} className="size-10" />
      <div className="min-w-0">
        <p className="truncate font-medium">
          {displayName(user.full_name)}
          {isSelf && <span className="ml-1.5 text-xs font-normal text-muted-foreground">({USER_MANAGEMENT_STRINGS.you})</span>}
        </p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );
}

function StatusCell({ user }: { user: Profile }) {
  const status = accountStatus(user);
  const badge = STATUS_BADGE[status];
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={badge.variant}>{badge.label}</Badge>
      {status === 'pending' && user.requested_role && user.requested_role !== user.app_role && (
        <span className="text-xs text-muted-foreground">
          {USER_MANAGEMENT_STRINGS.requestedRole}: {ROLE_LABELS[user.requested_role]}
        </span>
      )}
      {status === 'rejected' && user.rejection_reason && (
        <span className="max-w-48 truncate text-xs text-muted-foreground" title={user.rejection_reason}>
          {user.rejection_reason}
        </span>
      )}
    </div>
  );
}
