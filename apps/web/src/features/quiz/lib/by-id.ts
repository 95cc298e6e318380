/**
 * A cached list and one row the server just described: the row takes its place (or goes first
 * when new); `removeById` lets a deleted row go. Both leave a list that was never fetched alone.
 */
export function upsertById<T extends { id: string }>(list: readonly T[] | undefined, item: T): T[] | undefined {
  if (!list) return list;
  return list.some((row) => row.id === item.id) ? list.map((row) => (row.id === item.id ? item : row)) : [item, ...list];
}

export function removeById<T extends { id: string }>(list: readonly T[] | undefined, id: string): T[] | undefined {
  if (!list) return list;
  return list.filter((row) => row.id !== id);
}
