import { CalendarClock } from 'lucide-react';
import { AUTOMATION_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

/** /automation: scheduled actions and their runs (runAutomation: Programleder and Administrator). */
export const automationScreens: ScreenDefinition[] = [
  {
    path: '/automation',
    title: AUTOMATION_STRINGS.title,
    nav: { section: 'tools', label: AUTOMATION_STRINGS.title, icon: CalendarClock, order: 60 },
    permission: 'runAutomation',
    layout: 'standard',
    lazy: () => import('./automation-page'),
  },
];
