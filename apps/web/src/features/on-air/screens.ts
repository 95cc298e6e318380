import { Radio } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

export const onAirScreens: ScreenDefinition[] = [
  {
    path: '/on-air-control',
    title: ON_AIR_STRINGS.controlTitle,
    nav: { section: 'tools', label: ON_AIR_STRINGS.controlTitle, icon: Radio, order: 10 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./on-air-control-page'),
  },
];
