import { lazy } from 'react';
import type { GlobalBanner } from '@/lib/extension-points';

/** No banner to show: this slot entry keeps notifications in sync on every page (the bell's count, desktop notifications). */
export const notificationBanners: GlobalBanner[] = [{ id: 'notifications-sync', audience: 'approved', Component: lazy(() => import('./notifications-notifier')) }];
