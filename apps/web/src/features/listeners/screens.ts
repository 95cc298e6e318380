import { Inbox } from 'lucide-react';
import { LISTENER_STRINGS } from '@studioportal/shared';
import { lazySlot } from '@/components/lazy-slot';
import type { ScreenDefinition } from '@/lib/extension-points';

// The registry is read on every page; the badge's queries are for staff, so they load with it.
const ListenerNavBadge = lazySlot('listener-nav-badge', () => import('./nav-badge').then((m) => m.ListenerNavBadge));

export const listenerScreens: ScreenDefinition[] = [
  {
    path: '/listener-messages',
    title: LISTENER_STRINGS.queueTitle,
    // The phone's top bar also holds the ON AIR light: the short name fits.
    mobileTitle: LISTENER_STRINGS.queueNav,
    nav: { section: 'main', label: LISTENER_STRINGS.queueTitle, icon: Inbox, order: 25, Badge: ListenerNavBadge },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./listener-messages-page'),
  },
];
