import { lazy } from 'react';
import type { GlobalBanner } from '@/lib/extension-points';

/**
 * Not a banner: the profile dialog must be reachable from the avatar on every page, so its host is
 * mounted in the global slot (as the Akutt dialog is). It renders nothing until opened.
 */
export const profileBanners: GlobalBanner[] = [{ id: 'profile-dialog', audience: 'approved', Component: lazy(() => import('./profile-dialog-host')) }];
