import { lazy } from 'react';
import type { DashboardWidget } from '@/lib/extension-points';

export const availabilityWidgets: DashboardWidget[] = [
  {
    id: 'on-duty-today',
    // Beside "Pålogget nå": who is on today, by their own word.
    order: 6,
    permission: 'useStaffScreens',
    Component: lazy(() => import('./components/on-duty-roster').then((m) => ({ default: m.OnDutyRoster }))),
  },
];
