import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@studioportal/shared';
import { applyTheme, DEFAULT_THEME, readThemePreference, resolveTheme, writeThemePreference } from './theme';

describe('theme storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to dark (spec section 1) when nothing or garbage is stored', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference()).toBe('dark');
  });

  it("a stored choice wins over the default, 'system' included", () => {
    for (const preference of ['light', 'system'] as const) {
      window.localStorage.setItem(THEME_STORAGE_KEY, preference);
      expect(readThemePreference()).toBe(preference);
    }
  });

  it('round-trips each preference under the key "theme"', () => {
    for (const preference of ['light', 'dark', 'system'] as const) {
      writeThemePreference(preference);
      expect(window.localStorage.getItem('theme')).toBe(preference);
      expect(readThemePreference()).toBe(preference);
    }
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readThemePreference(broken)).toBe('dark');
    expect(() => writeThemePreference('light', broken)).not.toThrow();
  });

  it('resolves system from the device preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('toggles the dark class on the root element', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });
});
