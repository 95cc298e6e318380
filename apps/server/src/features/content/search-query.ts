/**
 * Turns what someone typed into a Norwegian full-text query: every word becomes a stemmed prefix
 * ('notatene' → 'notat':*, 'blåb' → 'blåb':*), all words must match. Only letters and digits
 * reach the query syntax, so no input can break it; æ, ø and å are letters like any other.
 */
const MAX_WORDS = 8;

export function prefixQuery(input: string | undefined): string | null {
  if (!input) return null;
  const words = input.normalize('NFC').toLocaleLowerCase('nb-NO').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}
