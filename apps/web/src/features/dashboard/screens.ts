import { LayoutDashboard } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const dashboardScreens: ScreenDefinition[] = [
  {
    path: '/',
    title: 'Dashbord',
    nav: { section: 'main', label: 'Dashbord', icon: LayoutDashboard, order: 0 },
    layout: 'standard',
    lazy: () => import('./dashboard-page'),
  },
];
