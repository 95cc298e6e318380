import type { PresenceEntry } from '@studioportal/shared';

/**
 * Who is online, as last told by the server's 'presence.sync'. `null` means "not known yet" —
 * different from an empty list, and the UI says so instead of claiming nobody is online.
 *
 * A user who publishes presence is tracked 2 s after subscribing (spec section 9), but the server
 * greets every subscriber with the list at once: without care, the first list leaves that user
 * out, and the dashboard said "Ingen er pålogget" for a second or two (issue 19). So while our
 * own tracking is under way, lists without us are held back: the view keeps what it had (nothing
 * at first, "not known yet") until a list with us arrives or the tracking has settled otherwise.
 */
let users: PresenceEntry[] | null = null;
/** Set while this user's own presence is being announced: lists without them wait. */
let awaitingSelf: string | null = null;
let held: PresenceEntry[] | null = null;
const listeners = new Set<() => void>();

function publish(next: PresenceEntry[] | null): void {
  users = next;
  for (const listener of listeners) listener();
}

export function getPresenceUsers(): PresenceEntry[] | null {
  return users;
}

/** A list from the server (or null when the subscription ends). */
export function setPresenceUsers(next: PresenceEntry[] | null): void {
  if (next === null) {
    awaitingSelf = null;
    held = null;
    publish(null);
    return;
  }
  if (awaitingSelf !== null && !next.some((user) => user.user_id === awaitingSelf)) {
    held = next;
    return;
  }
  awaitingSelf = null;
  held = null;
  publish(next);
}

/** Our own presence is about to be announced: hold back lists that do not include `selfId` yet. */
export function expectSelfInPresence(selfId: string): void {
  awaitingSelf = selfId;
}

/**
 * The announcement settled without bringing a list with us (refused, timed out, or a list that
 * never came): show what the server last said, as it is.
 */
export function stopExpectingSelf(): void {
  if (awaitingSelf === null) return;
  awaitingSelf = null;
  if (held) publish(held);
  held = null;
}

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
