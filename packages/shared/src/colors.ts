/**
 * Chat colours (spec sections 5 and 9): parsing and normalising user input, the contrast rules,
 * the fallback suggestions and the colour shown for someone who never picked one.
 *
 * Every stored colour is lower-case `#rrggbb`, so `#FFF`, `#ffffff` and `hsl(0, 0%, 100%)` are the
 * same colour as far as the database's unique constraint on `profiles.chat_color` is concerned.
 */
import { DEFAULT_CHAT_COLOR } from './constants';

export const COLOR_MESSAGES = {
  required: 'Vennligst velg en farge',
  invalidFormat: 'Ugyldig fargeformat. Bruk hex (#RRGGBB) eller velg fra forslagene.',
  hardOnLight: 'Fargen kan være vanskelig å lese på lys bakgrunn.',
  hardOnDark: 'Fargen kan være vanskelig å lese på mørk bakgrunn.',
  hardOnBoth: 'Fargen kan være vanskelig å lese på både lys og mørk bakgrunn.',
} as const;

/** A normalised chat colour: `#` and six lower-case hex digits. */
export const NORMALIZED_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
/** Longest input worth parsing; anything longer is invalid without looking at it. */
export const COLOR_INPUT_MAX = 64;

/** Spec section 9: 16 suggestions are offered. */
export const COLOR_SUGGESTION_COUNT = 16;

/**
 * Spec section 8: the 16 fixed colours offered when the suggestion call fails. All of them read
 * well on both themes (perceived luminance between 0.5 and 0.7), so none triggers a warning.
 */
export const FALLBACK_CHAT_COLORS = [
  '#f87171',
  '#fb923c',
  '#f59e0b',
  '#84cc16',
  '#4ade80',
  '#34d399',
  '#2dd4bf',
  '#22d3ee',
  '#38bdf8',
  '#60a5fa',
  '#818cf8',
  '#a78bfa',
  '#c084fc',
  '#e879f9',
  '#f472b6',
  '#fb7185',
] as const;

/** Spec section 9: the generated fallback is 12 hues at 70 % saturation and 50 % lightness. */
export const HUE_FALLBACK_COUNT = 12;
export const HUE_FALLBACK_SATURATION = 70;
export const HUE_FALLBACK_LIGHTNESS = 50;

/** Spec section 5: readable on a light background below this luminance ... */
export const READABLE_ON_LIGHT_BELOW = 0.7;
/** ... and readable on a dark background above this one. */
export const READABLE_ON_DARK_ABOVE = 0.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX6 = /^#([0-9a-f]{6})$/i;
const HEX3 = /^#([0-9a-f]{3})$/i;
const NUMBER = '([+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+))';
const HSL = new RegExp(`^hsl\\(\\s*${NUMBER}(?:deg)?\\s*,\\s*${NUMBER}%\\s*,\\s*${NUMBER}%\\s*\\)$`, 'i');

const toHexByte = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${toHexByte(r)}${toHexByte(g)}${toHexByte(b)}`;
}

/** `#rrggbb` (any case) to channels 0..255; null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  const match = HEX6.exec(hex);
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** HSL (hue in degrees, saturation and lightness in percent) to `#rrggbb`. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return rgbToHex({ r: channel(0), g: channel(8), b: channel(4) });
}

/**
 * Normalise #RRGGBB, #RGB (expanded) or hsl(h, s%, l%) to lower-case `#rrggbb`.
 * Returns null for anything else, including saturation or lightness outside 0..100 %.
 */
export function normalizeChatColor(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > COLOR_INPUT_MAX) return null;
  const hex6 = HEX6.exec(text);
  if (hex6?.[1]) return `#${hex6[1].toLowerCase()}`;
  const hex3 = HEX3.exec(text);
  if (hex3?.[1]) {
    const [r, g, b] = hex3[1].toLowerCase();
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  const hsl = HSL.exec(text);
  if (hsl) {
    const [hue, saturation, lightness] = [hsl[1], hsl[2], hsl[3]].map(Number) as [number, number, number];
    if (![hue, saturation, lightness].every(Number.isFinite)) return null;
    if (saturation < 0 || saturation > 100 || lightness < 0 || lightness > 100) return null;
    return hslToHex(hue, saturation, lightness);
  }
  return null;
}

export type ChatColorParseResult = { ok: true; color: string } | { ok: false; message: string };

/** Validate what a person typed, with the spec's exact messages (section 5). */
export function parseChatColor(input: string | null | undefined): ChatColorParseResult {
  if (input == null || input.trim().length === 0) return { ok: false, message: COLOR_MESSAGES.required };
  const color = normalizeChatColor(input);
  return color ? { ok: true, color } : { ok: false, message: COLOR_MESSAGES.invalidFormat };
}

/**
 * Perceived luminance 0..1 (ITU-R BT.601 weights: 0.299 R + 0.587 G + 0.114 B). The spec's
 * thresholds (0.7 on light, 0.5 on dark) are tuned for this perceived scale rather than the
 * WCAG relative luminance, under which almost every saturated colour would fail on dark.
 */
export function colorLuminance(hex: string): number {
  const rgb = hexToRgb(hex);
  if (!rgb) return 0;
  return (0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b) / 255;
}

export interface ColorContrast {
  luminance: number;
  readableOnLight: boolean;
  readableOnDark: boolean;
}

export function colorContrast(hex: string): ColorContrast {
  const luminance = colorLuminance(hex);
  return {
    luminance,
    readableOnLight: luminance < READABLE_ON_LIGHT_BELOW,
    readableOnDark: luminance > READABLE_ON_DARK_ABOVE,
  };
}

/** The Norwegian warning for a colour that is hard to read somewhere, or null when it reads well on both. */
export function contrastWarning(hex: string): string | null {
  const { readableOnLight, readableOnDark } = colorContrast(hex);
  if (!readableOnLight && !readableOnDark) return COLOR_MESSAGES.hardOnBoth;
  if (!readableOnLight) return COLOR_MESSAGES.hardOnLight;
  if (!readableOnDark) return COLOR_MESSAGES.hardOnDark;
  return null;
}

/** The generated fallback: 12 hues evenly round the wheel at 70 % saturation, 50 % lightness. */
export function hueFallbackColors(count: number = HUE_FALLBACK_COUNT): string[] {
  return Array.from({ length: count }, (_, i) =>
    hslToHex((360 / count) * i, HUE_FALLBACK_SATURATION, HUE_FALLBACK_LIGHTNESS),
  );
}

/** 32-bit FNV-1a over the UTF-16 code units: stable across browsers, Node and releases. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Lightness steps tried for a derived colour, nearest the middle of the readable band first. */
const DERIVED_LIGHTNESS_STEPS = [62, 58, 66, 54, 70, 50] as const;

/**
 * The colour of someone who never picked one, derived from a hash of their user id so it is the
 * same on every screen and every device. The hue comes from the hash; the lightness is the first
 * step that reads well on both themes (deep blues never do, so they fall back to the last step).
 */
export function derivedChatColor(userId: string): string {
  const hue = fnv1a(userId) % 360;
  for (const lightness of DERIVED_LIGHTNESS_STEPS) {
    const color = hslToHex(hue, HUE_FALLBACK_SATURATION, lightness);
    if (contrastWarning(color) === null) return color;
  }
  return hslToHex(hue, HUE_FALLBACK_SATURATION, DERIVED_LIGHTNESS_STEPS[0]);
}

/**
 * The colour to draw a person with: their claimed colour if it is valid, else the derived one
 * from their id, else the spec's default #3b82f6 (no id known).
 */
export function displayChatColor(profile: { id?: string | null; chat_color?: string | null }): string {
  const own = profile.chat_color ? normalizeChatColor(profile.chat_color) : null;
  if (own) return own;
  if (profile.id) return derivedChatColor(profile.id);
  return DEFAULT_CHAT_COLOR;
}
