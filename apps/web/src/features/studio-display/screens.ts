import { MonitorPlay } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

const large = () => import('./studio-display-large-page');

export const studioDisplayScreens: ScreenDefinition[] = [
  {
    path: '/studio-display',
    title: ON_AIR_STRINGS.displayTitle,
    nav: { section: 'tools', label: ON_AIR_STRINGS.displayTitle, icon: MonitorPlay, order: 12 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./studio-display-page'),
  },
  { path: '/studio-display/large', title: ON_AIR_STRINGS.displayLargeTitle, permission: 'useStaffScreens', layout: 'fullscreen', lazy: large },
  // The spec's other spelling of the same screen.
  { path: '/studio-display-large', title: ON_AIR_STRINGS.displayLargeTitle, permission: 'useStaffScreens', layout: 'fullscreen', lazy: large },
];
