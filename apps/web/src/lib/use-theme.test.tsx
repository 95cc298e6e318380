import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { holdTheme, writeThemePreference } from './theme';
import { ThemeProvider } from './use-theme';

/** The podcast embed's way: the theme its address asks for, held from its first commit. */
function PageWithItsOwnTheme() {
  useLayoutEffect(() => holdTheme('light'), []);
  return null;
}

describe('ThemeProvider', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("applies the person's theme, and gives way to a page that holds its own, mounted in the same commit", () => {
    writeThemePreference('dark');
    const root = document.documentElement;
    render(<ThemeProvider>{null}</ThemeProvider>);
    expect(root.classList.contains('dark')).toBe(true);
    cleanup();

    // The provider's effect runs after its child's: without the hold the visitor's dark theme won.
    render(
      <ThemeProvider>
        <PageWithItsOwnTheme />
      </ThemeProvider>,
    );
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });
});
