import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /**
   * Stops the server (SIGTERM, then SIGKILL after 5 s). `kill`: SIGKILL at once, for a server
   * whose data is thrown away anyway (a graceful stop costs a second or more on a busy machine).
   */
  stop(options?: { keepData?: boolean; kill?: boolean }): Promise<void>;
  logs(): string;
}

/**
 * An empty, migrated data dir made once per test worker by a real start and clean stop. Each test
 * gets a copy: the same empty database as a first start, without paying for initdb and the
 * migrations every time (about half of a server's start-up on a busy machine).
 */
let template: Promise<string> | null = null;
function emptyDataDir(): Promise<string> {
  template ??= (async () => {
    const first = await startServerProcess({}, undefined, mkdtempSync(path.join(tmpdir(), 'sp-e2e-template-')));
    await first.stop({ keepData: true });
    process.once('exit', () => rmSync(first.dataDir, { recursive: true, force: true }));
    return first.dataDir;
  })();
  return template.then((dir) => {
    const copy = mkdtempSync(path.join(tmpdir(), 'sp-e2e-'));
    cpSync(dir, copy, { recursive: true });
    return copy;
  });
}

/**
 * Waits until a spawned server answers GET /api/health. One that exits first, or is not up in
 * time, fails with its output; one that is late is killed, so it does not hold a port and the
 * machine's time behind a failed test.
 */
export async function waitUntilHealthy(child: ChildProcess, url: string, logs: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${logs()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${logs()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The compiled server `npm start` runs (decision 017), with the flags start.mjs gives it. */
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--liftoff-only'];

let serverBuilt = false;
/**
 * Builds the server when its sources are newer than the build, once per test process. Playwright's
 * global set-up does it before its workers start, so they never build at the same time.
 */
export function ensureServerBuilt(): void {
  if (serverBuilt) return;
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed:\n${result.stdout}${result.stderr}`);
  serverBuilt = true;
}

/** A child killed by a signal has exitCode null but signalCode set: it is gone too. */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Servers still running when this process exits (a worker that ended abruptly) are killed with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The environment the browser tests' servers run with, process or host: production, loopback, quiet. */
export function browserTestServerEnv(port: number, dataDir: string): Record<string, string> {
  return { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}

/** Starts the real server (built web app, embedded database in a fresh data dir) as a child process. */
export async function startServerProcess(
  env: Record<string, string> = {},
  reuse?: { dataDir: string; port: number },
  newDataDir?: string,
): Promise<ServerProcess> {
  const port = reuse?.port ?? (await freePort());
  const dataDir = reuse?.dataDir ?? newDataDir ?? (await emptyDataDir());
  let output = '';
  ensureServerBuilt();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...browserTestServerEnv(port, dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url, () => output, 90_000);
  return {
    url,
    port,
    dataDir,
    process: child,
    logs: () => output,
    stop: async ({ keepData = false, kill = false } = {}) => {
      if (isRunning(child)) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(kill ? 'SIGKILL' : 'SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
