import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

/**
 * Sendeklokker on the dashboard (issue 19: at 06:00 the running clock comes first, the whole row
 * wide; then today's clocks and the upcoming shows; the shortcuts last).
 */
export const clockWidgets: DashboardWidget[] = [
  { id: 'running-clock', order: 1, size: 'full', permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/running-clock-card')) },
  { id: 'todays-clocks', order: 2, permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/todays-clocks-card')) },
  { id: 'upcoming-shows', order: 3, permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/upcoming-shows-card')) },
  { id: 'clock-shortcuts', order: 30, permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/clock-shortcuts-card')) },
];
