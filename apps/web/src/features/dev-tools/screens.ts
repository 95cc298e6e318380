import { Wrench } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const devToolsScreens: ScreenDefinition[] = [
  {
    path: '/dev-tools',
    title: 'Utviklerverktøy',
    mobileTitle: 'Verktøy',
    nav: { section: 'tools', label: 'Utviklerverktøy', icon: Wrench, order: 90 },
    permission: 'useDevTools',
    layout: 'standard',
    lazy: () => import('./dev-tools-page'),
  },
];
