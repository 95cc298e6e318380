import { CalendarRange } from 'lucide-react';
import { SHOW_PLAN_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

export const showPlanScreens: ScreenDefinition[] = [
  {
    path: '/show-plan',
    title: SHOW_PLAN_STRINGS.title,
    nav: { section: 'main', label: SHOW_PLAN_STRINGS.title, icon: CalendarRange, order: 25 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./components/show-plan-page'),
  },
];
