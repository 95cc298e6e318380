/**
 * Comments and music requests are fetched per filter (venter/godkjent/skjult, ny/spilt/avvist),
 * and an event says only what one row is now. Each cached list takes the row in its place (newest
 * first) when the row belongs to that filter, and lets it go when it no longer does.
 */
export function placeInList<T extends { id: string; created_at: string }>(list: readonly T[] | undefined, item: T, belongs: boolean): T[] | undefined {
  if (!list) return list;
  const had = list.some((row) => row.id === item.id);
  if (!had && !belongs) return list as T[];
  const others = had ? list.filter((row) => row.id !== item.id) : [...list];
  if (!belongs) return others;
  const at = others.findIndex((row) => row.created_at.localeCompare(item.created_at) < 0);
  if (at === -1) others.push(item);
  else others.splice(at, 0, item);
  return others;
}
