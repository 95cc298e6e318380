/**
 * Screen-reader announcements (spec section 9: they clear after 1 s). announce() puts the text
 * into a visually hidden aria-live region (rendered once by <LiveAnnouncer/>); clearing it after
 * 1 s means the same message can be announced again and stale text is never re-read when a
 * screen reader user walks through the page.
 */
export type Politeness = 'polite' | 'assertive';
export const ANNOUNCE_CLEAR_MS = 1000;

export interface Announcement {
  polite: string;
  assertive: string;
}

let current: Announcement = { polite: '', assertive: '' };
const listeners = new Set<() => void>();
const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

function set(politeness: Politeness, message: string): void {
  current = { ...current, [politeness]: message };
  for (const listener of listeners) listener();
}

export function announce(message: string, politeness: Politeness = 'polite'): void {
  const pending = timers[politeness];
  if (pending !== undefined) clearTimeout(pending);
  set(politeness, message);
  timers[politeness] = setTimeout(() => {
    timers[politeness] = undefined;
    set(politeness, '');
  }, ANNOUNCE_CLEAR_MS);
}

export function getAnnouncement(): Announcement {
  return current;
}

export function subscribeAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
