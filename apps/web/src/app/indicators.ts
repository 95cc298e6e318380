import type { NavbarIndicator } from '@/lib/extension-points';
import { onAirIndicators } from '@/features/on-air/indicators';

/**
 * Live markers shown in the desktop navbar and the mobile header. A feature exports
 * `NavbarIndicator[]` from its `indicators.ts` and spreads it here.
 */
export const navbarIndicators: NavbarIndicator[] = [...onAirIndicators];
