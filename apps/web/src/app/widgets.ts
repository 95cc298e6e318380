import type { DashboardWidget } from '@/lib/extension-points';
import { presenceWidgets } from '@/features/presence/widgets';
import { broadcastWidgets } from '@/features/broadcast/widgets';
import { clockWidgets } from '@/features/clocks/widgets';
import { chatWidgets } from '@/features/chat/widgets';
import { listenerWidgets } from '@/features/listeners/widgets';
import { availabilityWidgets } from '@/features/availability/widgets';

/**
 * The dashboard's cards, in one list. A feature adds its cards by exporting `DashboardWidget[]`
 * from its own `widgets.ts` and spreading it here; order comes from `order`, access from
 * `permission`. The dashboard receives the list through DashboardWidgetsContext (providers.tsx).
 */
export const dashboardWidgets: DashboardWidget[] = [...presenceWidgets, ...broadcastWidgets, ...clockWidgets, ...chatWidgets, ...listenerWidgets, ...availabilityWidgets];
