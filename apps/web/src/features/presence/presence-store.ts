import type { PresenceEntry } from '@studioportal/shared';

/**
 * Who is online, as last told by the server's 'presence.sync'. `null` means "not known yet" —
 * different from an empty list, and the UI says so instead of claiming nobody is online.
 */
let users: PresenceEntry[] | null = null;
const listeners = new Set<() => void>();

export function getPresenceUsers(): PresenceEntry[] | null {
  return users;
}

export function setPresenceUsers(next: PresenceEntry[] | null): void {
  users = next;
  for (const listener of listeners) listener();
}

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
