import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { createStorage } from '../storage/create-storage';
import type { StorageDriver } from '../storage/storage-driver';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoAsRun } from './demo-as-run';
import { seedDemoAvailability } from './demo-availability';
import { seedDemoClocks } from './demo-clocks';
import { seedDemoDayClocks } from './demo-day-clocks';
import { seedDemoEditorial } from './demo-editorial';
import { seedDemoHosts } from './demo-hosts';
import { seedDemoListeners } from './demo-listeners';
import { seedDemoMedia } from './demo-media';
import { seedDemoMindReader } from './demo-mind-reader';
import { seedDemoNotes } from './demo-notes';
import { seedDemoPeople } from './demo-people';
import { seedDemoPodcast } from './demo-podcast';
import { seedDemoQuiz } from './demo-quiz';
import { seedDemoRundowns } from './demo-rundowns';
import { seedDemoSponsors } from './demo-sponsors';

/**
 * `npm run seed:demo`: loads a realistic demo data set into the configured database (the
 * embedded one in DATA_DIR, or DATABASE_URL) and its files into the configured storage.
 * Idempotent: every seeder recognises what it made before by a natural key and adds only what is
 * missing, and never overwrites the station's own data. With the embedded database the server
 * must be stopped first (the data dir is locked).
 */

/** What a seeder needs besides the database: where files go and the station's configured names. */
export interface DemoEnv {
  storage: StorageDriver;
  /** SHOW_NAME: the podcast's title when the seed creates the podcast. */
  showName: string;
}

export type DemoSeeder = (db: Db, now: Date, log: (line: string) => void, env: DemoEnv) => Promise<void>;

/** One line per feature that brings demo data, in order (people first: later seeders name them). */
export const SEEDERS: { name: string; seed: DemoSeeder }[] = [
  { name: 'Demokolleger', seed: seedDemoPeople },
  { name: 'Sendeklokker og sendinger', seed: seedDemoClocks },
  { name: 'Resten av døgnet: klokker og sendinger', seed: seedDemoDayClocks },
  { name: 'Programledere og produsenter', seed: seedDemoHosts },
  { name: 'Kjøreplaner', seed: seedDemoRundowns },
  { name: 'Dagens klokker og as-run', seed: seedDemoAsRun },
  { name: 'Innhold', seed: seedDemoEditorial },
  { name: 'Notater', seed: seedDemoNotes },
  { name: 'Mediebiblioteket', seed: seedDemoMedia },
  { name: 'Podkast', seed: seedDemoPodcast },
  { name: 'Lyttere', seed: seedDemoListeners },
  { name: 'Quiz', seed: seedDemoQuiz },
  { name: 'Sponsor', seed: seedDemoSponsors },
  { name: 'Tankeleseren', seed: seedDemoMindReader },
  { name: 'Tilgjengelighet', seed: seedDemoAvailability },
  // last: it counts the people, shows and episodes the others made
  { name: 'Statistikk', seed: seedDemoAnalytics },
];

/** Runs every seeder in order (the command, and the tests with a fixed `now`). */
export async function seedDemo(db: Db, now: Date, log: (line: string) => void, env: DemoEnv): Promise<void> {
  for (const seeder of SEEDERS) {
    log(`▸ ${seeder.name}`);
    await seeder.seed(db, now, (line) => log(`  ${line}`), env);
  }
}

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  const storage = createStorage(config.storage, config.dataDir);
  try {
    await storage.check();
    await migrate(database, console.log);
    await seedDemo(database.db, new Date(), console.log, { storage, showName: config.showName });
    console.log('Demodata er lastet.');
  } finally {
    await storage.close();
    await database.close();
    release();
  }
}

// Run only as the command; tests import SEEDERS and seedDemo.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
