import { ShieldCheck } from 'lucide-react';
import { lazySlot } from '@/components/lazy-slot';
import type { ScreenDefinition } from '@/lib/extension-points';

// The registry is read on every page; the badge's admin queries and live updates load with it.
const PendingUsersBadge = lazySlot('pending-users-badge', () => import('./pending-badge').then((m) => m.PendingUsersBadge));

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
