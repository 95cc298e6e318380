import { Clock3 } from 'lucide-react';
import { CLOCK_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

export const clockScreens: ScreenDefinition[] = [
  {
    path: '/clock-templates',
    title: CLOCK_STRINGS.title,
    nav: { section: 'main', label: CLOCK_STRINGS.title, icon: Clock3, order: 20 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./components/clock-templates-page'),
  },
];
