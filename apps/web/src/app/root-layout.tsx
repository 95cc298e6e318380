import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { lazySlot } from '@/components/lazy-slot';
// Not the feature's index: that also exports the staff screens, which pull in the socket client.
import { useAuth } from '@/features/auth/auth-context';
import { AuthProvider } from '@/features/auth/auth-provider';
import { TestErrorThrower } from '@/features/dev-tools/test-error';
import { useRevealAwayFromServerPage } from '@/lib/server-page';
import { DocumentTitle } from './document-title';
import { GlobalBannerSlot } from './layout/global-banner-slot';
import { NavigationProgress } from './layout/navigation-progress';
import { RouteAnnouncer } from './route-announcer';

// The realtime connection and presence exist for approved staff only; visitors never load them.
const RealtimeLifecycle = lazySlot('realtime-lifecycle', () => import('./realtime-lifecycle').then((m) => m.default));

function StaffRealtime() {
  const { user, isApproved } = useAuth();
  return user !== null && isApproved ? <RealtimeLifecycle /> : null;
}

/**
 * The root route's element. Auth lives here rather than above the router because signing out
 * navigates. The global banner slot sits above every page, public ones included.
 */
export function RootLayout() {
  useRevealAwayFromServerPage(useLocation().pathname);
  return (
    <AuthProvider>
      <StaffRealtime />
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
