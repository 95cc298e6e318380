import type { DisplayPanel } from '@/lib/extension-points';
import { clockDisplayPanel } from '@/features/studio-display';
import { pollDisplayPanel } from '@/features/listener-hub/display-panel';
import { quizDisplayPanel } from '@/features/quiz/display-panel';
import { mindReaderDisplayPanel } from '@/features/mind-reader/display-panel';

/**
 * Every full-screen studio display. To add one (a quiz, the mind reader): export a DisplayPanel
 * from `src/features/<name>/display-panel.ts` and list it here; its routes, the ON AIR light,
 * urgent messages, the clock strip and offline tolerance come with it.
 */
export const displayPanels: DisplayPanel[] = [clockDisplayPanel, pollDisplayPanel, quizDisplayPanel, mindReaderDisplayPanel];
