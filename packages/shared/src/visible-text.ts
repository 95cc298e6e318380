/**
 * Invisible text and look-alike names (issue 17, part 6). Format characters (Unicode category
 * Cf: zero-width space and joiners, word joiner, BOM, the bidi controls such as U+202E), other
 * default-ignorable characters (Hangul fillers, variation selectors), the blank braille pattern
 * and whitespace all render as nothing: text made only of them counts as empty.
 */

/** Characters that show nothing on screen. */
const INVISIBLE = '\\p{Cf}\\p{White_Space}\\p{Default_Ignorable_Code_Point}\\u2800';
const VISIBLE_CHAR = new RegExp(`[^${INVISIBLE}]`, 'u');
const INVISIBLE_NOT_SPACE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const COMBINING_MARK = /\p{M}/gu;
const WHITESPACE_RUN = /\p{White_Space}+/gu;

/** True when the text has at least one character that shows on screen. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE_CHAR.test(text);
}

/**
 * The form two display names are compared in: case- and accent-insensitive (NFKD, lower case,
 * combining marks dropped, so "Åse" = "ase" and full-width letters = ASCII), invisible characters
 * ignored and whitespace runs collapsed. Letters without a decomposition (ø, æ) stay themselves.
 */
export function displayNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(INVISIBLE_NOT_SPACE, '')
    .replace(COMBINING_MARK, '')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

/** True when two display names would look the same to colleagues (an empty name matches nothing). */
export function isSameDisplayName(a: string, b: string): boolean {
  const key = displayNameKey(a);
  return key !== '' && key === displayNameKey(b);
}
