import { Trophy } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { ACHIEVEMENT_TEXT } from './strings';

export const ACHIEVEMENT_PATH = '/mobile-achievement';

/** /mobile-achievement: each colleague's own achievements (made for the phone, fine on a desk). */
export const achievementScreens: ScreenDefinition[] = [
  {
    path: ACHIEVEMENT_PATH,
    title: ACHIEVEMENT_TEXT.title,
    nav: { section: 'tools', label: ACHIEVEMENT_TEXT.title, icon: Trophy, order: 85 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./achievements-page'),
  },
];
