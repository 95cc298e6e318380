/**
 * On-screen keyboard detection (spec section 9: the visible height shrinks by more than 150 px).
 * Sets data-keyboard="open" on <html> while it is up, so fixed bottom bars marked
 * data-hide-with-keyboard get out of the way (index.css). The baseline is the tallest visual
 * viewport seen at the current width; a rotation (new width) starts a new baseline.
 */
export const KEYBOARD_SHRINK_PX = 150;

export function isKeyboardOpen(baselineHeight: number, currentHeight: number): boolean {
  return baselineHeight - currentHeight > KEYBOARD_SHRINK_PX;
}

export function installKeyboardDetection(root: HTMLElement = document.documentElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => {};
  let width = viewport.width;
  let baseline = viewport.height;
  const onResize = () => {
    if (Math.abs(viewport.width - width) > 1) {
      width = viewport.width;
      baseline = viewport.height;
    }
    baseline = Math.max(baseline, viewport.height);
    const open = isKeyboardOpen(baseline, viewport.height);
    if (open) root.setAttribute('data-keyboard', 'open');
    else root.removeAttribute('data-keyboard');
  };
  viewport.addEventListener('resize', onResize);
  return () => viewport.removeEventListener('resize', onResize);
}
