import { lazy } from 'react';
import type { GlobalBanner } from '@/lib/extension-points';

/** No banner to show: this slot entry listens for the person's new achievements on every page (a toast). */
export const achievementBanners: GlobalBanner[] = [{ id: 'achievements-earned', audience: 'approved', Component: lazy(() => import('./earned-announcer')) }];
