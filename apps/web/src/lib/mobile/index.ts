import { logger } from '../logger';
import { installKeyboardDetection } from './keyboard';
import { installScrollLockWatchdog } from './scroll-lock';

export { haptic, HAPTIC_MS, type HapticStrength } from './haptics';
export { isKeyboardOpen, KEYBOARD_SHRINK_PX } from './keyboard';
export { releaseStuckScrollLock, SCROLL_LOCK_CHECK_MS } from './scroll-lock';

/** Keyboard detection and the scroll-lock watchdog, once per tab (main.tsx). */
export function installMobileAdaptations(): void {
  installKeyboardDetection();
  installScrollLockWatchdog(() => logger.warn('Fjernet en scroll-lås uten åpen dialog'));
}
