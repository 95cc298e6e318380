import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { StorageDriver } from '../storage/storage-driver';
import { APP_VERSION } from '../version';
import { CANONICAL_SETTINGS, canonicalSelect, cursorLines, listSequences, listTables, MIGRATIONS_TABLE, type RunSql } from './catalog';
import { FileCollector } from './files';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, FILES_NOTE, type Manifest, type ManifestTable } from './manifest';
import { packDirectory } from './tar';

export interface BackupResult {
  path: string;
  manifest: Manifest;
  rows: number;
  bytes: number;
  /** How long the database transaction was open (on PGlite other queries wait this long). */
  snapshotMs: number;
  totalMs: number;
}

export const isArchivePath = (target: string) => /\.(tar\.gz|tgz)$/i.test(target);

/** DATA_DIR/backups/studioportal-2025-03-01T06-00-00Z.tar.gz */
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return path.join(dataDir, 'backups', `studioportal-${stamp}.tar.gz`);
}

async function writeLines(file: string, lines: AsyncIterable<string>): Promise<{ rows: number; sha256: string }> {
  const out = createWriteStream(file, { mode: 0o600 });
  const hash = createHash('sha256');
  let rows = 0;
  try {
    for await (const line of lines) {
      const text = `${line}\n`;
      hash.update(text);
      rows++;
      if (!out.write(text)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { rows, sha256: hash.digest('hex') };
}

/**
 * A consistent copy of the database and the uploaded files, taken while the app runs.
 *
 * Every table is read in one read-only repeatable-read transaction, so the rows are one moment
 * of the database. Files are copied in two passes around it: uploads store the file before
 * the row that names it commits, and deletions remove the file after the row's deletion commits,
 * so the two passes together hold the file of every row in the snapshot (see FILES_NOTE).
 */
export async function createBackup(options: {
  database: Database;
  storage: StorageDriver;
  target: string;
  log?: (line: string) => void;
}): Promise<BackupResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const target = path.resolve(options.target);
  if (existsSync(target)) throw new Error(`${target} finnes allerede; velg et annet navn.`);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID().slice(0, 8)}.partial`);
  await mkdir(path.join(staging, 'tables'), { recursive: true, mode: 0o700 });
  try {
    const collector = new FileCollector(options.storage, staging);
    const first = await collector.pass();
    log(`filer, første runde: ${first.copied} (${first.bytes} byte)`);

    const snapshotStarted = Date.now();
    const db = await options.database.snapshot(async (tx) => {
      const run: RunSql = async (query) => rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(query)));
      for (const setting of CANONICAL_SETTINGS) await run(setting);
      const [clock] = await run(`SELECT to_json(now())#>>'{}' AS at`);
      const migrations = (await run(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`)).map((r) => String(r.name));
      const tables: ManifestTable[] = [];
      for (const table of await listTables(run)) {
        const file = `tables/${table.name}.jsonl`;
        const written = await writeLines(path.join(staging, file), cursorLines(run, canonicalSelect(table)));
        tables.push({ name: table.name, columns: table.columns, rows: written.rows, sha256: written.sha256, file });
      }
      return { createdAt: String(clock?.at), migrations, tables, sequences: await listSequences(run) };
    });
    const snapshotMs = Date.now() - snapshotStarted;
    const rows = db.tables.reduce((sum, t) => sum + t.rows, 0);
    log(`database: ${db.tables.length} tabeller, ${rows} rader (${snapshotMs} ms)`);

    const second = await collector.pass();
    log(`filer, andre runde: ${second.copied} nye eller endrede`);

    const files = collector.files();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: APP_VERSION,
      created_at: db.createdAt,
      migration: db.migrations.at(-1) ?? '',
      migrations: db.migrations,
      source: { database: options.database.kind, storage: options.storage.kind },
      tables: db.tables,
      sequences: db.sequences,
      files,
      files_note: FILES_NOTE,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    if (isArchivePath(target)) {
      await packDirectory(staging, target, path.basename(target).replace(/\.(tar\.gz|tgz)$/i, ''));
      await rm(staging, { recursive: true, force: true });
    } else {
      await rename(staging, target);
    }
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    return { path: target, manifest, rows, bytes, snapshotMs, totalMs: Date.now() - started };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
