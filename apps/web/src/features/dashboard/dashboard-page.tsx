import { Suspense } from 'react';
import { ROLE_LABELS } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatLongDate, zonedHour } from '@/lib/datetime';
import { firstName } from '@/lib/people';
import { useNow } from '@/lib/use-now';
import { useAuth } from '@/features/auth';
import { greetingFor } from './greeting';
import { useDashboardWidgets } from '@/lib/dashboard-widgets';

export default function DashboardPage() {
  const { userProfile, can } = useAuth();
  const { timeZone, showName } = useAppConfig();
  // Once a minute is enough for a greeting and a date.
  const now = useNow(60_000);
  const name = firstName(userProfile?.full_name);
  const greeting = greetingFor(zonedHour(now, timeZone));
  const widgets = useDashboardWidgets()
    .filter((widget) => !widget.permission || can(widget.permission))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 sm:py-6 lg:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{formatLongDate(now, timeZone)}</p>
          <h1 className="mt-1 text-xl font-semibold tracking-tight sm:text-3xl">
            {greeting}
            {name ? `, ${name}` : ''}!
          </h1>
        </div>
        {userProfile && (
          // On a phone the top bar already names the show: the running clock gets the room.
          <div className="hidden items-center gap-2 text-sm text-muted-foreground sm:flex">
            <span>{showName}</span>
            <span aria-hidden>·</span>
            <Badge variant="default">{ROLE_LABELS[userProfile.app_role]}</Badge>
          </div>
        )}
      </header>

      <section aria-label="Oversikt" className="mt-4 grid gap-4 sm:mt-6 md:grid-cols-2 xl:grid-cols-3">
        {widgets.map(({ id, size, Component }) => (
          <div key={id} data-widget={id} className={cn('flex min-w-0 flex-col [&>*]:flex-1', size === 'wide' && 'md:col-span-2', size === 'full' && 'col-span-full')}>
            <Suspense fallback={<WidgetLoading />}>
              <Component />
            </Suspense>
          </div>
        ))}
      </section>
    </div>
  );
}

function WidgetLoading() {
  return (
    <Card aria-busy="true">
      <CardHeader />
      <CardContent className="flex items-center justify-center py-10">
        <Spinner />
      </CardContent>
    </Card>
  );
}
