import { THEME_STORAGE_KEY } from '@studioportal/shared';

/**
 * Theme preference (spec section 3): light, dark or system, stored under localStorage 'theme'.
 * Dark by default (spec section 1: "The default is dark"; issue 19, amending decision record 009);
 * a choice the user makes (Lys, Mørk or System) is stored and wins from then on.
 * public/boot.js repeats this logic before first paint; keep them in step.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';
export const DEFAULT_THEME: ThemePreference = 'dark';

export const THEME_LABELS: Record<ThemePreference, string> = { light: 'Lys', dark: 'Mørk', system: 'System' };

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function readThemePreference(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeThemePreference(
  preference: ThemePreference,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Blocked storage only means the choice is not remembered; the theme still applies now.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

let heldTheme: ResolvedTheme | null = null;

/**
 * A page that sets its own theme (the podcast embed, from its address) holds it: the person's
 * preference, applied by ThemeProvider when it mounts or changes, gives way while it is held.
 * Without the hold, whichever effect ran last won, and a parent's effect runs after its child's.
 * Returns the release.
 */
export function holdTheme(theme: ResolvedTheme): () => void {
  heldTheme = theme;
  applyTheme(theme);
  return () => {
    if (heldTheme === theme) heldTheme = null;
  };
}

/** The theme to apply for a person's preference: a held theme comes first. */
export function themeToApply(preferred: ResolvedTheme): ResolvedTheme {
  return heldTheme ?? preferred;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
