import { LayoutGrid } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const contentHubScreens: ScreenDefinition[] = [
  {
    path: '/content-hub',
    title: 'Innholdshub',
    nav: { section: 'main', label: 'Innholdshub', icon: LayoutGrid, order: 30 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./content-hub-page'),
  },
];
