import { DEFAULT_USER_SETTINGS, type UserSettings, type UserSettingsView } from '@studioportal/shared';
import type { SyncedSettings } from './synced-settings';

export type SyncAction = { kind: 'apply'; settings: UserSettings; version: number } | { kind: 'push'; settings: UserSettings } | { kind: 'none' };

/** Same settings, whatever the order of the muted kinds. */
export function sameSettings(a: UserSettings, b: UserSettings): boolean {
  const accessibilityKeys = Object.keys(a.accessibility) as (keyof UserSettings['accessibility'])[];
  const muted = (s: UserSettings) => [...s.notifications.muted].sort().join(',');
  return (
    a.theme === b.theme &&
    accessibilityKeys.every((key) => a.accessibility[key] === b.accessibility[key]) &&
    a.notifications.desktop === b.notifications.desktop &&
    muted(a) === muted(b)
  );
}

/**
 * What to do when the server's settings arrive (sign-in, refetch, back online). Last write wins:
 * - nothing stored on the server yet: this device's settings become the person's (when they are not the defaults);
 * - the server has a newer version than this device last saw (another device saved): it applies here,
 *   unless it is this device's own save whose answer was cut off and a change has been made here
 *   since: that change is the newer one and goes up;
 * - otherwise, a change made here since the last agreement (offline, or not yet sent) goes up.
 */
export function reconcile(local: UserSettings, synced: SyncedSettings | null, server: UserSettingsView): SyncAction {
  if (server.version === 0) return sameSettings(local, DEFAULT_USER_SETTINGS) ? { kind: 'none' } : { kind: 'push', settings: local };
  if (!synced || server.version > synced.version) {
    const ownSave = synced?.sent !== undefined && sameSettings(server.settings, synced.sent);
    if (ownSave && !sameSettings(local, server.settings)) return { kind: 'push', settings: local };
    return { kind: 'apply', settings: server.settings, version: server.version };
  }
  return sameSettings(local, synced.settings) ? { kind: 'none' } : { kind: 'push', settings: local };
}
