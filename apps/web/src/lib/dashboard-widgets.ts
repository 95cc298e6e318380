import { createContext, useContext } from 'react';
import type { DashboardWidget } from './extension-points';

/**
 * The dashboard's cards, handed down by the app (app/widgets.ts lists them): the dashboard feature
 * shows whatever it is given and never imports the features whose cards it shows.
 */
export const DashboardWidgetsContext = createContext<readonly DashboardWidget[]>([]);

export function useDashboardWidgets(): readonly DashboardWidget[] {
  return useContext(DashboardWidgetsContext);
}
