import { useLayoutEffect } from 'react';
import { onServerPageLeave } from '@/lib/server-page';
import { EARLY_USED } from '../early/early-markers';
import { offerAudio } from '../player/adopted-audio';
import { handOverForms } from './to-studio/handed-over-forms';

/**
 * What the listener started on the server's /podcast page before the app arrived (the early
 * script, early/podcast-early.ts) goes over to the app's page as the two swap: a started player's
 * <audio> element, still playing, the "Til studio" forms with their text, focus and a pressed
 * Send, and the description or comments the listener opened. Call before useServerPageHandover,
 * so this is in place when the swap comes.
 */
export function useEarlyPageHandover() {
  useLayoutEffect(() => onServerPageLeave(takeOverEarlyPage), []);
}

export function takeOverEarlyPage(page: Element) {
  const player = page.querySelector<HTMLElement>('[data-early-player]');
  const audio = player?.querySelector('audio');
  if (player?.dataset.episodeId && audio?.hasAttribute(EARLY_USED)) offerAudio(player.dataset.episodeId, audio);
  handOverForms(page);
  keepOpen(page);
}

/** A description or comments line the listener opened stays open in the app's page (`data-keep-open` on both). */
function keepOpen(page: Element) {
  for (const opened of page.querySelectorAll<HTMLDetailsElement>('details[data-keep-open][open]')) {
    for (const details of document.querySelectorAll<HTMLDetailsElement>(`details[data-keep-open="${opened.dataset.keepOpen}"]`)) {
      if (!page.contains(details)) details.open = true;
    }
  }
}
