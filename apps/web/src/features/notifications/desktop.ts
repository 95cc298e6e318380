import { useSyncExternalStore } from 'react';
import type { Notification } from '@studioportal/shared';

/**
 * The browser's own notifications (no push service): shown only while the tab is hidden, only when
 * the person turned desktop notifications on in their settings and the browser allowed it. The
 * permission is asked from a button, never on load (browsers ignore or punish unprompted asks).
 */

export type DesktopPermission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function desktopPermission(): DesktopPermission {
  return supported() ? window.Notification.permission : 'unsupported';
}

const listeners = new Set<() => void>();

/** Asks the browser (from a click); every hook reading the permission updates. */
export async function askDesktopPermission(): Promise<DesktopPermission> {
  if (!supported()) return 'unsupported';
  const answer = await window.Notification.requestPermission();
  for (const l of listeners) l();
  return answer;
}

export function useDesktopPermission(): DesktopPermission {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    desktopPermission,
    () => 'unsupported' as const,
  );
}

/** Shows one notification when the tab is hidden; a click brings the tab forward and opens its link. */
export function showDesktop(n: Notification, wanted: boolean, open: (link: string) => void): void {
  if (!wanted || !supported() || window.Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
  const shown = new window.Notification(n.title, { body: n.body ?? undefined, tag: n.id, lang: 'nb' });
  shown.onclick = () => {
    window.focus();
    open(n.link);
    shown.close();
  };
}
