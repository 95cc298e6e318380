import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const broadcastWidgets: DashboardWidget[] = [
  {
    id: 'broadcast-messages',
    order: 5,
    size: 'wide',
    permission: 'useStaffScreens',
    Component: lazy(() => import('./components/broadcast-card')),
  },
];
