import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, type BenchDatabase } from './child-server';
import { emptyPostgresDatabase } from '../../test-support/empty-postgres';
import { sleep } from './clock';

/**
 * The real server as a child process that can be stopped and started again on the same port and
 * the same data (embedded database in a data dir, or a fresh PostgreSQL database when
 * BENCH_DATABASE_URL is set), for benchmarks of what clients do across a restart.
 */
export class RestartableServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    readonly database: BenchDatabase,
    private readonly env: Record<string, string>,
    private readonly dropDatabase: (() => Promise<void>) | null,
  ) {}

  static async create(): Promise<RestartableServer> {
    const base = process.env.BENCH_DATABASE_URL;
    const postgres = base ? await emptyPostgresDatabase(base, 'sp_bench') : null;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-restart-'));
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    return new RestartableServer(await freePort(), dataDir, postgres ? 'postgres' : 'pglite', env, postgres?.drop ?? null);
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  logs() {
    return this.output;
  }

  /** Starts the server and resolves once /api/health answers. */
  async start(timeoutMs = 90_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (d) => (this.output += d));
    child.stderr?.on('data', (d) => (this.output += d));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${this.output.slice(-3000)}`);
      try {
        if ((await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start in time:\n${this.output.slice(-3000)}`);
      await sleep(50);
    }
  }

  /** SIGTERM (a graceful stop, as an operator's restart); SIGKILL if it has not exited in 20 s. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }

  /** For exit paths: no waiting, nothing left running. */
  killNow(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Stops the server and removes its data. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.dropDatabase?.();
  }
}
