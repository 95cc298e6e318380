import { FALLBACK_CHAT_COLORS, contrastWarning, hslToHex } from '@studioportal/shared';

const HUE_STEP = 12;
const SATURATIONS = [75, 60, 90] as const;
const LIGHTNESSES = [62, 56, 68, 50] as const;

/**
 * Every colour the server may suggest, best first: the 16 fixed colours, then hues round the
 * wheel at a few saturations and lightnesses. Only colours that read well on both the light and
 * the dark theme are kept, so a suggestion never comes with a contrast warning. Computed once.
 */
export const SUGGESTION_CANDIDATES: readonly string[] = (() => {
  const seen = new Set<string>(FALLBACK_CHAT_COLORS);
  const out: string[] = [...FALLBACK_CHAT_COLORS];
  for (const saturation of SATURATIONS) {
    for (const lightness of LIGHTNESSES) {
      for (let hue = 0; hue < 360; hue += HUE_STEP) {
        const color = hslToHex(hue, saturation, lightness);
        if (seen.has(color) || contrastWarning(color) !== null) continue;
        seen.add(color);
        out.push(color);
      }
    }
  }
  return out;
})();

/** The first `limit` candidates nobody holds. */
export function availableColors(taken: ReadonlySet<string>, limit: number): string[] {
  const free: string[] = [];
  for (const color of SUGGESTION_CANDIDATES) {
    if (free.length >= limit) break;
    if (!taken.has(color)) free.push(color);
  }
  return free;
}
