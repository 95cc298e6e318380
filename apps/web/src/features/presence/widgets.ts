import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const presenceWidgets: DashboardWidget[] = [
  {
    id: 'online-now',
    order: 10,
    permission: 'useStaffScreens',
    Component: lazy(() => import('./online-now-card').then((m) => ({ default: m.OnlineNowCard }))),
  },
];
