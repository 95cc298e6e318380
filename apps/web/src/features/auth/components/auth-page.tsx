import { Navigate, useLocation } from 'react-router';
import { STRINGS } from '@studioportal/shared';
import { LogoMark } from '@/components/brand/logo';
import { LiveClock } from '@/components/live-clock';
import { ThemeMenu } from '@/components/theme-switch';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAppConfig } from '@/lib/app-config';
import { formatLongDate } from '@/lib/datetime';
import { useServerPageHandover } from '@/lib/server-page';
import { useNow } from '@/lib/use-now';
import { useAuth } from '../auth-context';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** Where to go after signing in: back to the page the guard sent us from, else the dashboard. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/auth' ? from : '/';
}

export default function AuthPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const { showName, timeZone, config } = useAppConfig();
  // The server's /auth markup stays until the card can replace it (a signed-in visitor is redirected instead).
  useServerPageHandover(!loading && !user);

  if (loading) return <LoadingScreen message={STRINGS.loggingIn} className="min-h-dvh" />;
  // Approved users go to the app; unapproved ones too — the guard there shows the waiting screen.
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <BrandPanel showName={showName} timeZone={timeZone} />
      <main className="relative flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="absolute right-3 top-3 sm:right-5 sm:top-5">
          <ThemeMenu />
        </div>
        {/* Full width, so the show's name arriving after the fallback does not move the centred block. */}
        <div className="mb-8 flex w-full flex-col items-center gap-3 text-center lg:hidden">
          <LogoMark className="size-14" />
          <div className="w-full">
            <p className="text-sm font-medium text-muted-foreground">Studioportal</p>
            <p className="text-xl font-semibold tracking-tight">{showName}</p>
          </div>
        </div>
        <Card className="w-full max-w-md shadow-xl shadow-black/5 dark:shadow-black/30">
          <CardHeader className="pb-2">
            <h1 className="text-2xl font-semibold tracking-tight">Velkommen</h1>
            <p className="text-sm text-muted-foreground">Logg inn for å komme til sendingen, eller opprett en konto.</p>
          </CardHeader>
          <CardContent className="pt-3">
            <Tabs defaultValue="sign-in">
              <TabsList aria-label="Velg innlogging eller registrering">
                <TabsTrigger value="sign-in">Logg inn</TabsTrigger>
                <TabsTrigger value="sign-up">Registrer deg</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm />
                <p className="mt-4 text-center text-xs text-muted-foreground">Nye kontoer må godkjennes av en administrator før de får tilgang.</p>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        {/* The line is there before the version has loaded, so the centred card does not move when it arrives. */}
        <p className="mt-6 min-h-4 text-xs text-muted-foreground">{config?.version && <>Versjon {config.version}</>}</p>
      </main>
    </div>
  );
}

function BrandPanel({ showName, timeZone }: { showName: string; timeZone: string }) {
  const now = useNow(60_000);
  return (
    <aside
      aria-label={showName}
      className="relative hidden overflow-hidden bg-[#0a1330] p-12 text-white lg:flex lg:flex-col lg:justify-between"
    >
      {/* Soft broadcast "waves" behind the text; purely decorative. */}
      <div aria-hidden className="pointer-events-none absolute -left-40 -top-40 size-[38rem] rounded-full bg-blue-600/25 blur-3xl" />
      <div aria-hidden className="pointer-events-none absolute -bottom-56 right-[-10rem] size-[36rem] rounded-full bg-indigo-500/20 blur-3xl" />
      <svg aria-hidden viewBox="-20 -20 440 440" className="pointer-events-none absolute -right-24 top-1/2 size-[34rem] -translate-y-1/2 text-white/[0.06]">
        {[60, 110, 160, 210].map((r) => (
          <circle key={r} cx="200" cy="200" r={r} fill="none" stroke="currentColor" strokeWidth="14" />
        ))}
      </svg>

      <div className="relative flex items-center gap-3">
        <LogoMark className="size-11" />
        <div>
          <p className="text-sm font-medium text-blue-200">Studioportal</p>
          <p className="text-lg font-semibold">{showName}</p>
        </div>
      </div>

      <div className="relative max-w-md">
        <p className="text-4xl font-semibold leading-tight tracking-tight">Arbeidsflaten for {showName}.</p>
        <p className="mt-4 text-base leading-relaxed text-blue-100/80">
          Logg inn med kontoen din. Nye kontoer får tilgang når en administrator har godkjent dem.
        </p>
      </div>

      <div className="relative flex items-end justify-between gap-6 text-blue-100/80">
        <div>
          <LiveClock timeZone={timeZone} className="text-5xl font-semibold tracking-tight text-white" />
          <p className="mt-1 text-sm">{formatLongDate(now, timeZone)}</p>
        </div>
      </div>
    </aside>
  );
}
