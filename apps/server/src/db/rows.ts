/** drizzle's execute returns `{ rows }` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
