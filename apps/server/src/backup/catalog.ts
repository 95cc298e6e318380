/** Runs one SQL statement and answers its rows: a drizzle transaction, a pinned connection, … */
export type RunSql = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Kept out of the data: the target's own migrations write it (the manifest names the version). */
export const MIGRATIONS_TABLE = 'schema_migrations';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: string) => `public.${quoteIdent(table)}`;

export interface TableInfo {
  name: string;
  /** Stored columns in table order; generated columns are left out (the target computes them). */
  columns: string[];
}

/** The app's tables (schema public) in an order where every referenced table comes first. */
export async function listTables(run: RunSql): Promise<TableInfo[]> {
  const tables = (
    await run(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '${MIGRATIONS_TABLE}' ORDER BY 1`)
  ).map((r) => String(r.name));
  const columns = await run(`SELECT c.relname AS table, a.attname AS column FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`);
  const edges = await run(`SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = k.connamespace WHERE k.contype = 'f' AND n.nspname = 'public'`);
  const byTable = new Map<string, string[]>(tables.map((t) => [t, []]));
  for (const row of columns) byTable.get(String(row.table))?.push(String(row.column));
  return dependencyOrder(tables, edges.map((e) => [String(e.child), String(e.parent)] as const)).map((name) => ({
    name,
    columns: byTable.get(name) ?? [],
  }));
}

/**
 * Parents before children, so rows can be inserted with foreign keys checked. A self-reference
 * is ignored (one table's rows go in together); a cycle, which the schema does not have today,
 * falls back to name order and relies on the restore turning triggers off.
 */
export function dependencyOrder(tables: string[], edges: ReadonlyArray<readonly [string, string]>): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const [child, parent] of edges) if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const done = new Set<string>();
  const order: string[] = [];
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)));
    const next = ready.length ? ready : tables.filter((t) => !done.has(t)).slice(0, 1);
    for (const t of next) {
      done.add(t);
      order.push(t);
    }
  }
  return order;
}

/**
 * One row per line as JSON, in byte order of that text. PostgreSQL renders every type the same
 * way on PGlite and on a server (with the session settings from `canonicalSettings`), so the
 * same data gives the same lines, and the same checksum, on either.
 */
export function canonicalSelect(table: TableInfo): string {
  const cols = table.columns.map(quoteIdent).join(', ');
  return `SELECT line FROM (SELECT row_to_json(t)::text AS line FROM (SELECT ${cols} FROM ${qualified(table.name)}) t) rows
    ORDER BY line COLLATE "C"`;
}

/** Transaction-local settings that fix how values are written as text. */
export const CANONICAL_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL bytea_output = 'hex'",
  'SET LOCAL extra_float_digits = 1',
];

/** Reads a query through a cursor in pages, so a large table never sits in memory whole. */
export async function* cursorLines(run: RunSql, query: string, pageSize = 1000): AsyncIterable<string> {
  await run(`DECLARE backup_cursor NO SCROLL CURSOR FOR ${query}`);
  try {
    for (;;) {
      const rows = await run(`FETCH FORWARD ${pageSize} FROM backup_cursor`);
      for (const row of rows) yield String(row.line);
      if (rows.length < pageSize) break;
    }
  } finally {
    await run('CLOSE backup_cursor');
  }
}

export interface SequenceState {
  name: string;
  last_value: string | null;
}

export async function listSequences(run: RunSql): Promise<SequenceState[]> {
  const rows = await run(`SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  return rows.map((r) => ({ name: String(r.name), last_value: r.last_value === null ? null : String(r.last_value) }));
}

/** Columns filled from a sequence (serial or identity), to move each sequence past the restored rows. */
export async function sequenceColumns(run: RunSql): Promise<Array<{ table: string; column: string; sequence: string }>> {
  const rows = await run(`SELECT table_name AS table, column_name AS column,
      pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) AS sequence
      FROM information_schema.columns WHERE table_schema = 'public'`);
  return rows.filter((r) => r.sequence).map((r) => ({ table: String(r.table), column: String(r.column), sequence: String(r.sequence) }));
}
