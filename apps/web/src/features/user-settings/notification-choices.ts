import { useSyncExternalStore } from 'react';
import { DEFAULT_NOTIFICATION_CHOICES, normalizeUserSettings, type NotificationChoices } from '@studioportal/shared';

/**
 * The notification choices (which kinds are muted, desktop notifications on or off) as a small
 * store kept in localStorage like the theme and the accessibility settings, so the bell can read
 * them at once and offline. The settings sync sends them to the server and takes others' devices'.
 */
export const NOTIFICATION_CHOICES_KEY = 'notification-choices';

const listeners = new Set<() => void>();
let current: NotificationChoices | null = null;

function read(): NotificationChoices {
  try {
    const raw = window.localStorage.getItem(NOTIFICATION_CHOICES_KEY);
    return raw ? normalizeUserSettings({ notifications: JSON.parse(raw) as unknown }).notifications : { ...DEFAULT_NOTIFICATION_CHOICES };
  } catch {
    return { ...DEFAULT_NOTIFICATION_CHOICES };
  }
}

export function getNotificationChoices(): NotificationChoices {
  current ??= read();
  return current;
}

export function setNotificationChoices(next: NotificationChoices): void {
  current = { muted: [...next.muted], desktop: next.desktop };
  try {
    window.localStorage.setItem(NOTIFICATION_CHOICES_KEY, JSON.stringify(current));
  } catch {
    // Blocked storage: the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

export function subscribeNotificationChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's notification choices, live. */
export function useNotificationChoices(): NotificationChoices {
  return useSyncExternalStore(subscribeNotificationChoices, getNotificationChoices);
}
