/**
 * How much a poll question is set smaller on the studio displays so a long one (up to 200
 * characters) still fits its lines; short ones stay at full size.
 */
export function questionFit(question: string): number {
  if (question.length <= 50) return 1;
  if (question.length <= 100) return 0.8;
  if (question.length <= 150) return 0.66;
  return 0.56;
}
