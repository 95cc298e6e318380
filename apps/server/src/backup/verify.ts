import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { CANONICAL_SETTINGS, canonicalSelect, cursorLines, type RunSql } from './catalog';
import type { ManifestTable } from './manifest';

/** Row count and checksum of each table, computed exactly as the backup computed them. */
export async function tableChecksums(
  database: Database,
  tables: ReadonlyArray<Pick<ManifestTable, 'name' | 'columns'>>,
): Promise<Map<string, { rows: number; sha256: string }>> {
  return database.pinned(async (conn) => {
    const run: RunSql = (query, params) => conn.query(query, params);
    const result = new Map<string, { rows: number; sha256: string }>();
    // A cursor lives in a transaction; read-only, so a mistake here cannot change the data.
    await conn.execScript('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      for (const setting of CANONICAL_SETTINGS) await run(setting);
      for (const table of tables) {
        const hash = createHash('sha256');
        let rows = 0;
        for await (const line of cursorLines(run, canonicalSelect(table))) {
          hash.update(`${line}\n`);
          rows++;
        }
        result.set(table.name, { rows, sha256: hash.digest('hex') });
      }
    } finally {
      await conn.execScript('COMMIT').catch(() => {});
    }
    return result;
  });
}
