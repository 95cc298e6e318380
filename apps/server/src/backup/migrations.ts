import type { RawConnection } from '../db/client';
import { applyMigrations, knownMigrations } from '../db/migrate';

export { knownMigrations };

/**
 * Brings an empty database to exactly the backup's migration, not past it: rows are restored
 * into the schema they were read from, and migrate() then moves them forward like any upgrade.
 * The restore holds the database alone, so no lock.
 */
export async function migrateUpTo(conn: RawConnection, last: string): Promise<string[]> {
  const files = await knownMigrations();
  const upTo = files.indexOf(last);
  if (upTo < 0) throw new Error(`Ukjent migrering ${last}.`);
  return applyMigrations(conn, files.slice(0, upTo + 1));
}
