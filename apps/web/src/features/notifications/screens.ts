import type { ScreenDefinition } from '@/lib/extension-points';

/**
 * /notifications: the person's inbox. No entry in the desktop navigation: the bell in the top bar
 * leads there (and the mobile menu has its own row with the count).
 */
export const notificationScreens: ScreenDefinition[] = [
  {
    path: '/notifications',
    title: 'Varsler',
    mobileTitle: 'Varsler',
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./notifications-page'),
  },
];
