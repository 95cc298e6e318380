/**
 * How much a name is set smaller so that a long one still fits its two lines on the kiosk (Ontime
 * sizes its timer from the length of its text; names get the same idea in three steps). Element
 * titles are at most 80 characters.
 */
export function nameFit(name: string): number {
  if (name.length <= 28) return 1;
  if (name.length <= 52) return 0.85;
  return 0.72;
}
