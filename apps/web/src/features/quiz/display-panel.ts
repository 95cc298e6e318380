import { QUIZ_STRINGS } from '@studioportal/shared';
import type { DisplayPanel } from '@/lib/extension-points';

/** The quiz on the studio TV: /studio-display/quiz/large, inside the studio display (clock strip, ON AIR, Akutt). */
export const quizDisplayPanel: DisplayPanel = {
  id: 'quiz',
  paths: ['/studio-display/quiz/large'],
  title: QUIZ_STRINGS.displayTitle,
  lazy: () => import('./display/quiz-display-panel'),
};
