import { Vote } from 'lucide-react';
import { LISTENER_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

/** /listener-hub: polls, episode comments, music requests and blocked senders for the staff. */
export const listenerHubScreens: ScreenDefinition[] = [
  {
    path: '/listener-hub',
    title: LISTENER_STRINGS.hubTitle,
    nav: { section: 'tools', label: LISTENER_STRINGS.hubTitle, icon: Vote, order: 15 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./hub-page'),
  },
];
