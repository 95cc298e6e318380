import { ON_AIR_STRINGS } from '@studioportal/shared';
import type { DisplayPanel } from '@/lib/extension-points';

/** The clock display: the kiosk screen every studio has on the wall (both of the spec's spellings). */
export const clockDisplayPanel: DisplayPanel = {
  id: 'clock',
  paths: ['/studio-display/large', '/studio-display-large'],
  title: ON_AIR_STRINGS.displayLargeTitle,
  showsClock: true,
  lazy: () => import('./components/clock-panel'),
};
