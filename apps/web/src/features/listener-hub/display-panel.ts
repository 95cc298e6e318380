import { LISTENER_STRINGS } from '@studioportal/shared';
import type { DisplayPanel } from '@/lib/extension-points';

/** The poll on the studio TV: /studio-display/poll, inside the studio display (clock strip, ON AIR, Akutt). */
export const pollDisplayPanel: DisplayPanel = {
  id: 'poll',
  paths: ['/studio-display/poll'],
  title: LISTENER_STRINGS.pollDisplayTitle,
  lazy: () => import('./display/poll-display-panel'),
};
