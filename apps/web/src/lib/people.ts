import { DEFAULT_CHAT_COLOR, displayChatColor, STRINGS } from '@studioportal/shared';

/** How a person is named in the UI; spec: an unknown name is shown as 'Ukjent bruker'. */
export function displayName(fullName: string | null | undefined): string {
  const name = fullName?.trim();
  return name ? name : STRINGS.unknownUser;
}

export function firstName(fullName: string | null | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Up to two letters for an avatar: first and last name ('Kari Nordmann' → 'KN'). */
export function initials(fullName: string | null | undefined, email?: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  if (words.length >= 2) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  const local = email?.split('@')[0] ?? '';
  return local ? local.slice(0, 2).toUpperCase() : '?';
}

/**
 * A person's colour everywhere (PRODUCT.md: one colour per person): their chosen chat colour, or
 * the colour derived from their id when they have not chosen one.
 */
export function personColor(person: { id?: string | null; chat_color?: string | null } | null | undefined): string {
  return displayChatColor(person ?? {});
}

/** A colour the server already resolved (or the default); use `personColor` for a person. */
export function chatColor(color: string | null | undefined): string {
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_CHAT_COLOR;
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05/(L+0.05), with black (L+0.05)/0.05; they are equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
