import { useEffect, useRef } from 'react';

/** Where a key press belongs to the control that has focus: typing, a button, a link, a menu. */
export function isOwnedByFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if ((target as HTMLElement).isContentEditable) return true;
  return target.closest('input, textarea, select, button, a[href], [role="button"], [role="menuitem"], [role="switch"], [role="tab"], [role="option"], [contenteditable="true"]') !== null;
}

/**
 * Space and Enter take the producer's next step, so the run can be driven without looking for
 * the mouse. Not while typing in a field or when focus is on another control (its own Space and
 * Enter win), not while a dialog is open, not on a held-down key's repeats, not with modifiers.
 */
export function useStepHotkey(onStep: (() => void) | null) {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isOwnedByFocus(event.target)) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]')) return;
      const step = latest.current;
      if (!step) return;
      event.preventDefault();
      step();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
