import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../src/backup/backup-command';
import { createBackup } from '../src/backup/create-backup';
import { RestoreRefusedError } from '../src/backup/restore';
import { runRestore } from '../src/backup/restore-command';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { pngBuffer, uploadPicture } from './accounts-helpers';
import { allFiles, allRows } from './backup-helpers';
import { eventually, sineWav, upload } from './content-fixtures';
import { emptyPostgresDatabase } from '../../../test-support/empty-postgres';
import { adminAndPending, DB_KINDS, startServer, type DbKind, type TestServer } from './harness';

const tmp = (label: string) => mkdtempSync(path.join(tmpdir(), `sp-backup-${label}-`));

/** Accounts, a chat message, a note, a profile picture and a processed media file, all through the API. */
async function makeData(server: TestServer) {
  const { admin, pending } = await adminAndPending(server);
  expect((await admin.post('/api/chat/messages', { message: 'God morgen, studio! Æøå 🎙️' })).status).toBe(201);
  expect((await admin.post('/api/notes', { title: 'Kjøreplan fredag', body: 'Gjest kl. 07.40\n«Sitat»', visibility: 'shared', tags: ['morgen'] })).status).toBe(201);
  expect((await uploadPicture(admin, await pngBuffer(200, 120), 'meg.png', 'image/png')).status).toBe(200);
  const media = await upload(admin, sineWav(0.2), 'Jingel æøå.wav');
  expect(media.status).toBe(201);
  await eventually(
    () => admin.get(`/api/media/${media.body.media.id}`),
    (r) => r.body.media.processing.status === 'done',
  );
  return { admin, pending };
}

describe.each(DB_KINDS)('backup and restore from %s', (sourceKind) => {
  let server: TestServer;
  let backupPath: string;
  const cleanup: Array<() => Promise<void> | void> = [];
  let sourceRows: Record<string, string[]>;
  let sourceFiles: Record<string, string>;

  beforeAll(async () => {
    server = await startServer(sourceKind);
    cleanup.push(() => server.close());
    const { admin } = await makeData(server);
    const out = tmp('out');
    cleanup.push(() => rmSync(out, { recursive: true, force: true }));
    backupPath = path.join(out, 'kopi.tar.gz');

    // Taken while the server runs and keeps answering: a chat message goes in during the copy.
    const started = Date.now();
    const during = admin.post('/api/chat/messages', { message: 'Skrevet mens kopien ble tatt' });
    if (sourceKind === 'pglite') {
      // The embedded database lives in the server's process: this is what POST /internal/backup runs.
      await createBackup({ database: server.database, storage: server.ctx.storage, target: backupPath });
    } else {
      // On PostgreSQL the CLI reads the database itself, next to the running server.
      const url = server.database.pool!.options.connectionString!;
      const summary = await runBackup(loadConfig({ DATABASE_URL: url, DATA_DIR: server.ctx.config.dataDir }), backupPath, () => {});
      expect(summary.via).toBe('direct');
    }
    expect((await during).status).toBe(201);
    console.info(`[backup] ${sourceKind}: sikkerhetskopi tatt på ${Date.now() - started} ms`);
    // The message may or may not be in the snapshot; what the restore must reproduce is the snapshot.
    await server.database.query(`DELETE FROM chat_messages WHERE message = 'Skrevet mens kopien ble tatt'`);
    sourceRows = await allRows(server.database);
    sourceFiles = await allFiles(server.ctx.storage);
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  // Across kinds both ways, and PostgreSQL into itself; PGlite into itself when it is the only kind
  // here (backup-process.test.ts covers it through a real server process either way).
  const targets: DbKind[] = DB_KINDS.length === 1 ? DB_KINDS : sourceKind === 'pglite' ? ['postgres'] : ['pglite', 'postgres'];
  it.each(targets)(`restores into a fresh %s database and storage with every row and file`, async (targetKind: DbKind) => {
    const dataDir = tmp('target');
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let url: string | undefined;
    if (targetKind === 'postgres') {
      // Not migrated: restore does that.
      const target = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'sp_restore');
      cleanup.push(target.drop);
      url = target.url;
    }
    const config = loadConfig({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
    const started = Date.now();
    const result = await runRestore(config, backupPath, { force: false, log: () => {} });
    console.info(
      `[backup] ${sourceKind} → ${targetKind}: ${result.manifest.tables.length} tabeller, ${result.rows} rader, ` +
        `${result.files} filer (${result.bytes} byte) gjenopprettet og kontrollert på ${Date.now() - started} ms`,
    );
    expect(result.files).toBe(Object.keys(sourceFiles).length);
    expect(result.files).toBeGreaterThanOrEqual(2);

    const restored = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      const rows = await allRows(restored);
      // The snapshot may hold the message written during the copy (deleted from the source since).
      rows.chat_messages = rows.chat_messages!.filter((r) => !r.includes('Skrevet mens kopien ble tatt'));
      expect(Object.keys(rows)).toEqual(Object.keys(sourceRows));
      for (const table of Object.keys(sourceRows)) {
        // Bookkeeping the message sent during the copy touches: it may land after the snapshot
        // (its activity count too, which is written within seconds, off the request).
        if (['realtime_events', 'realtime_channel_seq', 'rate_limit_buckets', 'user_activity'].includes(table)) continue;
        expect(rows[table], table).toEqual(sourceRows[table]);
      }
      expect(rows.users).toHaveLength(2);
      expect(rows.notes).toHaveLength(1);
      // Identity and serial sequences continue after the restored rows.
      const [next] = await restored.query<{ ok: boolean }>(
        `SELECT nextval(pg_get_serial_sequence('chat_messages', 'position')) > (SELECT max(position) FROM chat_messages) AS ok`,
      );
      expect(next?.ok).toBe(true);
    } finally {
      await restored.close();
    }
    expect(await allFiles(new LocalDiskStorage(path.join(dataDir, 'storage')))).toEqual(sourceFiles);

    // The target now holds data: a second restore is refused without --force, and wipes with it.
    // Once per run, on the fastest target (each PGlite open is an initdb-sized wait).
    if (sourceKind !== targetKind || targetKind !== DB_KINDS.at(-1)) return;
    await expect(runRestore(config, backupPath, { force: false, log: () => {} })).rejects.toThrow(RestoreRefusedError);
    const again = await runRestore(config, backupPath, { force: true, log: () => {} });
    expect(again.wiped).toBe(true);
    expect(again.rows).toBe(result.rows);
  });

  // Append-only tables refuse TRUNCATE by trigger, and only a superuser can switch triggers off.
  it.skipIf(sourceKind !== 'postgres')('restores into PostgreSQL as an ordinary role that owns its database', async () => {
    const dataDir = tmp('own-role');
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const target = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'sp_restore_role', { ownRole: true });
    cleanup.push(target.drop);
    const result = await runRestore(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: target.url }), backupPath, { force: false, log: () => {} });
    expect(result.triggersOff).toBe(false);
    const restored = await openDatabase({ kind: 'postgres', url: target.url });
    try {
      const rows = await allRows(restored);
      expect(rows.users).toEqual(sourceRows.users);
      expect(rows.app_settings).toEqual(sourceRows.app_settings);
      // The audit log is still append-only after the restore.
      await expect(restored.query('TRUNCATE audit_log')).rejects.toThrow();
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a data dir a running server holds', async () => {
    const dataDir = tmp('locked');
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The lock names a live process that is not this one (vitest's parent stands in for a server).
    writeFileSync(path.join(dataDir, 'studioportal.lock'), String(process.ppid));
    const refused = runRestore(loadConfig({ DATA_DIR: dataDir }), backupPath, { force: true, log: () => {} });
    await expect(refused).rejects.toThrow(RestoreRefusedError);
    await expect(refused).rejects.toThrow(`En Studioportal-server (pid ${process.ppid}) bruker datamappen`);
  });
});
