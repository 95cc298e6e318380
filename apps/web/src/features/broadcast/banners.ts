import { lazy } from 'react';
import type { GlobalBanner } from '@/lib/extension-points';

export const broadcastBanners: GlobalBanner[] = [
  { id: 'emergency-banner', audience: 'approved', Component: lazy(() => import('./components/global-emergency-banner')) },
  // Not a banner, but it must be mounted everywhere an approved user is, like the banner: the
  // 'Send akuttmelding' dialog that opens on the window event 'showEmergencyBroadcast'.
  { id: 'emergency-dialog', audience: 'approved', Component: lazy(() => import('./components/emergency-dialog')) },
];
