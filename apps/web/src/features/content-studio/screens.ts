import { PenLine } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const contentStudioScreens: ScreenDefinition[] = [
  {
    path: '/content-studio',
    title: 'Innholdsstudio',
    nav: { section: 'tools', label: 'Innholdsstudio', icon: PenLine, order: 35 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./content-studio-page'),
  },
];
