import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * One warm in-memory PGlite per test worker, emptied back to the migrated template between tests.
 * Loading the template into a new PGlite costs ~1–1.5 s of CPU per test; emptying only the tables
 * a test wrote to costs a tenth of that. Each test still starts on a database that holds exactly
 * what the migrations left, and nothing another test wrote. The warm one lives as long as the
 * worker: the server tests share a worker's modules across files (vitest.config.ts, isolate off),
 * and an isolated file's worker ends with it.
 */

interface TemplateFacts {
  /** Every table outside the system schemas, quoted, except the migrations ledger. */
  tables: string[];
  /** Rows the migrations themselves inserted (single-row state tables), as JSON per table. */
  seedRows: Map<string, string>;
  /** Each sequence's value in the template, and whether it was ever used. */
  sequences: { name: string; value: string; called: boolean }[];
  /** Counts of catalog objects and the applied migrations: a database a test restructured (a restore, a dropped table) is not reused. */
  fingerprint: string;
}

let spare: PGlite | undefined;
let template: TemplateFacts | undefined;

const FINGERPRINT_SQL = `
  SELECT concat_ws(' ',
    (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'),
    (SELECT count(*) FROM pg_namespace WHERE nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'),
    (SELECT count(*) FROM pg_trigger),
    (SELECT count(*) FROM pg_proc),
    (SELECT count(*) FROM pg_roles),
    (SELECT string_agg(m::text, ',' ORDER BY m::text) FROM schema_migrations m)
  ) AS fingerprint`;

async function readTemplateFacts(client: PGlite): Promise<TemplateFacts> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename <> 'schema_migrations' ORDER BY 1`,
    )
  ).rows.map((row) => row.name);
  const seedRows = new Map<string, string>();
  for (const table of await tablesHoldingRows(client, tables)) {
    const rows = await client.query<{ rows: string }>(`SELECT json_agg(t)::text AS rows FROM ${table} t`);
    seedRows.set(table, rows.rows[0]!.rows);
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called FROM pg_sequences`,
    )
  ).rows;
  return { tables, seedRows, sequences, fingerprint: await fingerprintOf(client) };
}

async function tablesHoldingRows(client: PGlite, tables: string[]): Promise<string[]> {
  if (!tables.length) return [];
  const probes = tables.map((table, i) => `SELECT ${i} AS i WHERE EXISTS (SELECT FROM ${table})`).join(' UNION ALL ');
  return (await client.query<{ i: number }>(probes)).rows.map((row) => tables[row.i]!);
}

/** Emptied by TRUNCATE rather than DELETE once its heap has grown past this (dead rows included). */
const GROWN_TABLE_BYTES = 64 * 1024;

async function tablesLargerThan(tx: Transaction, tables: string[], bytes: number): Promise<string[]> {
  if (!tables.length) return [];
  const rows = await tx.query<{ name: string }>('SELECT name FROM unnest($1::text[]) AS name WHERE pg_relation_size(name::regclass) > $2', [tables, bytes]);
  return rows.rows.map((row) => row.name);
}

async function fingerprintOf(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT_SQL)).rows[0]!.fingerprint;
}

/** Back to the template's content and a clean session, or false when the database cannot be (changed structure). */
async function emptyToTemplate(client: PGlite, facts: TemplateFacts): Promise<boolean> {
  // A test may end inside a transaction (a failed assertion mid-way), or leave temporary tables,
  // listeners, prepared statements or advisory locks. Not DISCARD ALL: its RESET ALL would also
  // undo the search_path PGlite sets when it starts.
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  await client.exec('CLOSE ALL; UNLISTEN *; SELECT pg_advisory_unlock_all(); DISCARD TEMP; DEALLOCATE ALL;');
  if ((await fingerprintOf(client)) !== facts.fingerprint) return false;
  const written = [...new Set([...(await tablesHoldingRows(client, facts.tables)), ...facts.seedRows.keys()])];
  await client.transaction(async (tx) => {
    // Audit tables refuse TRUNCATE and DELETE through triggers, and foreign keys are checked by
    // triggers too: replica mode skips ordinary triggers for this transaction, so order is free.
    await tx.exec('SET LOCAL session_replication_role = replica');
    // DELETE costs a few milliseconds; TRUNCATE gives each table and index a new file (~100–170 ms
    // for a typical test's 15–20 tables). DELETE leaves dead rows, so a table it has grown past
    // GROWN_TABLE_BYTES is truncated instead, which bounds what later tests scan through.
    const grown = await tablesLargerThan(tx, written, GROWN_TABLE_BYTES);
    if (grown.length) await tx.exec(`TRUNCATE ${grown.join(', ')} CASCADE`);
    const rest = written.filter((table) => !grown.includes(table));
    if (rest.length) await tx.exec(rest.map((table) => `DELETE FROM ${table};`).join(' '));
    for (const [table, rows] of facts.seedRows) {
      await tx.query(`INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(null::${table}, $1::json)`, [rows]);
    }
    for (const sequence of facts.sequences) {
      await tx.query('SELECT setval($1::text::regclass, $2::bigint, $3::boolean)', [sequence.name, sequence.value, sequence.called]);
    }
  });
  return true;
}

/** A PGlite holding the migrated template: the warm one when it is free, else loaded from the dump. */
export async function takeWarmPglite(dump: () => Blob): Promise<PGlite> {
  if (spare) {
    const client = spare;
    spare = undefined;
    return client;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({ loadDataDir: dump() });
  await client.waitReady;
  template ??= await readTemplateFacts(client);
  return client;
}

/** Empties the database for the next test and keeps it, or closes it when it cannot be reused. */
export async function giveBackPglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  if (!spare && template) {
    try {
      if (await emptyToTemplate(client, template)) {
        spare = client;
        return;
      }
    } catch (error) {
      console.warn(`[test] PGlite kunne ikke tømmes og lukkes i stedet: ${(error as Error).message}`);
    }
  }
  await client.close();
}
