import { normalizeUserSettings, type UserSettings } from '@studioportal/shared';

/**
 * What this browser last agreed on with the server, per person: the settings and their version.
 * It tells a change made here (offline, or not yet sent) from one made on another device.
 * The settings themselves apply from their own stores ('theme', 'a11y-settings',
 * 'notification-choices'), which is also what applies offline.
 */
export interface SyncedSettings {
  settings: UserSettings;
  version: number;
  /**
   * Settings this browser sent and has not heard back about: a reload or a lost connection can cut
   * the answer off after the server saved them. A newer version on the server that holds exactly
   * these is then this device's own save, not another device's (reconcile.ts).
   */
  sent?: UserSettings;
}

const keyOf = (userId: string) => `user-settings-synced:${userId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSynced(userId: string, store: Pick<Storage, 'getItem'> | undefined = storage()): SyncedSettings | null {
  try {
    const raw = store?.getItem(keyOf(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as { settings?: unknown; version?: unknown; sent?: unknown };
    if (typeof value.version !== 'number') return null;
    const synced: SyncedSettings = { settings: normalizeUserSettings(value.settings), version: value.version };
    return value.sent === undefined ? synced : { ...synced, sent: normalizeUserSettings(value.sent) };
  } catch {
    return null;
  }
}

export function writeSynced(userId: string, synced: SyncedSettings, store: Pick<Storage, 'setItem'> | undefined = storage()): void {
  try {
    store?.setItem(keyOf(userId), JSON.stringify(synced));
  } catch {
    // Blocked storage: the next visit asks the server again.
  }
}
