import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RawConnection } from '../db/client';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '../db/migrations');

/** The migration files this code knows, in the order migrate() applies them. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * Brings an empty database to exactly the backup's migration, not past it: rows are restored
 * into the schema they were read from, and db/migrate.ts then moves them forward like any upgrade.
 * Same steps and bookkeeping as migrate(); the restore holds the database alone, so no lock.
 */
export async function migrateUpTo(conn: RawConnection, last: string): Promise<string[]> {
  const files = await knownMigrations();
  const upTo = files.indexOf(last);
  if (upTo < 0) throw new Error(`Ukjent migrering ${last}.`);
  await conn.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of files.slice(0, upTo + 1)) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await conn.execScript(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
    } catch (error) {
      await conn.execScript('ROLLBACK').catch(() => {});
      throw error;
    }
    applied.push(file);
  }
  return applied;
}
