import type { CSSProperties } from 'react';
import { colorLuminance } from '@studioportal/shared';

/**
 * CSS variables that recolour the player's primary elements with an embedding site's brand
 * colour. Text on it turns dark when the colour is light, so the play button stays readable.
 */
export function accentStyle(hex: string | undefined): CSSProperties | undefined {
  if (!hex) return undefined;
  const color = `#${hex.replace('#', '')}`;
  const light = colorLuminance(color) > 0.6;
  return {
    '--primary': color,
    '--primary-hover': `color-mix(in srgb, ${color} 85%, ${light ? 'black' : 'white'})`,
    '--primary-foreground': light ? '#0b1324' : '#ffffff',
    '--ring': color,
  } as CSSProperties;
}
