import type { ListenerMessage, ListenerStatus } from '@studioportal/shared';

/**
 * Keyboard triage of the queue (while the list has focus, not while typing): j/k move the
 * selection, s stars or unstars, b = used on air, a = archived, p = send to the studio,
 * r or Enter = read. Pure, so the rules are tested without a browser.
 */
export type TriageAction = 'next' | 'previous' | 'star' | 'used' | 'archive' | 'push' | 'read';

/** Where a key was pressed: a text field takes every key; a button keeps Enter (and Space) for itself. */
export type KeyTarget = 'typing' | 'control' | 'row';

const KEYS: Record<string, TriageAction> = { j: 'next', k: 'previous', s: 'star', b: 'used', a: 'archive', p: 'push', r: 'read' };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

export function triageActionFor(press: KeyPress, target: KeyTarget): TriageAction | null {
  // Shortcuts of the browser and the screen reader (and capitals) stay theirs.
  if (target === 'typing' || press.ctrlKey || press.metaKey || press.altKey || press.shiftKey) return null;
  if (press.key === 'Enter') return target === 'row' ? 'read' : null;
  return KEYS[press.key] ?? null;
}

/** What kind of element a key event came from. */
export function keyTargetOf(element: Element | null, row: Element | null): KeyTarget {
  if (!element) return 'row';
  if (element instanceof HTMLElement && element.isContentEditable) return 'typing';
  const tag = element.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return 'typing';
  return element === row ? 'row' : 'control';
}

/** The status an action sets; s toggles between starred and read. Null for moves and the push. */
export function statusForAction(action: TriageAction, message: Pick<ListenerMessage, 'status'>): ListenerStatus | null {
  switch (action) {
    case 'star':
      return message.status === 'stjernemerket' ? 'lest' : 'stjernemerket';
    case 'used':
      return 'brukt';
    case 'archive':
      return 'arkivert';
    case 'read':
      return 'lest';
    default:
      return null;
  }
}

/** The selection after j (+1) or k (−1): stops at the ends; from nothing, the first row. */
export function moveSelection(ids: readonly string[], selected: string | null, delta: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const index = selected === null ? -1 : ids.indexOf(selected);
  if (index === -1) return ids[0]!;
  return ids[Math.min(ids.length - 1, Math.max(0, index + delta))]!;
}

/**
 * The selection after the list changed (a live message on top, a row that left the filter): the
 * same message while it is there; when it left, the row that took its place, so triage goes on
 * down the list.
 */
export function keepSelection(before: readonly string[], after: readonly string[], selected: string | null): string | null {
  if (selected === null || after.includes(selected)) return selected;
  const index = before.indexOf(selected);
  if (index === -1 || after.length === 0) return after[0] ?? null;
  // The first row below it that is still there, else the nearest above.
  for (let i = index + 1; i < before.length; i++) if (after.includes(before[i]!)) return before[i]!;
  for (let i = index - 1; i >= 0; i--) if (after.includes(before[i]!)) return before[i]!;
  return after[0] ?? null;
}
