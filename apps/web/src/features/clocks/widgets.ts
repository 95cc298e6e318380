import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

/** Sendeklokker on the dashboard: the running clock, today's templates, upcoming shows. */
export const clockWidgets: DashboardWidget[] = [
  { id: 'running-clock', order: 11, size: 'wide', permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/running-clock-card')) },
  { id: 'todays-clock-templates', order: 12, permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/todays-templates-card')) },
  { id: 'upcoming-shows', order: 13, permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/upcoming-shows-card')) },
  { id: 'clock-shortcuts', order: 14, permission: 'useStaffScreens', Component: lazy(() => import('./dashboard/clock-shortcuts-card')) },
];
