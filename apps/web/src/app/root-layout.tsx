import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '@/features/auth';
import { DocumentTitle } from './document-title';
import { GlobalBannerSlot } from './layout/global-banner-slot';
import { NavigationProgress } from './layout/navigation-progress';
import { RealtimeLifecycle } from './realtime-lifecycle';

/**
 * The root route's element. Auth lives here rather than above the router because signing out
 * navigates. The global banner slot sits above every page, public ones included.
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <RealtimeLifecycle />
      <DocumentTitle />
      <NavigationProgress />
      <GlobalBannerSlot />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
