import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';

const config = loadConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
);
try {
  const applied = await migrate(database, console.log);
  console.log(applied.length ? `${applied.length} migreringer kjørt.` : 'Databasen er oppdatert.');
} finally {
  await database.close();
  release();
}
