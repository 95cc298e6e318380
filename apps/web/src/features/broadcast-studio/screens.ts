import { Headphones, Smartphone } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

export const broadcastStudioScreens: ScreenDefinition[] = [
  {
    path: '/broadcast-studio',
    title: ON_AIR_STRINGS.studioTitle,
    nav: { section: 'tools', label: ON_AIR_STRINGS.studioTitle, icon: Headphones, order: 11 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./broadcast-studio-page'),
  },
  {
    path: '/mobile-broadcast',
    title: ON_AIR_STRINGS.mobileTitle,
    nav: { section: 'tools', label: ON_AIR_STRINGS.mobileTitle, icon: Smartphone, order: 13 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./mobile-broadcast-page'),
  },
];
