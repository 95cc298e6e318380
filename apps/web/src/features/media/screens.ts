import { Library } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const mediaScreens: ScreenDefinition[] = [
  {
    path: '/media',
    title: 'Mediebibliotek',
    mobileTitle: 'Media',
    nav: { section: 'tools', label: 'Mediebibliotek', icon: Library, order: 40 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./media-page'),
  },
];
