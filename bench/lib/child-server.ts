import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test-support/server-process';
import { emptyPostgresDatabase } from '../../test-support/empty-postgres';
import { sleep } from './clock';

export const ROOT = path.resolve(import.meta.dirname, '../..');

// One free-port finder for tests and benchmarks alike.
export { freePort };

export interface ChildServer {
  url: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
  logs(): string;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output()}`);
    await sleep(150);
  }
}

/** Extra node flags for the server under test, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

function spawnTs(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Which database a benchmark's server runs on, for its JSON result. */
export type BenchDatabase = 'pglite' | 'postgres';

export interface AppServer extends ChildServer {
  database: BenchDatabase;
}

/**
 * The real Studioportal server as it runs in production (tsx, NODE_ENV=production), on loopback,
 * with a fresh embedded database — or, when BENCH_DATABASE_URL is set, in a fresh PostgreSQL
 * database created beside the one it names and dropped again by `stop()`. No web app is served,
 * unless `env` names one (WEB_DIST); `env` goes over the defaults.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const base = process.env.BENCH_DATABASE_URL;
  const postgres = base ? await emptyPostgresDatabase(base, 'sp_bench') : null;
  // A port of the caller's choosing (env.PORT) when the machine's ports are shared out; otherwise any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-'));
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  const { child, output } = spawnTs(path.join(ROOT, 'apps/server/src/main.ts'), {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  }, SERVER_NODE_ARGS);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    await stopChild(child);
    await cleanUp();
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    process: child,
    logs: output,
    database: postgres ? 'postgres' : 'pglite',
    stop: async () => {
      await stopChild(child);
      await cleanUp();
    },
  };
}

/** The bare `ws` fan-out server of ws-baseline-server.ts, in its own process like ours. */
export async function startBaselineServer(): Promise<ChildServer> {
  const port = await freePort();
  const { child, output } = spawnTs(path.join(import.meta.dirname, 'ws-baseline-server.ts'), { PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, output);
  return { url, pid: child.pid!, process: child, logs: output, stop: () => stopChild(child) };
}
