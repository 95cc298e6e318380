import { lazy } from 'react';
import type { GlobalBanner } from '@/lib/extension-points';

/**
 * The installable/offline app's banners: the offline mark, the update and install offers (for
 * everyone, the sign-in page included), and the outbox's sender (no UI).
 */
export const pwaBanners: GlobalBanner[] = [
  { id: 'pwa-offline', audience: 'everyone', Component: lazy(() => import('./offline-banner')) },
  { id: 'pwa-update', audience: 'everyone', Component: lazy(() => import('./update-banner')) },
  { id: 'pwa-install', audience: 'everyone', Component: lazy(() => import('./install-banner')) },
  { id: 'pwa-outbox-sync', audience: 'everyone', Component: lazy(() => import('./outbox-sync')) },
];
