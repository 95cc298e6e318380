import { Trophy } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { ACHIEVEMENT_TEXT } from './strings';

// The route is written as a literal below too: the route checks (e2e/routes) read screens.ts as text.
export const ACHIEVEMENT_PATH = '/mobile-achievement';

/** /mobile-achievement: each colleague's own achievements (made for the phone, fine on a desk). */
export const achievementScreens: ScreenDefinition[] = [
  {
    path: '/mobile-achievement',
    title: ACHIEVEMENT_TEXT.title,
    nav: { section: 'tools', label: ACHIEVEMENT_TEXT.title, icon: Trophy, order: 85 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./achievements-page'),
  },
];
