import { writeFileSync } from 'node:fs';
import { pgliteDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';

/**
 * Writes a migrated in-memory PGlite, as a data-dir tarball, to `file`: the template each server
 * test's database and each browser test's hosted database start from (warm-pglite.ts loads it).
 */
export async function writeMigratedPgliteTemplate(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite();
  await migrate(await pgliteDatabase(client));
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
}
