import { KanbanSquare } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const editorialScreens: ScreenDefinition[] = [
  {
    path: '/innhold',
    title: 'Innhold',
    nav: { section: 'tools', label: 'Innhold', icon: KanbanSquare, order: 32 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./editorial-page'),
  },
];
