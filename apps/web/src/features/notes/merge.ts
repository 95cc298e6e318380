import { mergeDiff3 } from 'node-diff3';

/**
 * Three-way merge of two edits of the same text, line by line: changes to different lines are
 * simply combined; where both changed the same lines, both versions are kept between markers
 * for the writer to sort out. `base` is the version both started from.
 */
export function mergeTexts(base: string, mine: string, theirs: string): { text: string; conflict: boolean } {
  if (mine === theirs) return { text: mine, conflict: false };
  const { conflict, result } = mergeDiff3(mine.split('\n'), base.split('\n'), theirs.split('\n'), {
    label: { a: 'Din versjon', o: 'Felles utgangspunkt', b: 'Lagret versjon' },
  });
  return { text: result.join('\n'), conflict };
}
