/**
 * How much a question (up to 300 characters) is set smaller on the studio displays so a long one
 * still fits its lines; short ones stay at full size.
 */
export function promptFit(prompt: string): number {
  if (prompt.length <= 60) return 1;
  if (prompt.length <= 120) return 0.8;
  if (prompt.length <= 200) return 0.66;
  return 0.54;
}

/** The same for an alternative (up to 120 characters) in its tile. */
export function alternativeFit(text: string): number {
  if (text.length <= 24) return 1;
  if (text.length <= 50) return 0.8;
  if (text.length <= 80) return 0.66;
  return 0.56;
}
