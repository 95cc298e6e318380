import { lazy } from 'react';
import type { NavbarIndicator } from '@/lib/extension-points';

export const onAirIndicators: NavbarIndicator[] = [
  { id: 'on-air', audience: 'approved', Component: lazy(() => import('./components/on-air-indicator')) },
];
