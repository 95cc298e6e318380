import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { createStorage } from '../storage/create-storage';
import { restoreBackup, RestoreRefusedError, type RestoreResult } from './restore';

/**
 * `npm run restore -- PATH [--force]` into the configured database and storage. On the embedded
 * database it holds the data-dir lock for the whole run, so a server cannot start meanwhile and a
 * running one makes it refuse.
 */
export async function runRestore(
  config: Config,
  source: string,
  options: { force: boolean; log: (line: string) => void },
): Promise<RestoreResult> {
  if (!existsSync(source)) throw new RestoreRefusedError(`Fant ikke sikkerhetskopien ${path.resolve(source)}.`);
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        throw new RestoreRefusedError(`En Studioportal-server (pid ${error.pid}) bruker datamappen ${config.dataDir}. Stopp den før du gjenoppretter.`);
      }
      throw error;
    }
  }
  try {
    const database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
    );
    const storage = createStorage(config.storage, config.dataDir);
    try {
      await storage.check();
      return await restoreBackup({
        database,
        storage,
        source,
        force: options.force,
        workDir: path.join(config.dataDir, 'tmp'),
        log: options.log,
      });
    } finally {
      await storage.close();
      await database.close();
    }
  } finally {
    release();
  }
}
