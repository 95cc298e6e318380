import type { ClockIssue } from '@studioportal/shared';
import type { DraftElement } from './draft';

/**
 * The rule problems of each element, keyed by the element's draft key. The rules report list
 * indexes; rows and pie slices follow keys, which stay put while the list is reordered.
 */
export function issuesByKey(issues: readonly ClockIssue[], elements: readonly DraftElement[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const issue of issues) {
    const key = elements[issue.index]?.key;
    if (key) map.set(key, [...(map.get(key) ?? []), issue.message]);
  }
  return map;
}
