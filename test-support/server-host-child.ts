/**
 * One long-lived process per browser-test worker that serves each test a new server (server-host.ts
 * starts it and talks to it over IPC). A separate process per test cost ~4 s of CPU before the test
 * could start (the module graph, PGlite's WebAssembly start, the data dir's copy), on two cores the
 * browser tests keep busy. Here the modules are loaded once, and each test gets a new `buildApp`
 * on a new port and data dir, on the warm in-memory PGlite emptied back to the migrated template
 * (warm-pglite.ts, as the server tests do). Tests that need a process of their own (a restart on
 * the same data dir) ask for one in fixtures.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp, type BuiltApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { pgliteDatabase } from '../apps/server/src/db/client';
import { writeMigratedPgliteTemplate } from './pglite-template';
import { browserTestServerEnv, freePort } from './server-process';
import { TEMPLATE_FILE_ENV, type HostedServer, type HostReply, type HostRequest } from './server-host-protocol';
import { giveBackPglite, takeWarmPglite } from './warm-pglite';

interface Serving {
  built: BuiltApp;
  client: PGlite;
  dataDir: string;
}

let serving: Serving | null = null;

/**
 * `--write-template <file>`: the browser tests' global set-up migrates the template once, here,
 * and every host loads it (TEMPLATE_FILE_ENV).
 */
if (process.argv[2] === '--write-template') {
  await writeMigratedPgliteTemplate(process.argv[3]!);
  process.exit(0);
}

/** The migrated template every test's database is emptied back to. */
const template: Promise<Blob> = (async () => {
  const file = process.env[TEMPLATE_FILE_ENV];
  if (!file) throw new Error(`${TEMPLATE_FILE_ENV} er ikke satt: test-support/server-host.ts prepareServerHosts() lager malen.`);
  return new Blob([readFileSync(file)]);
})();

async function start(env: Record<string, string>): Promise<HostedServer> {
  await stop(true);
  const dump = await template;
  const client = await takeWarmPglite(() => dump);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-'));
  let built: BuiltApp | undefined;
  try {
    const port = await freePort();
    // What a server process gets too (server-process.ts), so a test sees the same server.
    const config = loadConfig({ ...process.env, ...browserTestServerEnv(port, dataDir), ...env });
    built = await buildApp({ config, database: await pgliteDatabase(client) });
    await built.app.listen({ port, host: '127.0.0.1' });
    serving = { built, client, dataDir };
    return { url: `http://127.0.0.1:${port}`, port, dataDir };
  } catch (error) {
    await built?.app.close().catch(() => {});
    await giveBackPglite(client);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Closes the test's server and empties its database for the next. `cut`: connections are closed at
 * once instead of after the shutdown grace period, as for a server whose data is thrown away.
 */
async function stop(cut: boolean): Promise<void> {
  const current = serving;
  if (!current) return;
  serving = null;
  if (cut) current.built.app.server.closeAllConnections();
  await current.built.app.close();
  await giveBackPglite(current.client);
  rmSync(current.dataDir, { recursive: true, force: true });
}

async function answer(request: HostRequest): Promise<HostReply> {
  try {
    if (request.type === 'start') return { ok: true, server: await start(request.env) };
    await stop(request.cut);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).stack ?? String(error) };
  }
}

// One request at a time, in order: a stop must finish before the next start reuses the database.
let queue = Promise.resolve();
process.on('message', (message: HostRequest & { id: number }) => {
  queue = queue.then(async () => {
    process.send?.({ id: message.id, ...(await answer(message)) });
  });
});
// The worker that started this process is gone: so is every test it served.
process.on('disconnect', () => process.exit(0));
void template.then(
  () => process.send?.({ id: 0, ok: true }),
  (error: Error) => process.send?.({ id: 0, ok: false, error: error.stack ?? String(error) }),
);
