import type { CSSProperties } from 'react';
import { chatColor } from '@/lib/people';

/**
 * A person's name is written in their chat colour. On the light theme a bright colour (derived
 * colours are 50 % lightness) is darkened a little so the name stays readable; the hue is theirs.
 */
export const NAME_COLOR_CLASS = 'text-[color-mix(in_oklab,var(--chat-color)_68%,black)] dark:text-[var(--chat-color)]';

export function nameColorStyle(color: string | null | undefined): CSSProperties {
  return { '--chat-color': chatColor(color) } as CSSProperties;
}
