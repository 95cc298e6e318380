import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const broadcastWidgets: DashboardWidget[] = [
  {
    id: 'broadcast-messages',
    // A compact card after the clocks and who is online; its full form opens in a dialog (issue 19).
    order: 5,
    permission: 'useStaffScreens',
    Component: lazy(() => import('./components/broadcast-compact-card')),
  },
];
