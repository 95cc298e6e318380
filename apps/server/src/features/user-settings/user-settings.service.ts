import { DEFAULT_USER_SETTINGS, normalizeUserSettings, USER_SETTINGS_EVENTS, type UserSettings, type UserSettingsView } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { findSettings, upsertSettings, type StoredSettingsRow } from './user-settings.repository';

function viewOf(row: StoredSettingsRow): UserSettingsView {
  return { settings: normalizeUserSettings(row.settings), version: row.version, updatedAt: row.updatedAt };
}

/**
 * Reads and saves a person's settings. A save is last-write-wins (the whole document) and tells
 * the person's other devices at once on `user-settings:v1`, to them alone.
 */
export class UserSettingsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async read(userId: string): Promise<UserSettingsView> {
    const row = await findSettings(this.ctx.database.db, userId);
    return row ? viewOf(row) : { settings: structuredClone(DEFAULT_USER_SETTINGS), version: 0, updatedAt: null };
  }

  async save(userId: string, settings: UserSettings): Promise<UserSettingsView> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const view = viewOf(await upsertSettings(tx, userId, settings));
      await publish('userSettings', USER_SETTINGS_EVENTS.changed, view, { audience: [userId] });
      return view;
    });
  }
}
