export interface EffectiveA11y {
  highContrast: boolean;
  reducedMotion: boolean;
  largeText: boolean;
  focusVisible: boolean;
  screenReader: boolean;
  darkMode: boolean;
  liveTheme: boolean;
}

/**
 * Marks the document root so index.css can apply the settings everywhere, including portals
 * (dialogs, menus) that render outside the React root. darkMode is applied by the theme (class
 * 'dark'); the live theme gets both a class and a data attribute, the marker the spec asks for.
 */
export function applyA11yToRoot(settings: EffectiveA11y, root: HTMLElement = document.documentElement): void {
  const flag = (name: string, on: boolean) => {
    if (on) root.setAttribute(name, '');
    else root.removeAttribute(name);
  };
  flag('data-high-contrast', settings.highContrast);
  flag('data-large-text', settings.largeText);
  flag('data-focus-visible', settings.focusVisible);
  flag('data-screen-reader', settings.screenReader);
  // on/off rather than present/absent: 'off' must beat the device's prefers-reduced-motion in CSS.
  root.setAttribute('data-reduced-motion', settings.reducedMotion ? 'on' : 'off');
  flag('data-live-theme', settings.liveTheme);
  root.classList.toggle('live-theme', settings.liveTheme);
}
