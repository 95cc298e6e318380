import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, RawConnection } from './client';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Arbitrary constant: every process takes this advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 727_001;

/** The migration files this code knows, in the order they are applied. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * Applies those of `files` that have not run yet on this connection, each in its own transaction,
 * in order. The caller makes sure nobody else migrates at the same time.
 */
export async function applyMigrations(conn: RawConnection, files: string[], log: (msg: string) => void = () => {}): Promise<string[]> {
  const applied: string[] = [];
  try {
    await conn.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await conn.execScript(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
      applied.push(file);
      log(`migrering kjørt: ${file}`);
    }
  } catch (error) {
    await conn.execScript('ROLLBACK').catch(() => {});
    throw error;
  }
  return applied;
}

/**
 * Applies every migration that has not run yet, under an advisory lock so several processes
 * starting at once do not race.
 */
export async function migrate(database: Database, log: (msg: string) => void = () => {}): Promise<string[]> {
  const files = await knownMigrations();
  return database.pinned(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await applyMigrations(conn, files, log);
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
