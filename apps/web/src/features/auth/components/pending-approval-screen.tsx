import { useState } from 'react';
import { LogOut, RefreshCw } from 'lucide-react';
import { ROLE_LABELS, STRINGS } from '@studioportal/shared';
import { LogoMark } from '@/components/brand/logo';
import { ThemeMenu } from '@/components/theme-switch';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { useConnectionState } from '@/lib/realtime';
import { useAuth } from '../auth-context';
import { accountStatusKind, STATUS_PRESENTATION } from './account-status';

/**
 * Shown by the route guard to a signed-in user who is not approved. It stays live: the account
 * stream replaces the profile the moment an administrator decides, and the guard then lets the
 * user straight in — no reload, no button press needed.
 */
export function PendingApprovalScreen() {
  const { userProfile, loading, refreshProfile, signOut } = useAuth();
  const { showName, timeZone } = useAppConfig();
  const [refreshing, setRefreshing] = useState(false);

  if (loading || !userProfile) return <LoadingScreen message={STRINGS.loadingUserInfo} className="min-h-dvh" />;

  const kind = accountStatusKind(userProfile.approval_status);
  const { title, icon: StatusIcon, tone, ring } = STATUS_PRESENTATION[kind];
  const approvedOn = formatDate(userProfile.approved_at, timeZone);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refreshProfile();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <div className="flex items-center gap-2.5">
          <LogoMark className="size-8" />
          <span className="font-semibold">{showName}</span>
        </div>
        <ThemeMenu />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16 pt-4">
        <Card className="w-full max-w-lg">
          <CardContent className="p-6 sm:p-8">
            <div className="flex flex-col items-center text-center">
              <div className={cn('flex size-16 items-center justify-center rounded-full', ring)}>
                <StatusIcon className={cn('size-8', tone)} aria-hidden />
              </div>
              <h1 className="mt-4 text-2xl font-semibold tracking-tight" aria-live="polite">
                {title}
              </h1>
              <StatusExplanation kind={kind} approvedOn={approvedOn} reason={userProfile.rejection_reason} />
            </div>

            <div className="mt-6 flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
              <UserAvatar fullName={userProfile.full_name} email={userProfile.email} color={userProfile.chat_color} pictureUrl={userProfile.profile_picture_url} className="size-10" />
              <dl className="min-w-0 flex-1 text-sm">
                <dt className="sr-only">Navn</dt>
                <dd className="truncate font-medium">{displayName(userProfile.full_name)}</dd>
                <dt className="sr-only">E-post</dt>
                <dd className="truncate text-muted-foreground">{userProfile.email}</dd>
              </dl>
              {userProfile.requested_role && kind === 'pending' && (
                <div className="text-right text-xs text-muted-foreground">
                  <span className="block">Ønsket rolle</span>
                  <span className="font-medium text-foreground">{ROLE_LABELS[userProfile.requested_role]}</span>
                </div>
              )}
            </div>

            {kind === 'pending' && <LiveHint />}

            <div className="mt-6 grid gap-2 sm:grid-cols-2">
              <Button variant="outline" onClick={() => void onRefresh()} disabled={kind === 'approved' || refreshing}>
                {refreshing ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden />}
                {STRINGS.refreshStatus}
              </Button>
              <Button variant="secondary" onClick={() => void signOut()}>
                <LogOut aria-hidden />
                {STRINGS.logout}
              </Button>
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

function StatusExplanation({ kind, approvedOn, reason }: { kind: ReturnType<typeof accountStatusKind>; approvedOn: string | null; reason: string | null }) {
  switch (kind) {
    case 'pending':
      return (
        <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted-foreground">
          En administrator må godkjenne kontoen din før du får tilgang. Du slipper inn automatisk så snart det skjer.
        </p>
      );
    case 'approved':
      return (
        <p className="mt-2 text-sm text-muted-foreground">
          {approvedOn ? <>Godkjent {approvedOn}. </> : null}Du sendes videre til portalen.
        </p>
      );
    case 'rejected':
      return (
        <div className="mt-3 w-full max-w-sm text-sm">
          <p className="rounded-md border border-red-500/30 bg-red-500/10 px-3 py-2 text-left text-red-900 dark:text-red-100">
            <span className="font-medium">Begrunnelse: </span>
            {reason?.trim() || 'Ingen begrunnelse oppgitt.'}
          </p>
          <p className="mt-3 text-muted-foreground">Ta kontakt med en administrator hvis du mener dette er feil.</p>
        </div>
      );
    default:
      return <p className="mt-2 text-sm text-muted-foreground">Kontoen har en status vi ikke kjenner igjen. Kontakt en administrator.</p>;
  }
}

/** Tells the user whether the page will update by itself or whether they must press the button. */
function LiveHint() {
  const state = useConnectionState('account');
  const live = state === 'connected';
  return (
    <p className="mt-4 flex items-center justify-center gap-2 text-xs text-muted-foreground" role="status">
      <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-green-500' : state === 'error' ? 'bg-red-500' : 'bg-amber-500')} />
      {live
        ? 'Siden oppdateres automatisk.'
        : state === 'error' || state === 'disconnected'
          ? 'Automatisk oppdatering er ikke tilgjengelig nå. Bruk «Oppdater status».'
          : 'Kobler til for automatisk oppdatering...'}
    </p>
  );
}
