/**
 * A cached list and one row the server just described: the row takes its place (or goes first
 * when new). A list that was never fetched stays unfetched.
 */
export function upsertById<T extends { id: string }>(list: readonly T[] | undefined, item: T): T[] | undefined {
  if (!list) return list;
  return list.some((row) => row.id === item.id) ? list.map((row) => (row.id === item.id ? item : row)) : [item, ...list];
}

export function removeById<T extends { id: string }>(list: readonly T[] | undefined, id: string): T[] | undefined {
  if (!list) return list;
  return list.filter((row) => row.id !== id);
}

/**
 * Events carry phones masked; someone who may run competitions holds the whole number from the
 * answer. A row from an event keeps the number already held (a phone never changes) rather than
 * hide it again.
 */
export function keepFullPhone<T extends { id: string; phone: string | null }>(current: readonly T[] | undefined, next: T, fullPhones: boolean): T {
  const held = fullPhones ? current?.find((row) => row.id === next.id) : undefined;
  return held ? { ...next, phone: held.phone } : next;
}
