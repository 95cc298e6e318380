import type { ScreenDefinition } from '@/lib/extension-points';

export const authScreens: ScreenDefinition[] = [
  {
    path: '/auth',
    title: 'Logg inn',
    layout: 'public',
    lazy: () => import('./components/auth-page'),
  },
];
