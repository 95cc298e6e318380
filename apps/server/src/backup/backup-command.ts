import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { createStorage } from '../storage/create-storage';
import { backupThroughServer } from './control-client';
import { createBackup, defaultBackupPath, isArchivePath } from './create-backup';
import { unpackArchive } from './tar';

export interface BackupSummary {
  path: string;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  snapshotMs: number;
  totalMs: number;
  /** 'server': taken inside the running server through the control channel. */
  via: 'direct' | 'server';
}

/** Moves the server's archive to where the user asked for it (another disk: copy, then remove). */
async function deliver(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  if (!isArchivePath(to)) {
    await unpackArchive(from, to);
    await rm(from, { force: true });
    return;
  }
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to);
    await rm(from, { force: true });
  }
}

/**
 * `npm run backup`: on PostgreSQL the CLI reads the database itself (a snapshot transaction
 * does not disturb the servers). On the embedded database it opens the data dir itself when no
 * server runs, and otherwise asks the running server through the local control channel.
 */
export async function runBackup(config: Config, out: string | undefined, log: (line: string) => void): Promise<BackupSummary> {
  const target = path.resolve(out ?? defaultBackupPath(config.dataDir));
  if (existsSync(target)) throw new Error(`${target} finnes allerede; velg et annet navn.`);
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      log(`serveren (pid ${error.pid}) bruker datamappen: ber den ta kopien`);
      const remote = await backupThroughServer(config.dataDir, error.pid, log);
      if (path.resolve(remote.path) !== target) await deliver(remote.path, target);
      return { ...remote, path: target, via: 'server' };
    }
  }
  try {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (!config.databaseUrl && !existsSync(pgdata)) throw new Error(`Fant ingen database i ${pgdata}.`);
    const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: pgdata });
    const storage = createStorage(config.storage, config.dataDir);
    try {
      await storage.check();
      const result = await createBackup({ database, storage, target, log });
      return {
        path: result.path,
        tables: result.manifest.tables.length,
        rows: result.rows,
        files: result.manifest.files.length,
        bytes: result.bytes,
        snapshotMs: result.snapshotMs,
        totalMs: result.totalMs,
        via: 'direct',
      };
    } finally {
      await storage.close();
      await database.close();
    }
  } finally {
    release();
  }
}
