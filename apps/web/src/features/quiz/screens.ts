import { Trophy } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { QUIZ_WEB } from './strings';

/**
 * /quiz: the live quiz desk (Direkte), the question-set builder, the speed-round desk and the
 * tournaments. /studio-display/quiz: the quiz on the studio screen, inside the layout (the
 * full-screen kiosk is the display panel).
 */
export const quizScreens: ScreenDefinition[] = [
  {
    path: '/quiz',
    title: QUIZ_WEB.pageTitle,
    // Beside the listener hub: both are what the listeners take part in.
    nav: { section: 'tools', label: QUIZ_WEB.pageTitle, icon: Trophy, order: 16 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./quiz-page'),
  },
  {
    path: '/studio-display/quiz',
    title: QUIZ_WEB.displayScreenTitle,
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./display/quiz-display-page'),
  },
];
