import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/server-process';
import { CONTROL_FILE, CONTROL_PATH, TOKEN_HEADER, type ControlFile } from '../src/backup/control';
import { openDatabase } from '../src/db/client';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { pngBuffer, uploadPicture } from './accounts-helpers';
import { allFiles, allRows } from './backup-helpers';
import { Client } from './harness';
import { runTsToExit } from './run-to-exit';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm run backup` / `npm run restore` as the operator would (same command line as package.json). */
function cli(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return runTsToExit(`apps/server/src/backup/${script}-cli.ts`, args, { DATA_DIR: dataDir, DATABASE_URL: '' }, 40_000);
}

/** The real server (`npm start`'s entry) on a data dir; the child is handed out before it is ready. */
function spawnServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web') },
    stdio: 'ignore',
  });
}

async function untilHealthy(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serveren avsluttet med kode ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('serveren startet ikke i tide');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

describe('npm run backup against a running server on the embedded database', () => {
  const dirs = [mkdtempSync(path.join(tmpdir(), 'sp-bproc-src-')), mkdtempSync(path.join(tmpdir(), 'sp-bproc-dst-')), mkdtempSync(path.join(tmpdir(), 'sp-bproc-out-'))];
  const [sourceDir, targetDir, outDir] = dirs as [string, string, string];
  let server: ChildProcess | null = null;
  afterAll(async () => {
    // Whatever happened in the test (even a start that never became healthy), the child must not outlive it.
    if (server) await stop(server);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('goes through the control channel while the server holds the lock, and restores on another data dir', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    server = spawnServer(sourceDir, Number(new URL(url).port));
    await untilHealthy(server, url);
    const admin = new Client(url);
    expect((await admin.signUp('Ada Admin', 'ada@example.no')).status).toBe(201);
    expect((await new Client(url).signUp('Per Pending', 'per@example.no')).status).toBe(201);
    expect((await admin.post('/api/chat/messages', { message: 'God morgen fra prosessen' })).status).toBe(201);
    expect((await admin.post('/api/notes', { title: 'Notat', body: 'Tekst', visibility: 'shared' })).status).toBe(201);
    expect((await uploadPicture(admin, await pngBuffer(96, 96), 'meg.png', 'image/png')).status).toBe(200);
    // Staff activity is counted in memory and written within seconds; reading the chart writes it
    // now, so the rows compared after the restore are the rows the copy was taken from.
    expect((await admin.get('/api/analytics/activity?from=2026-01-01&to=2026-12-31')).status).toBe(200);

    // The control file is the server's, readable only by its owner.
    const controlPath = path.join(sourceDir, CONTROL_FILE);
    expect(statSync(controlPath).mode & 0o777).toBe(0o600);
    const control = JSON.parse(readFileSync(controlPath, 'utf8')) as ControlFile;
    expect(control.pid).toBe(server.pid);
    const endpoint = `http://127.0.0.1:${control.port}${CONTROL_PATH}`;
    expect((await fetch(endpoint, { method: 'POST' })).status).toBe(403);
    expect((await fetch(endpoint, { method: 'POST', headers: { [TOKEN_HEADER]: `${control.token.slice(0, -1)}x` } })).status).toBe(403);
    // Through a proxy on the same machine the peer is loopback too: a forwarded request is refused even with the token.
    expect((await fetch(endpoint, { method: 'POST', headers: { [TOKEN_HEADER]: control.token, 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);

    const archive = path.join(outDir, 'kopi.tar.gz');
    const started = Date.now();
    const backup = cli('backup', ['--out', archive], sourceDir);
    // The server keeps serving while the copy is taken.
    expect((await admin.get('/api/health')).status).toBe(200);
    const result = await backup;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('tatt av serveren som kjører');
    console.info(`[backup-process] sikkerhetskopi via kontrollkanalen på ${Date.now() - started} ms (med oppstart av CLI)`);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // The archive is an ordinary tar.gz.
    const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    expect(listing.status).toBe(0);
    expect(listing.stdout).toMatch(/^studioportal-[\dTZ-]+\/manifest\.json$/m);
    expect(listing.stdout).toMatch(/^studioportal-[\dTZ-]+\/files\/profile-pictures\/.+\/profile\.\w+$/m);

    const restoreStarted = Date.now();
    const restored = await cli('restore', [archive], targetDir);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Antall og sjekksummer stemmer');
    console.info(`[backup-process] gjenoppretting på ${Date.now() - restoreStarted} ms (med oppstart av CLI)\n${restored.output}`);

    await stop(server);
    expect(existsSync(controlPath)).toBe(false);

    const source = await openDatabase({ kind: 'pglite', dataDir: path.join(sourceDir, 'pgdata') });
    const target = await openDatabase({ kind: 'pglite', dataDir: path.join(targetDir, 'pgdata') });
    try {
      const [before, after] = [await allRows(source), await allRows(target)];
      // Requests after the snapshot (health, the refused restore) may touch rate limits only.
      delete before.rate_limit_buckets;
      delete after.rate_limit_buckets;
      expect(after).toEqual(before);
      expect(after.chat_messages?.some((r) => r.includes('God morgen fra prosessen'))).toBe(true);
    } finally {
      await source.close();
      await target.close();
    }
    const files = await allFiles(new LocalDiskStorage(path.join(targetDir, 'storage')));
    expect(Object.keys(files)).toHaveLength(1);
    expect(files).toEqual(await allFiles(new LocalDiskStorage(path.join(sourceDir, 'storage'))));
  }, 60_000);
});
