import { Megaphone } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const broadcastScreens: ScreenDefinition[] = [
  {
    path: '/broadcast',
    title: 'Meldinger til alle',
    mobileTitle: 'Meldinger',
    nav: { section: 'tools', label: 'Meldinger til alle', icon: Megaphone, order: 20 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./broadcast-page'),
  },
];
