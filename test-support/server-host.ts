import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning, SERVER_NODE_ARGS } from './server-process';
import { TEMPLATE_FILE_ENV, type HostReply, type HostRequest } from './server-host-protocol';

/** What a browser test needs of its server, whether the worker's host serves it or a process of its own. */
export interface BrowserTestServer {
  url: string;
  port: number;
  dataDir: string;
  /**
   * Stops the server; `kill`: without the shutdown grace period (its data is thrown away anyway).
   * `keepData` (to start it again on the same data dir) only a server process can do.
   */
  stop(options?: { kill?: boolean; keepData?: boolean }): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
/** server-host-child.ts compiled as the server is (decision 017), beside apps/server/dist/main.js. */
const HOST_MAIN = path.join(ROOT, 'apps/server/dist/test-host.js');

/**
 * Compiles the host with the server's build (scripts/build-server.mjs), so each worker starts plain
 * JavaScript, and migrates the template database once for every host the workers start (they
 * inherit the environment). The browser tests' global set-up calls it before the workers start;
 * the returned function removes the template.
 */
export function prepareServerHosts(): () => void {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--entry', 'test-support/server-host-child.ts', '--name', 'test-host.js'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`testserververten ble ikke bygget:\n${build.stdout}${build.stderr}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'sp-e2e-template-'));
  const file = path.join(folder, 'pglite.tar');
  const written = spawnSync(process.execPath, [...SERVER_NODE_ARGS, HOST_MAIN, '--write-template', file], { cwd: ROOT, encoding: 'utf8' });
  if (written.status !== 0) throw new Error(`testdatabasen ble ikke migrert:\n${written.stdout}${written.stderr}`);
  process.env[TEMPLATE_FILE_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

/** Generous: a loaded CI machine migrates the template in seconds, not minutes, but must not fail a test for being slow. */
const ANSWER_TIMEOUT_MS = 120_000;
/** How much of the host's recent output is kept, for a failed start's message. */
const KEPT_OUTPUT_CHARS = 20_000;

/** Hosts still running when the worker exits abruptly are killed with it. */
const hosts = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of hosts) child.kill('SIGKILL');
});

/**
 * The worker's server host (server-host-child.ts): started at the first test, kept for the
 * worker's life, replaced if it dies. Each `take` gives the test a new server on an emptied
 * database; the previous test's server is closed first.
 */
export class ServerHost {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private output = '';
  private nextId = 1;
  private pending = new Map<number, { resolve: (reply: HostReply) => void }>();

  async take(env: Record<string, string> = {}): Promise<BrowserTestServer> {
    const reply = await this.ask({ type: 'start', env });
    if (!reply.ok || !reply.server) throw new Error(`testserveren startet ikke:\n${reply.ok ? 'uten adresse' : reply.error}\n${this.output}`);
    const host = this.child;
    let stopped = false;
    return {
      ...reply.server,
      stop: async ({ kill = false, keepData = false } = {}) => {
        if (keepData) throw new Error('keepData: bare en egen serverprosess beholder dataene (test.use({ serverProcess: true }))');
        // A host that died took its server with it: nothing to stop, and no new host to start for it.
        if (stopped || this.child !== host || !host || !isRunning(host)) return;
        stopped = true;
        const answer = await this.ask({ type: 'stop', cut: kill });
        if (!answer.ok) throw new Error(`testserveren stoppet ikke:\n${answer.error}`);
      },
    };
  }

  /** Ends the host; called when the worker ends, so no server outlives the test run. */
  close(): void {
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  private async ask(request: HostRequest): Promise<HostReply> {
    await this.started();
    const child = this.child!;
    const id = this.nextId++;
    return new Promise<HostReply>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ ok: false, error: `ingen svar på ${ANSWER_TIMEOUT_MS / 1000} s` });
      }, ANSWER_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
      });
      child.send({ id, ...request });
    });
  }

  /** A running host; a new one when there is none or the last one died (a test that crashed it). */
  private started(): Promise<void> {
    if (this.child && this.ready && isRunning(this.child)) return this.ready;
    this.output = '';
    const child = fork(HOST_MAIN, [], { execArgv: SERVER_NODE_ARGS, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    this.child = child;
    hosts.add(child);
    child.once('exit', () => hosts.delete(child));
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.ready = new Promise<void>((resolve, reject) => {
      this.pending.set(0, {
        resolve: (reply) => {
          if (reply.ok) return resolve();
          // A host that could not load its template is ended, so the next test starts another.
          child.kill('SIGKILL');
          if (this.child === child) this.child = null;
          reject(new Error(`testserververten startet ikke:\n${reply.error}`));
        },
      });
    });
    child.on('message', (message: HostReply & { id: number }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      waiting?.resolve(message);
    });
    child.once('exit', (code, signal) => {
      // Whoever waits on the dead host gets its output instead of a hang.
      for (const waiting of this.pending.values()) waiting.resolve({ ok: false, error: `verten avsluttet (${code ?? signal}):\n${this.output}` });
      this.pending.clear();
    });
    return this.ready;
  }
}
