import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '@/features/auth';
import { TestErrorThrower } from '@/features/dev-tools/test-error';
import { DocumentTitle } from './document-title';
import { GlobalBannerSlot } from './layout/global-banner-slot';
import { NavigationProgress } from './layout/navigation-progress';
import { RealtimeLifecycle } from './realtime-lifecycle';
import { RouteAnnouncer } from './route-announcer';

/**
 * The root route's element. Auth lives here rather than above the router because signing out
 * navigates. The global banner slot sits above every page, public ones included.
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <RealtimeLifecycle />
      <DocumentTitle />
      <RouteAnnouncer />
      <TestErrorThrower />
      <NavigationProgress />
      <GlobalBannerSlot />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
