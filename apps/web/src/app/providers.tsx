import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { lazySlot } from '@/components/lazy-slot';
import { PersistedQueryClientProvider } from '@/lib/offline/persisted-query-cache';
import { ThemeProvider } from '@/lib/use-theme';
import { AccessibilityProvider } from '@/lib/a11y';
import { DashboardWidgetsContext } from '@/lib/dashboard-widgets';
import { dashboardWidgets } from './widgets';

// Toasts come from the toast store, which queues them until the toaster's own code has loaded.
const Toaster = lazySlot('toaster', () => import('@/components/ui/toaster').then((m) => m.Toaster));

/**
 * Providers that do not need the router. Auth needs it and lives in the root route (root-layout.tsx).
 * Tooltips are provided by the standard layout, the only place with tooltips: the tooltip library
 * (with its positioning engine) is not needed by the sign-in page or the first paint of any page.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PersistedQueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AccessibilityProvider>
          <DashboardWidgetsContext.Provider value={dashboardWidgets}>{children}</DashboardWidgetsContext.Provider>
          <Toaster />
        </AccessibilityProvider>
      </ThemeProvider>
    </PersistedQueryClientProvider>
  );
}
