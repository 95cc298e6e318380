/** Accessibility settings, screen-reader announcements and the live-theme flag (spec section 3 and 9). */
export { AccessibilityProvider, useAccessibility, type A11ySettingKey } from './use-accessibility';
export { announce, ANNOUNCE_CLEAR_MS, type Politeness } from './announce';
export { getA11yState, subscribeA11y, isReducedMotion, setLiveTheme } from './store';
export type { EffectiveA11y } from './apply-root';
