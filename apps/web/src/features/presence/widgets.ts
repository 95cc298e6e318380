import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const presenceWidgets: DashboardWidget[] = [
  {
    id: 'online-now',
    // After the running clock, today's clocks and the upcoming shows (issue 19).
    order: 4,
    permission: 'useStaffScreens',
    Component: lazy(() => import('./online-now-card').then((m) => ({ default: m.OnlineNowCard }))),
  },
];
