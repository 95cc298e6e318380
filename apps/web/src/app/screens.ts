import type { ScreenDefinition } from '@/lib/extension-points';
import { authScreens } from '@/features/auth/screens';
import { dashboardScreens } from '@/features/dashboard/screens';
import { broadcastScreens } from '@/features/broadcast/screens';
import { chatScreens } from '@/features/chat/screens';
import { listenerScreens } from '@/features/listeners/screens';
import { clockScreens } from '@/features/clocks/screens';
import { showPlanScreens } from '@/features/show-plan/screens';
import { contentHubScreens } from '@/features/content-hub/screens';
import { notesScreens } from '@/features/notes/screens';
import { mediaScreens } from '@/features/media/screens';
import { editorialScreens } from '@/features/editorial/screens';
import { contentStudioScreens } from '@/features/content-studio/screens';
import { profileScreens } from '@/features/profile/screens';
import { userManagementScreens } from '@/features/user-management/screens';
import { enterpriseScreens } from '@/features/enterprise/screens';
import { securityScreens } from '@/features/security/screens';
import { podcastScreens } from '@/features/podcast/screens';
import { onAirScreens } from '@/features/on-air/screens';
import { studioDisplayScreens } from '@/features/studio-display/screens';
import { displayScreensFor } from '@/features/studio-display';
import { displayPanels } from './display-panels';
import { broadcastStudioScreens } from '@/features/broadcast-studio/screens';
import { devToolsScreens } from '@/features/dev-tools/screens';
import { listenerHubScreens } from '@/features/listener-hub/screens';
import { quizScreens } from '@/features/quiz/screens';
import { achievementScreens } from '@/features/achievements/screens';
import { mindReaderScreens } from '@/features/mind-reader/screens';
import { sponsorScreens } from '@/features/sponsors/screens';
import { notificationScreens } from '@/features/notifications/screens';
import { automationScreens } from '@/features/automation/screens';
import { analyticsScreens } from '@/features/analytics/screens';

/**
 * Every screen of the app. To add one: create `src/features/<name>/screens.ts` exporting
 * `ScreenDefinition[]` and spread it here (a full-screen studio display is a panel in
 * app/display-panels.ts instead). The router, the desktop navbar and the mobile menu are built
 * from this list alone.
 */
export const screens: ScreenDefinition[] = [...authScreens, ...dashboardScreens, ...broadcastScreens, ...chatScreens, ...listenerScreens, ...clockScreens, ...showPlanScreens, ...contentHubScreens, ...notesScreens, ...mediaScreens, ...editorialScreens, ...contentStudioScreens, ...profileScreens, ...userManagementScreens, ...enterpriseScreens, ...securityScreens, ...podcastScreens, ...onAirScreens, ...studioDisplayScreens, ...displayScreensFor(displayPanels), ...broadcastStudioScreens, ...devToolsScreens, ...listenerHubScreens, ...quizScreens, ...achievementScreens, ...mindReaderScreens, ...sponsorScreens, ...notificationScreens, ...analyticsScreens, ...automationScreens];

export function findScreen(path: string): ScreenDefinition | undefined {
  return screens.find((screen) => screen.path === path);
}
