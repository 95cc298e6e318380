import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Database, RawConnection } from '../db/client';
import { migrate } from '../db/migrate';
import type { StorageDriver } from '../storage/storage-driver';
import { listTables, qualified, quoteIdent, sequenceColumns, type RunSql } from './catalog';
import { restoreFile, verifyStoredFile } from './files';
import { readManifest, type Manifest, type ManifestTable } from './manifest';
import { knownMigrations, migrateUpTo } from './migrations';
import { unpackArchive } from './tar';
import { tableChecksums } from './verify';
import { wipePublicSchema } from './wipe';

/** A refusal the user can act on (exit code 2 in the CLI), not a failure. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
  bytes: number;
  wiped: boolean;
  /** Migrations applied after the data went in (a backup from an older version). */
  upgradedWith: string[];
  triggersOff: boolean;
  totalMs: number;
}

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

const runOn = (conn: RawConnection): RunSql => (query, params) => conn.query(query, params);

async function occupiedTables(run: RunSql): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of await listTables(run)) {
    const [row] = await run(`SELECT EXISTS (SELECT 1 FROM ${qualified(table.name)}) AS any`);
    if (row?.any) occupied.push(table.name);
  }
  return occupied;
}

async function insertTable(run: RunSql, root: string, table: ManifestTable): Promise<number> {
  const cols = table.columns.map(quoteIdent).join(', ');
  // OVERRIDING SYSTEM VALUE keeps identity columns' values (chat positions) as they were.
  const insert = `INSERT INTO ${qualified(table.name)} (${cols}) OVERRIDING SYSTEM VALUE
    SELECT ${cols} FROM json_populate_recordset(NULL::${qualified(table.name)}, $1::json)`;
  let batch: string[] = [];
  let size = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await run(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    size = 0;
  };
  const lines = createInterface({ input: createReadStream(path.join(root, table.file), 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= BATCH_ROWS || size >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Sequences continue where the source's did, and never below the largest restored value. */
async function restoreSequences(run: RunSql, manifest: Manifest): Promise<void> {
  const existing = new Set((await run(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`)).map((r) => String(r.name)));
  for (const seq of manifest.sequences) {
    if (seq.last_value !== null && existing.has(seq.name)) {
      await run(`SELECT setval($1::regclass, $2::bigint, true)`, [qualified(seq.name), seq.last_value]);
    }
  }
  for (const { table, column, sequence } of await sequenceColumns(run)) {
    await run(
      `SELECT setval($1::regclass, m) FROM (SELECT max(${quoteIdent(column)})::bigint AS m FROM ${qualified(table)}) x
       WHERE m IS NOT NULL AND m > coalesce((SELECT s.last_value FROM pg_sequences s
         WHERE (quote_ident(s.schemaname) || '.' || quote_ident(s.sequencename))::regclass = $1::regclass), 0)`,
      [sequence],
    );
  }
}

/**
 * Brings a backup back into the configured database and storage. Refuses a database that holds
 * data unless `force`; checks everything it can before changing anything, restores the files
 * before the rows (so no row ever points at a file that is not there yet), inserts all rows in
 * one transaction, and verifies counts and checksums against the manifest afterwards.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: StorageDriver;
  source: string;
  force: boolean;
  /** Where a .tar.gz is unpacked (on the data disk: media can be large). */
  workDir: string;
  log?: (line: string) => void;
}): Promise<RestoreResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const source = path.resolve(options.source);
  const info = await stat(source).catch(() => null);
  if (!info) throw new RestoreRefusedError(`Fant ikke sikkerhetskopien ${source}.`);
  const unpacked = info.isDirectory() ? null : path.join(options.workDir, `restore-${randomUUID().slice(0, 8)}`);
  try {
    const occupied = await options.database.pinned(async (conn) => {
      const run = runOn(conn);
      if (options.database.kind === 'postgres') {
        // A client that just disconnected (a server that was just stopped) leaves its backend
        // for a moment: give those a few seconds before calling them users of the database.
        let others = 0;
        for (let attempt = 0; attempt < 10; attempt++) {
          const [row] = await run(`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
          others = Number(row?.n);
          if (others === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        if (others > 0) {
          throw new RestoreRefusedError(
            `${others} andre tilkoblinger bruker måldatabasen. Stopp alle Studioportal-servere (og andre klienter) før du gjenoppretter.`,
          );
        }
      }
      return occupiedTables(run);
    });
    if (occupied.length > 0 && !options.force) {
      throw new RestoreRefusedError(
        `Måldatabasen er ikke tom (data i ${occupied.length} tabeller, bl.a. ${occupied.slice(0, 5).join(', ')}). ` +
          'Kjør på nytt med --force for å slette alt i den og gjenopprette sikkerhetskopien.',
      );
    }

    if (unpacked) {
      log('pakker ut arkivet …');
      await unpackArchive(source, unpacked);
    }
    const root = unpacked ?? source;
    const manifest = await readManifest(root);
    const known = await knownMigrations();
    const unknown = manifest.migrations.find((name, i) => known[i] !== name);
    if (unknown || !manifest.migration) {
      throw new RestoreRefusedError(
        `Sikkerhetskopien hører til en annen versjon av databaseskjemaet (migrering ${unknown ?? '–'} er ukjent her). ` +
          `Gjenopprett med Studioportal ${manifest.app_version} eller nyere.`,
      );
    }

    let bytes = 0;
    for (const [i, file] of manifest.files.entries()) {
      await restoreFile(options.storage, root, file);
      bytes += file.size;
      if ((i + 1) % 100 === 0) log(`filer: ${i + 1} av ${manifest.files.length}`);
    }
    log(`filer lagt tilbake: ${manifest.files.length} (${bytes} byte)`);

    const { rows, triggersOff } = await options.database.pinned(async (conn) => {
      const run = runOn(conn);
      await wipePublicSchema(conn);
      await migrateUpTo(conn, manifest.migration);
      log(`databasen er tømt og migrert til ${manifest.migration}`);
      const target = new Map((await listTables(run)).map((t) => [t.name, t.columns.join(',')]));
      for (const table of manifest.tables) {
        if (target.get(table.name) !== table.columns.join(',')) {
          throw new Error(`Tabellen ${table.name} har ikke de samme kolonnene som i sikkerhetskopien; gjenopprettingen er avbrutt.`);
        }
      }
      const [role] = await run(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
      const superuser = Boolean(role?.rolsuper);
      let count = 0;
      await conn.execScript('BEGIN');
      try {
        // Rows go in parent-first anyway; as superuser, foreign-key checks and triggers are also
        // skipped, which is faster and keeps stored values (search vectors) exactly as backed up.
        if (superuser) await run('SET LOCAL session_replication_role = replica');
        // Migrations seed some rows (settings, singletons); the backup holds their later state.
        // Only those tables are emptied, children first, by DELETE: append-only tables (audit log,
        // competition draws) refuse TRUNCATE by trigger, which only a superuser's replica role
        // skips, and a TRUNCATE of the seeded ones alone would trip over their foreign keys.
        const seeded = new Set(await occupiedTables(run));
        for (const table of [...manifest.tables].reverse()) {
          if (seeded.has(table.name)) await run(`DELETE FROM ${qualified(table.name)}`);
        }
        for (const table of manifest.tables) count += await insertTable(run, root, table);
        log(`rader satt inn: ${count} i ${manifest.tables.length} tabeller`);
        await restoreSequences(run, manifest);
        await conn.execScript('COMMIT');
      } catch (error) {
        await conn.execScript('ROLLBACK').catch(() => {});
        throw error;
      }
      return { rows: count, triggersOff: superuser };
    });

    const found = await tableChecksums(options.database, manifest.tables);
    for (const table of manifest.tables) {
      const got = found.get(table.name);
      if (!got || got.rows !== table.rows || got.sha256 !== table.sha256) {
        throw new Error(
          `Kontrollen feilet for tabellen ${table.name}: ventet ${table.rows} rader, fant ${got?.rows ?? 0}` +
            (got && got.rows === table.rows ? ' (samme antall, men innholdet avviker)' : '') + '.',
        );
      }
    }
    for (const file of manifest.files) {
      if (!(await verifyStoredFile(options.storage, file))) {
        throw new Error(`Kontrollen feilet for filen ${file.bucket}/${file.key}: innholdet i lagringen stemmer ikke med sikkerhetskopien.`);
      }
    }
    log('kontroll: antall rader, sjekksummer og filer stemmer');
    const upgradedWith = manifest.migration === known.at(-1) ? [] : await migrate(options.database);
    return {
      manifest,
      rows,
      files: manifest.files.length,
      bytes,
      wiped: occupied.length > 0,
      upgradedWith,
      triggersOff,
      totalMs: Date.now() - started,
    };
  } finally {
    if (unpacked) await rm(unpacked, { recursive: true, force: true });
  }
}
