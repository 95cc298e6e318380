import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from '@/lib/theme';
import { ThemeProvider } from '@/lib/use-theme';
import { useForcedDarkTheme } from './use-forced-dark-theme';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
const root = document.documentElement;

describe('the kiosk is always dark', () => {
  afterEach(() => localStorage.clear());

  it('turns a light page dark while open, keeps it dark, and gives the user’s theme back on close', async () => {
    localStorage.setItem('theme', 'light');
    const { unmount } = renderHook(() => useForcedDarkTheme(true), { wrapper });
    // The provider's own effect runs after the kiosk's and applies 'light'; the observer answers
    // in a microtask, before the browser paints.
    await act(async () => {});
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');

    // The theme provider re-applies the user's theme (the device changed): the kiosk stays dark.
    await act(async () => {
      applyTheme('light', root);
      await Promise.resolve();
    });
    expect(root.classList.contains('dark')).toBe(true);

    unmount();
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });

  it('leaves the theme alone for the display inside the layout', () => {
    localStorage.setItem('theme', 'light');
    renderHook(() => useForcedDarkTheme(false), { wrapper });
    expect(root.classList.contains('dark')).toBe(false);
  });
});
