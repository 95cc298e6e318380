import { lazy } from 'react';
import type { DisplayPanel, ScreenDefinition } from '@/lib/extension-points';
import { DisplaySurface } from './components/display-surface';

/**
 * The full-screen routes of the registered display panels: each is the studio display (no
 * navbar) with that panel in it. The app builds its screen list from these (app/screens.ts).
 */
export function displayScreensFor(panels: readonly DisplayPanel[]): ScreenDefinition[] {
  return panels.flatMap((panel) => {
    const Panel = lazy(panel.lazy);
    const page = async () => ({ default: () => <DisplaySurface variant="large" Panel={Panel} showsClock={panel.showsClock} /> });
    return panel.paths.map((path) => ({ path, title: panel.title, permission: panel.permission ?? 'useStaffScreens', layout: 'fullscreen' as const, lazy: page }));
  });
}
