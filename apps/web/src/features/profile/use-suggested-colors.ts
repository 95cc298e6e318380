import { COLOR_SUGGESTION_COUNT, FALLBACK_CHAT_COLORS, hueFallbackColors } from '@studioportal/shared';
import { useColorSuggestions } from './api';

/**
 * The 16 swatches: what the server says nobody holds; topped up with the 12-hue fallback if it
 * returns fewer; the 16 fixed colours if the call fails (spec sections 8 and 9).
 */
export function useSuggestedColors(enabled: boolean): { colors: string[]; loading: boolean; fromFallback: boolean } {
  const query = useColorSuggestions(enabled);
  if (query.isError) return { colors: [...FALLBACK_CHAT_COLORS], loading: false, fromFallback: true };
  if (!query.data) return { colors: [], loading: query.isPending, fromFallback: false };
  const colors = [...query.data.colors];
  for (const hue of hueFallbackColors()) {
    if (colors.length >= COLOR_SUGGESTION_COUNT) break;
    if (!colors.includes(hue)) colors.push(hue);
  }
  return { colors: colors.slice(0, COLOR_SUGGESTION_COUNT), loading: false, fromFallback: false };
}
