import { readA11ySettings, writeA11ySettings, type StoredA11ySettings } from './settings';

/**
 * The accessibility settings as a small external store, so React reads them with
 * useSyncExternalStore and plain modules can too (haptics ask whether motion is reduced).
 * The device's prefers-reduced-motion is tracked here; the effective reducedMotion is the user's
 * choice when there is one, the device's otherwise — and follows the device as it changes.
 */
export interface A11yState extends StoredA11ySettings {
  deviceReducedMotion: boolean;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const listeners = new Set<() => void>();
let state: A11yState | null = null;

function deviceReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function ensure(): A11yState {
  if (state) return state;
  state = { ...readA11ySettings(), deviceReducedMotion: deviceReducedMotion() };
  window.matchMedia?.(REDUCED_MOTION_QUERY).addEventListener('change', (event) => {
    if (!state) return;
    state = { ...state, deviceReducedMotion: event.matches };
    emit();
  });
  // Another tab changed the settings: take them over, so every window of the app agrees.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== 'a11y-settings') return;
    state = { ...readA11ySettings(), deviceReducedMotion: deviceReducedMotion() };
    emit();
  });
  return state;
}

export function getA11yState(): A11yState {
  return ensure();
}

export function subscribeA11y(listener: () => void): () => void {
  ensure();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Effective reduced motion: the user's choice, else the device preference. */
export function isReducedMotion(current: A11yState = ensure()): boolean {
  return current.reducedMotion ?? current.deviceReducedMotion;
}

export function updateA11ySettings(patch: Partial<StoredA11ySettings>): void {
  const { deviceReducedMotion: device, ...stored } = ensure();
  const next = { ...stored, ...patch };
  writeA11ySettings(next);
  state = { ...next, deviceReducedMotion: device };
  emit();
}

export function setLiveTheme(on: boolean): void {
  updateA11ySettings({ liveTheme: on });
}
