import { SECURITY_STRINGS } from '@studioportal/shared';
import { useAuth } from '@/features/auth';
import { LoginHistoryCard } from './components/login-history-card';
import { PasswordCard } from './components/password-card';
import { SecurityEventsCard } from './components/security-events-card';
import { SessionsCard } from './components/sessions-card';
import { TwoFactorCard } from './components/two-factor-card';

/** /security: own sign-ins, sessions and two-factor; administrators also see the station's security events. */
export default function SecurityPage() {
  const { can } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{SECURITY_STRINGS.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{SECURITY_STRINGS.description}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <TwoFactorCard />
        <SessionsCard />
        <PasswordCard />
        <div className="lg:col-span-2">
          <LoginHistoryCard />
        </div>
        {can('viewSecurityEvents') && <SecurityEventsCard />}
      </div>
    </div>
  );
}
