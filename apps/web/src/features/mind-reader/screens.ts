import { Brain } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { MR_WEB } from './strings';

/**
 * Tankeleseren's screens, all inside the layout: the landing page (in the Verktøy menu, for all
 * staff), the producer's desk, the host's screen, the studio display, and the history for the host
 * and the studio screen. The landing page links to the rest. The full-screen kiosk
 * (/studio-display/mind-reader/large) is the display panel (display-panel.ts).
 */
export const mindReaderScreens: ScreenDefinition[] = [
  {
    path: '/mind-reader',
    title: MR_WEB.landingTitle,
    // Beside the quiz: both are games the listeners take part in.
    nav: { section: 'tools', label: MR_WEB.landingTitle, icon: Brain, order: 17 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./landing-page'),
  },
  {
    path: '/producer/mind-reader',
    title: MR_WEB.producerTitle,
    mobileTitle: MR_WEB.producerMobileTitle,
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./producer/producer-page'),
  },
  {
    path: '/host/mind-reader/sessions',
    title: MR_WEB.hostSessionsTitle,
    mobileTitle: MR_WEB.sessionsMobileTitle,
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./history/host-sessions-page'),
  },
  {
    path: '/host/mind-reader',
    title: MR_WEB.hostTitle,
    mobileTitle: MR_WEB.hostMobileTitle,
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./host/host-page'),
  },
  {
    path: '/studio-display/mind-reader/sessions',
    title: MR_WEB.displaySessionsTitle,
    mobileTitle: MR_WEB.sessionsMobileTitle,
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./history/display-sessions-page'),
  },
  {
    path: '/studio-display/mind-reader',
    title: MR_WEB.displayTitle,
    mobileTitle: MR_WEB.displayMobileTitle,
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./display/mind-reader-display-page'),
  },
];
