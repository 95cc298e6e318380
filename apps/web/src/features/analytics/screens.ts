import { ChartColumn } from 'lucide-react';
import { ANALYTICS_STRINGS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

/**
 * /analytics: the station's charts with a table and a CSV each (viewAnalytics: Programleder and
 * Administrator). Lazy, so the chart library loads with this screen and nowhere else.
 */
export const analyticsScreens: ScreenDefinition[] = [
  {
    path: '/analytics',
    title: ANALYTICS_STRINGS.pageTitle,
    nav: { section: 'tools', label: ANALYTICS_STRINGS.navLabel, icon: ChartColumn, order: 70 },
    permission: 'viewAnalytics',
    layout: 'standard',
    lazy: () => import('./analytics-page'),
  },
];
