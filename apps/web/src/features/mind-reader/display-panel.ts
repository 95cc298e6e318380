import { MIND_READER_STRINGS } from '@studioportal/shared';
import type { DisplayPanel } from '@/lib/extension-points';

/** Tankeleseren on the studio TV: /studio-display/mind-reader/large, inside the studio display (clock strip, ON AIR, Akutt). */
export const mindReaderDisplayPanel: DisplayPanel = {
  id: 'mind-reader',
  paths: ['/studio-display/mind-reader/large'],
  title: MIND_READER_STRINGS.title,
  lazy: () => import('./display/mind-reader-display-panel'),
};
