/**
 * Scroll-lock watchdog (spec section 9: rechecked every 3 s). Radix dialogs and sheets lock the
 * page while open: react-remove-scroll marks <body data-scroll-locked> (its stylesheet then sets
 * overflow: hidden) and a modal layer sets body pointer-events: none. If a dialog unmounts in the
 * middle of that (a route change while the menu closes, a dropdown that opened a dialog) the lock
 * can stay behind and the page no longer scrolls or takes clicks. Every 3 s: if nothing modal is
 * open, whatever lock is left is released.
 */
export const SCROLL_LOCK_CHECK_MS = 3000;

const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [aria-modal="true"]';

/** Releases a lock no open dialog accounts for; returns true when it had to. */
export function releaseStuckScrollLock(doc: Document = document): boolean {
  const body = doc.body;
  const locked = body.hasAttribute('data-scroll-locked') || body.style.overflow === 'hidden' || body.style.pointerEvents === 'none';
  if (!locked || doc.querySelector(OPEN_MODAL)) return false;
  body.removeAttribute('data-scroll-locked');
  if (body.style.overflow === 'hidden') body.style.removeProperty('overflow');
  if (body.style.pointerEvents === 'none') body.style.removeProperty('pointer-events');
  return true;
}

export function installScrollLockWatchdog(onRelease?: () => void): () => void {
  const timer = setInterval(() => {
    if (releaseStuckScrollLock()) onRelease?.();
  }, SCROLL_LOCK_CHECK_MS);
  return () => clearInterval(timer);
}
