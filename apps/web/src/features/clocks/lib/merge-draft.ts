import { DRAFT_FIELDS, sameElement, type Draft, type DraftElement } from './draft';

/**
 * Three-way merge of a colleague's saved template into this editor's unsaved draft:
 * whatever this user changed since `base` is kept, whatever they did not touch takes the
 * colleague's version. Per field for the template, per element for the list:
 * - an element this user changed keeps their version; one they did not change takes the remote one;
 * - an element this user deleted stays deleted; one the colleague deleted goes, unless this user
 *   changed it (then it is kept, as a new element on save);
 * - elements added on either side are both kept;
 * - the order is the colleague's unless this user reordered, then it is theirs.
 * The result is then checked by the usual rules, so a merge that overlaps is shown, never saved silently.
 */
export function mergeDraft(base: Draft, local: Draft, remote: Draft): Draft {
  const merged = { ...remote } as Draft;
  for (const field of DRAFT_FIELDS) {
    if (local[field] !== base[field]) (merged as unknown as Record<string, unknown>)[field] = local[field];
  }
  merged.elements = mergeElements(base.elements, local.elements, remote.elements);
  return merged;
}

function mergeElements(base: DraftElement[], local: DraftElement[], remote: DraftElement[]): DraftElement[] {
  const baseById = new Map(base.filter((e) => e.id).map((e) => [e.id!, e]));
  const remoteById = new Map(remote.filter((e) => e.id).map((e) => [e.id!, e]));
  const localIds = new Set(local.filter((e) => e.id).map((e) => e.id!));

  const changedLocally = (e: DraftElement) => {
    const before = e.id ? baseById.get(e.id) : undefined;
    return !before || !sameElement(before, e);
  };
  const deletedLocally = (id: string) => baseById.has(id) && !localIds.has(id);

  // The merged version of one of this user's elements, or null when it should go.
  const resolveLocal = (e: DraftElement): DraftElement | null => {
    if (!e.id || !baseById.has(e.id)) return e; // new here
    const theirs = remoteById.get(e.id);
    if (!theirs) return changedLocally(e) ? { ...e, id: undefined } : null; // deleted there
    return changedLocally(e) ? e : { ...theirs, key: e.key };
  };

  const localOrder = local.filter((e) => e.id && baseById.has(e.id)).map((e) => e.id!);
  const baseOrder = base.filter((e) => e.id && localIds.has(e.id)).map((e) => e.id!);
  const reordered = localOrder.some((id, i) => id !== baseOrder[i]);

  if (!reordered) {
    // Their order, with this user's own new elements put back where they were.
    const result: DraftElement[] = [];
    for (const theirs of remote) {
      if (theirs.id && deletedLocally(theirs.id)) continue;
      const mine = theirs.id ? local.find((e) => e.id === theirs.id) : undefined;
      const resolved = mine ? resolveLocal(mine) : theirs;
      if (resolved) result.push(resolved);
    }
    local.forEach((e, index) => {
      const known = e.id && baseById.has(e.id);
      if (known && (remoteById.has(e.id!) || !changedLocally(e))) return;
      insertBeforeNext(result, known ? { ...e, id: undefined } : e, local.slice(index + 1));
    });
    return result;
  }

  // This user's order, with elements the colleague added put in at their position.
  const result = local.map(resolveLocal).filter((e): e is DraftElement => e !== null);
  remote.forEach((theirs, index) => {
    if (theirs.id && !baseById.has(theirs.id)) insertBeforeNext(result, theirs, remote.slice(index + 1));
  });
  return result;
}

/** Inserts `element` before the first of `followers` already in `list` (by key or id), else at the end. */
function insertBeforeNext(list: DraftElement[], element: DraftElement, followers: DraftElement[]) {
  for (const follower of followers) {
    const at = list.findIndex((e) => e.key === follower.key || (follower.id !== undefined && e.id === follower.id));
    if (at !== -1) {
      list.splice(at, 0, element);
      return;
    }
  }
  list.push(element);
}
