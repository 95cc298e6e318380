/**
 * Accessibility settings (spec section 3): highContrast, reducedMotion, largeText, focusVisible,
 * screenReader, darkMode. Only what the user chose is stored (localStorage 'a11y-settings');
 * reducedMotion left unset follows the device's prefers-reduced-motion. darkMode is not stored
 * here at all: it is the theme preference under 'theme' (lib/theme.ts), the one source of truth.
 */
export const A11Y_STORAGE_KEY = 'a11y-settings';

export interface StoredA11ySettings {
  highContrast: boolean;
  largeText: boolean;
  focusVisible: boolean;
  screenReader: boolean;
  /** null: follow the device preference. */
  reducedMotion: boolean | null;
  /** The live-theme flag (spec: off by default; it marks the page root). */
  liveTheme: boolean;
}

export const DEFAULT_A11Y_SETTINGS: StoredA11ySettings = {
  highContrast: false,
  largeText: false,
  focusVisible: false,
  screenReader: false,
  reducedMotion: null,
  liveTheme: false,
};

const BOOLEAN_KEYS = ['highContrast', 'largeText', 'focusVisible', 'screenReader', 'liveTheme'] as const;

/** Reads what is stored; anything missing or malformed falls back to the default, key by key. */
export function parseA11ySettings(raw: string | null): StoredA11ySettings {
  if (!raw) return { ...DEFAULT_A11Y_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_A11Y_SETTINGS };
  }
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_A11Y_SETTINGS };
  const record = value as Record<string, unknown>;
  const settings = { ...DEFAULT_A11Y_SETTINGS };
  for (const key of BOOLEAN_KEYS) if (typeof record[key] === 'boolean') settings[key] = record[key];
  if (typeof record.reducedMotion === 'boolean') settings.reducedMotion = record.reducedMotion;
  return settings;
}

export function readA11ySettings(): StoredA11ySettings {
  try {
    return parseA11ySettings(window.localStorage.getItem(A11Y_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_A11Y_SETTINGS };
  }
}

export function writeA11ySettings(settings: StoredA11ySettings): void {
  try {
    window.localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Blocked storage: the setting still applies for this visit.
  }
}
