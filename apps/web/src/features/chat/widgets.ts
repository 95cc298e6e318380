import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const chatWidgets: DashboardWidget[] = [
  { id: 'chat', order: 20, permission: 'useStaffScreens', Component: lazy(() => import('./chat-card')) },
];
