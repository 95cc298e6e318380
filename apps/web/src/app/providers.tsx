import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BaseProviders } from '@/components/base-providers';
import { DashboardWidgetsContext } from '@/lib/dashboard-widgets';
import { dashboardWidgets } from './widgets';

/**
 * Providers that do not need the router. Auth needs it and lives in the root route (root-layout.tsx).
 * Tooltips are provided by the standard layout, the only place with tooltips: the tooltip library
 * (with its positioning engine) is not needed by the sign-in page or the first paint of any page.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <BaseProviders queryClient={queryClient}>
      <DashboardWidgetsContext.Provider value={dashboardWidgets}>{children}</DashboardWidgetsContext.Provider>
    </BaseProviders>
  );
}
