import { ShieldCheck } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { PendingUsersBadge } from './pending-badge';

export const userManagementScreens: ScreenDefinition[] = [
  {
    path: '/user-management',
    title: 'Brukere',
    mobileTitle: 'Brukere',
    nav: { section: 'admin', label: 'Brukere', icon: ShieldCheck, order: 0, Badge: PendingUsersBadge },
    permission: 'manageUsers',
    layout: 'standard',
    lazy: () => import('./user-management-page'),
  },
];
