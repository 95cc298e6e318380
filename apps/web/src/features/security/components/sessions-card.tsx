import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { SECURITY_STRINGS, type ActiveSession } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { securityApi, useSecurityMutation, useSessions } from '../api';
import { formatDateTime } from '../format';

const isPhone = (session: ActiveSession) => /iPhone|Android/.test(session.browser);

/** Where the account is signed in; any other session can be logged out, its tabs close at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useSecurityMutation(securityApi.revokeSession);
  const revokeOthers = useSecurityMutation(securityApi.revokeOthers);
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{SECURITY_STRINGS.activeSessions}</CardTitle>
        <CardDescription>Nettlesere og enheter som er logget inn på kontoen din nå.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter økter...
          </div>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(sessions.error)}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={SECURITY_STRINGS.activeSessions}>
            {sessions.data.sessions.map((session) => {
              const Icon = isPhone(session) ? Smartphone : Monitor;
              return (
                <li key={session.id} className="flex items-center gap-3 p-3">
                  <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {session.browser}
                      {session.current && <Badge variant="success">{SECURITY_STRINGS.thisSession}</Badge>}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {session.ip ?? 'Ukjent IP'} · sist aktiv {formatDateTime(session.last_active_at)} · logget inn {formatDateTime(session.created_at)}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={revoke.isPending}
                      aria-label={`${SECURITY_STRINGS.logOutSession}: ${session.browser}, logget inn ${formatDateTime(session.created_at)}`}
                      onClick={() =>
                        revoke.mutate(session.id, {
                          onSuccess: () => toast({ variant: 'success', title: SECURITY_STRINGS.sessionRevoked, description: session.browser }),
                          onError: (failure) => toast({ variant: 'destructive', title: 'Kunne ikke logge ut økten', description: errorMessage(failure) }),
                        })
                      }
                    >
                      <LogOut aria-hidden />
                      <span className="hidden sm:inline">{SECURITY_STRINGS.logOutSession}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {others > 0 && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, {
                onSuccess: (result) => toast({ variant: 'success', title: SECURITY_STRINGS.othersRevoked(result.revoked) }),
                onError: (failure) => toast({ variant: 'destructive', title: 'Kunne ikke logge ut øktene', description: errorMessage(failure) }),
              })
            }
          >
            {revokeOthers.isPending && <Spinner className="size-4 text-current" />}
            {SECURITY_STRINGS.logOutOthers}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
