import { useCallback, useState } from 'react';
import { Users } from 'lucide-react';
import { USER_MANAGEMENT_STRINGS, type AdminUsersQuery, type AppRole, type Profile } from '@studioportal/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { useAdminAction, useAdminUsers, type AdminAction } from './api';
import { DecisionDialog, type Decision } from './components/decision-dialogs';
import { UserFilters } from './components/user-filters';
import { UserList } from './components/user-list';
import { useAdminUsersLive } from './use-admin-users-live';

const SUCCESS_TITLE: Record<AdminAction['kind'], string> = {
  approve: USER_MANAGEMENT_STRINGS.approved,
  reject: USER_MANAGEMENT_STRINGS.rejected,
  role: USER_MANAGEMENT_STRINGS.roleChanged,
  deactivate: USER_MANAGEMENT_STRINGS.deactivated,
  reactivate: USER_MANAGEMENT_STRINGS.reactivated,
};

/** /user-management 'Brukere': every account, pending first, with the administrator's decisions. */
export default function UserManagementPage() {
  const { userProfile } = useAuth();
  const [query, setQuery] = useState<AdminUsersQuery>({});
  const [decision, setDecision] = useState<Decision>(null);
  const { data, isPending, isError, error } = useAdminUsers(query);
  const action = useAdminAction();
  useAdminUsersLive(true);
  const onQuery = useCallback((next: AdminUsersQuery) => setQuery(next), []);

  const perform = async (input: AdminAction, user: Profile) => {
    try {
      await action.mutateAsync(input);
      toast({ variant: 'success', title: SUCCESS_TITLE[input.kind], description: displayName(user.full_name) });
      setDecision(null);
    } catch (failure) {
      toast({ variant: 'destructive', title: USER_MANAGEMENT_STRINGS.actionFailed, description: errorMessage(failure) });
    }
  };
  const busyId = action.isPending ? (action.variables?.id ?? null) : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{USER_MANAGEMENT_STRINGS.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{USER_MANAGEMENT_STRINGS.description}</p>
      </header>

      <UserFilters query={query} counts={data?.counts} onChange={onQuery} />

      <section aria-live="polite" aria-busy={isPending} className="mt-4">
        {isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
            <Spinner className="size-5" /> Henter brukere...
          </div>
        ) : isError ? (
          <Card role="alert" className="p-6 text-sm text-red-700 dark:text-red-300">
            {errorMessage(error)}
          </Card>
        ) : data.users.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-center text-sm text-muted-foreground">
            <Users className="size-8 opacity-60" aria-hidden />
            {USER_MANAGEMENT_STRINGS.empty}
          </Card>
        ) : (
          <UserList
            users={data.users}
            selfId={userProfile?.id}
            busyId={busyId}
            handlers={{
              onApprove: (user) => setDecision({ kind: 'approve', user }),
              onReject: (user) => setDecision({ kind: 'reject', user }),
              onDeactivate: (user) => setDecision({ kind: 'deactivate', user }),
              onReactivate: (user) => void perform({ kind: 'reactivate', id: user.id }, user),
              onRole: (user, role: AppRole) => void perform({ kind: 'role', id: user.id, role }, user),
            }}
          />
        )}
      </section>

      <DecisionDialog
        decision={decision}
        busy={action.isPending}
        onClose={() => setDecision(null)}
        onApprove={(user, role) => void perform({ kind: 'approve', id: user.id, role }, user)}
        onReject={(user, reason) => void perform({ kind: 'reject', id: user.id, reason }, user)}
        onDeactivate={(user) => void perform({ kind: 'deactivate', id: user.id }, user)}
      />
    </div>
  );
}
