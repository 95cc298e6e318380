import { useSyncExternalStore } from 'react';

/**
 * The <audio> element the listener started on the server's page before the app arrived
 * (early/early-player.ts), handed to the app's player for the same episode
 * (use-podcast-audio.ts), so playback goes on without a gap instead of starting again.
 */
interface Adopted {
  episodeId: string;
  element: HTMLAudioElement;
}

let adopted: Adopted | null = null;
let unclaimedTimer: number | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Without a player for its episode (the page failed to load, another episode shows), the sound
 * stops. Not at once: the server's page also goes when the app has waited 6 s for its data
 * (lib/server-page.ts), and the player comes when the data does.
 */
const CLAIM_WITHIN_MS = 10_000;

/**
 * Keeps `element` in the document (a removed media element pauses) until the player claims it.
 * Called while the server's page is still there, just before it is removed.
 */
export function offerAudio(episodeId: string, element: HTMLAudioElement) {
  document.body.append(element);
  adopted = { episodeId, element };
  window.clearTimeout(unclaimedTimer);
  unclaimedTimer = window.setTimeout(() => releaseAudio(element), CLAIM_WITHIN_MS);
  notify();
}

/** The player of `episodeId` takes the offered element: it stays until released. */
export function claimAudio(element: HTMLAudioElement) {
  if (adopted?.element === element) window.clearTimeout(unclaimedTimer);
}

/** The player is done with it (another episode, the page closed): silence it and let it go. */
export function releaseAudio(element: HTMLAudioElement) {
  element.pause();
  element.remove();
  if (adopted?.element !== element) return;
  adopted = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The element offered for this episode, if any. */
export function useOfferedAudio(episodeId: string | null): HTMLAudioElement | null {
  const current = useSyncExternalStore(subscribe, () => adopted);
  return current && current.episodeId === episodeId ? current.element : null;
}
