import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { seedDemoClocks } from './demo-clocks';

/**
 * `npm run seed:demo`: loads a realistic demo data set into the configured database (the
 * embedded one in DATA_DIR, or DATABASE_URL). Idempotent: every seeder recognises what it made
 * before by a natural key and adds only what is missing, and never overwrites the station's own
 * data. With the embedded database the server must be stopped first (the data dir is locked).
 */

export type DemoSeeder = (db: Db, now: Date, log: (line: string) => void) => Promise<void>;

/** One line per feature that brings demo data. */
const SEEDERS: { name: string; seed: DemoSeeder }[] = [{ name: 'Sendeklokker og sendinger', seed: seedDemoClocks }];

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  try {
    await migrate(database, console.log);
    const now = new Date();
    for (const seeder of SEEDERS) {
      console.log(`▸ ${seeder.name}`);
      await seeder.seed(database.db, now, (line) => console.log(`  ${line}`));
    }
    console.log('Demodata er lastet.');
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
