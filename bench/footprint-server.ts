import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/child-server';
import { sleep } from './lib/clock';
import { ProcessTreeMemory } from './lib/process-tree-memory';

/**
 * Starting and measuring one server process for bench:footprint: the way `npm start` runs it
 * (`node scripts/start.mjs`, the compiled server), the way it ran before decision 017 (tsx on the
 * TypeScript sources), through npm itself, or a bare node HTTP server as the baseline.
 */
export type StartKind = 'compiled' | 'tsx' | 'npm' | 'bare';

const COMMANDS: Record<StartKind, string[]> = {
  compiled: [process.execPath, path.join(ROOT, 'scripts/start.mjs')],
  tsx: [process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
  npm: ['npm', 'start', '--silent'],
  // The least a Node process answering /api/health can cost.
  bare: [
    process.execPath,
    '-e',
    "require('node:http').createServer((q, s) => s.end('{\"status\":\"ok\"}')).listen(Number(process.env.PORT), process.env.HOST)",
  ],
};

export interface RunningServer {
  /** The process `npm start` would leave running (for npm: npm itself, the server below it). */
  pid: number;
  url: string;
  /** From spawn to the first 200 from /api/health. */
  readyMs: number;
  /**
   * CPU time the process tree had used by then (user + system, all threads). On a busy shared
   * machine the wall time above stretches while this stays about the same.
   */
  readyCpuMs: number;
  stop(): Promise<void>;
  logs(): string;
}

export async function startServer(kind: StartKind, env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const [command, ...args] = COMMANDS[kind];
  const url = `http://127.0.0.1:${env.PORT}`;
  let output = '';
  const started = performance.now();
  // Its own process group, so stop() reaches npm's children too.
  const child = spawn(command!, args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SKIP_WEB_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = () => stopGroup(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind}: serveren avsluttet (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${kind}: svarte ikke innen ${timeoutMs} ms:\n${output}`);
    }
    await sleep(20);
  }
  const readyMs = Math.round(performance.now() - started);
  const tree = new ProcessTreeMemory(child.pid!, () => performance.now());
  tree.sample();
  return { pid: child.pid!, url, readyMs, readyCpuMs: Math.round(tree.samples[0]!.cpu * 1000), stop, logs: () => output };
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The median of `count` samples of the process tree's summed VmRSS, `everyMs` apart, and its summed VmHWM. */
export async function treeRss(pid: number, count = 5, everyMs = 500): Promise<{ rssMb: number; vmHwmMb: number; processes: number }> {
  const memory = new ProcessTreeMemory(pid, () => performance.now());
  for (let i = 0; i < count; i++) {
    if (i > 0) await sleep(everyMs);
    memory.sample();
  }
  const sorted = memory.samples.map((s) => s.rssMb).sort((a, b) => a - b);
  return { rssMb: sorted[Math.floor(sorted.length / 2)]!, ...memory.peakMb() };
}

/**
 * Builds apps/server/dist/main.js now (as `npm start` does after a change; so no start below pays
 * for it) and app-graph.js for the breakdown. Returns how long the main build took.
 */
export function buildServer(): { buildMs: number } {
  const build = (args: string[]) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`bygging feilet:\n${result.stdout}${result.stderr}`);
    return Math.round(performance.now() - started);
  };
  const buildMs = build([]);
  build(['--entry', 'apps/server/src/app.ts', '--name', 'app-graph.js']);
  return { buildMs };
}
