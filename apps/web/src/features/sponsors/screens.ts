import { Gift } from 'lucide-react';
import { SPONSOR_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';
import { SPONSOR_WEB } from './strings';

/**
 * /joker-nord: the sponsor competition desk (the route is named for the station's sponsor). Every
 * approved staff member reads it, enters callers and marks mentions; running competitions is
 * runCompetitions, checked per control and by the server.
 */
export const sponsorScreens: ScreenDefinition[] = [
  {
    path: '/joker-nord',
    title: SPONSOR_STRINGS.title,
    mobileTitle: SPONSOR_WEB.mobileTitle,
    // Beside the quiz: both are what the listeners take part in.
    nav: { section: 'tools', label: SPONSOR_STRINGS.title, icon: Gift, order: 18 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./sponsors-page'),
  },
];
