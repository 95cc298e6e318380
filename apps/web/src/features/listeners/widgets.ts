import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const listenerWidgets: DashboardWidget[] = [
  { id: 'listener-messages', order: 25, permission: 'useStaffScreens', Component: lazy(() => import('./listener-card')) },
];
