import { MonitorPlay } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

/** /studio-display inside the layout; the full-screen displays come from the display panels (display-screens.tsx). */
export const studioDisplayScreens: ScreenDefinition[] = [
  {
    path: '/studio-display',
    title: ON_AIR_STRINGS.displayTitle,
    nav: { section: 'tools', label: ON_AIR_STRINGS.displayTitle, icon: MonitorPlay, order: 12 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./studio-display-page'),
  },
];
