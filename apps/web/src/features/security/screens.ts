import { LockKeyhole } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const securityScreens: ScreenDefinition[] = [
  {
    path: '/security',
    title: 'Sikkerhet',
    nav: { section: 'tools', label: 'Sikkerhet', icon: LockKeyhole, order: 80 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./security-page'),
  },
];
