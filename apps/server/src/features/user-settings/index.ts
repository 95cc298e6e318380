import { normalizeUserSettings, type NotificationKind } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { findSettings } from './user-settings.repository';

export { registerUserSettingsRoutes } from './user-settings.routes';

/**
 * A person's notification choices, for the features that notify: which kinds they muted and
 * whether they want desktop notifications. Nothing stored yet: nothing muted, desktop off.
 */
export async function notificationChoicesOf(db: DbOrTx, userId: string): Promise<{ muted: NotificationKind[]; desktop: boolean }> {
  const row = await findSettings(db, userId);
  if (!row) return { muted: [], desktop: false };
  const { notifications } = normalizeUserSettings(row.settings);
  return { muted: notifications.muted, desktop: notifications.desktop };
}
