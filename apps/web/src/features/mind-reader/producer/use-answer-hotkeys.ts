import { useEffect, useRef } from 'react';
import type { MindReaderAnswer } from '@studioportal/shared';

const KEYS: Record<string, MindReaderAnswer> = { j: 'ja', n: 'nei', v: 'vet_ikke' };

// Inputs one types into; a radio button or a checkbox takes no letters.
const TEXT_INPUT = 'input:not([type="radio"]):not([type="checkbox"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="range"]):not([type="color"]):not([type="file"])';

/** Where a key press is text being written: a field, a list box, anything editable. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if ((target as HTMLElement).isContentEditable) return true;
  return target.closest(`${TEXT_INPUT}, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"], [role="searchbox"]`) !== null;
}

/**
 * J, N and V register the caller's answer (Ja, Nei, Vet ikke) so the producer keeps up with the
 * call without the mouse. Never while typing (the question field included: "Jens" must not send
 * a Ja), not while a dialog is open, not on a held key's repeats, not with a modifier. `onAnswer`
 * null turns the keys off (no round playing, offline, a request under way).
 */
export function useAnswerHotkeys(onAnswer: ((answer: MindReaderAnswer) => void) | null) {
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const answer = KEYS[event.key.toLowerCase()];
      if (!answer) return;
      if (event.repeat || event.isComposing || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || isTyping(document.activeElement)) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]')) return;
      const handler = latest.current;
      if (!handler) return;
      event.preventDefault();
      handler(answer);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
