import { PODCAST_SKIP_BACK_S, PODCAST_SKIP_FORWARD_S } from '@studioportal/shared';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { PodcastAudio } from './use-podcast-audio';

/** Typing in a field (search, forms) and native controls keep their own keys. */
function isOwnKeyTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The player's keyboard control. Space/K play and pause, ←/→ (and J/L) jump 15 s (with Shift
 * 30 s), Home goes to the start, < and > change speed. Answers whether it used the key.
 */
export function handlePlayerKey(event: KeyboardEvent | ReactKeyboardEvent, audio: PodcastAudio): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  if (isOwnKeyTarget(event.target)) return false;
  // A focused button already reacts to Space and Enter; handling them too would press it twice.
  const onButton = event.target instanceof HTMLElement && (event.target.tagName === 'BUTTON' || event.target.getAttribute('role') === 'button');
  const jump = event.shiftKey ? 30 : 15;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      if (onButton && event.key === ' ') return false;
      audio.toggle();
      return true;
    case 'ArrowLeft':
      audio.skip(-jump);
      return true;
    case 'ArrowRight':
      audio.skip(jump);
      return true;
    case 'j':
    case 'J':
      audio.skip(-PODCAST_SKIP_BACK_S);
      return true;
    case 'l':
    case 'L':
      audio.skip(PODCAST_SKIP_FORWARD_S);
      return true;
    case 'Home':
      audio.seek(0);
      return true;
    case '<':
      audio.changeSpeed(-1);
      return true;
    case '>':
      audio.changeSpeed(1);
      return true;
    default:
      return false;
  }
}
