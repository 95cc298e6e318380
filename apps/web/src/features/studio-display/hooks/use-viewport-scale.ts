import { useSyncExternalStore } from 'react';

/** The screen the display's borrowed pieces (the Akutt banner) were drawn for. */
const REFERENCE = { width: 1920, height: 1080 };

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * How much smaller or larger this screen is than a 1920×1080 one, within [min, max]: the factor to
 * zoom a piece drawn in fixed sizes by, so it takes the same share of a 1024×600 panel as of a 4K TV.
 */
export function useViewportScale(min = 0.5, max = 2.2): number {
  const scale = () => Math.min(window.innerWidth / REFERENCE.width, window.innerHeight / REFERENCE.height);
  const value = useSyncExternalStore(subscribe, () => Math.round(scale() * 100) / 100);
  return Math.min(max, Math.max(min, value));
}
