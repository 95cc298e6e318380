import { Building2 } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';

export const enterpriseScreens: ScreenDefinition[] = [
  {
    path: '/enterprise',
    title: S.pageTitle,
    mobileTitle: 'Stasjon',
    nav: { section: 'admin', label: S.pageTitle, icon: Building2, order: 10 },
    permission: 'stationSettings',
    layout: 'standard',
    lazy: () => import('./enterprise-page'),
  },
];
