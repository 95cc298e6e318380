import type { ScreenDefinition } from '@/lib/extension-points';

/** /profile has no nav entry of its own: the avatar and the mobile menu's Profil section lead to it. */
export const profileScreens: ScreenDefinition[] = [
  {
    path: '/profile',
    title: 'Min profil',
    layout: 'standard',
    lazy: () => import('./profile-page'),
  },
];
