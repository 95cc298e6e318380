import { isReducedMotion } from '../a11y/store';

/** Spec section 9: light 50 ms, medium 100 ms, heavy 200 ms. */
export const HAPTIC_MS = { light: 50, medium: 100, heavy: 200 } as const;
export type HapticStrength = keyof typeof HAPTIC_MS;

/**
 * A short vibration to confirm an action on a phone, where the browser supports it (not iOS
 * Safari, not desktops). Off when motion is reduced: a user who asked for less motion asked for
 * less buzzing too. Returns whether a vibration was requested.
 */
export function haptic(strength: HapticStrength = 'light'): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  if (isReducedMotion()) return false;
  try {
    return navigator.vibrate(HAPTIC_MS[strength]);
  } catch {
    return false;
  }
}
