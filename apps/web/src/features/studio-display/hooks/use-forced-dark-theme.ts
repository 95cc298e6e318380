import { useEffect, useRef } from 'react';
import { applyTheme } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

/**
 * The kiosk screens are always dark, whatever the device or the user chose: a white screen on a
 * studio wall glares in a dim room and on camera. The theme lives on <html> (lib/theme.ts), so it is
 * set there while the kiosk is open, kept there if the theme provider re-applies the user's theme
 * (a device that turns light at sunrise), and the user's own theme returns when the kiosk closes.
 */
export function useForcedDarkTheme(active: boolean): void {
  const { resolved } = useTheme();
  const usersTheme = useRef(resolved);
  useEffect(() => {
    usersTheme.current = resolved;
  }, [resolved]);

  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const force = () => {
      if (!root.classList.contains('dark') || root.style.colorScheme !== 'dark') applyTheme('dark', root);
    };
    force();
    const observer = new MutationObserver(force);
    observer.observe(root, { attributes: true, attributeFilter: ['class', 'style'] });
    return () => {
      observer.disconnect();
      applyTheme(usersTheme.current, root);
    };
  }, [active]);
}
