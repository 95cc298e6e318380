import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitUntilHealthy, type ServerProcess } from '../../../test-support/server-process';

/**
 * Issue 17, part 0: every gzip answer for a static asset leaked the file descriptor of the file
 * @fastify/static had opened for it, until the server died of EMFILE with an unhandled 'error'
 * event. The real server as a child process, its open descriptors counted in /proc/<pid>/fd
 * around many requests for every asset with each Accept-Encoding and with If-None-Match.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONCURRENCY = 10;

/** A web build on disk: index.html and a few hashed scripts and a stylesheet. */
function webBuild(): { dist: string; assets: string[] } {
  const dist = mkdtempSync(path.join(tmpdir(), 'sp-fd-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nb"><head><title>Studioportal</title></head><body></body></html>');
  const assets: string[] = [];
  for (let n = 0; n < 4; n++) {
    const name = `/assets/chunk-${n}abc${n}.js`;
    writeFileSync(path.join(dist, name), `export const n${n} = [${Array.from({ length: 500 * (n + 1) }, (_, i) => i).join(',')}];\n`);
    assets.push(name);
  }
  writeFileSync(path.join(dist, 'assets/index-def456.css'), `body{margin:0}${'.a{color:red}'.repeat(300)}\n`);
  assets.push('/assets/index-def456.css');
  return { dist, assets };
}

interface Answer {
  status: number;
  etag?: string;
}

/** One request on its own connection (no keep-alive), so no socket outlives it on either side. */
function get(base: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${url}`, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end();
  });
}

type Variant = Record<string, string>;

/** Every asset with gzip, br, deflate, no encoding and a matching If-None-Match, round after round. */
function mixedRequests(assets: string[], etags: Map<string, string>, count: number): { url: string; headers: Variant }[] {
  const variants = (url: string): Variant[] => [
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'deflate' },
    {},
    { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etags.get(url)! },
  ];
  const all = assets.flatMap((url) => variants(url).map((headers) => ({ url, headers })));
  return Array.from({ length: count }, (_, i) => all[i % all.length]!);
}

/** Sends the requests CONCURRENCY at a time; returns the statuses seen, with their counts. */
async function send(base: string, requests: { url: string; headers: Variant }[]): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const { url, headers } = requests[next++]!;
        const { status } = await get(base, url, headers);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** The server's count once the connections of the last requests are closed on its side too. */
async function settledDescriptors(pid: number, atMost: number): Promise<number> {
  let count = descriptors(pid);
  for (let i = 0; i < 20 && count > atMost; i++) {
    await new Promise((r) => setTimeout(r, 100));
    count = descriptors(pid);
  }
  return count;
}

async function etagsOf(base: string, assets: string[]): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const url of assets) {
    const first = await get(base, url, {});
    expect(first.status).toBe(200);
    expect(first.etag).toBeTruthy();
    etags.set(url, first.etag!);
  }
  return etags;
}

/** The server under `ulimit -n <limit>`, as `npm start` on a host with a low limit would run it. */
async function startLimited(env: Record<string, string>, limit: number): Promise<{ url: string; child: ChildProcess; logs: () => string }> {
  const port = await freePort();
  let output = '';
  const child = spawn('bash', ['-c', `ulimit -n ${limit} && exec "$0" "$@"`, process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url, () => output, 60_000);
  return { url, child, logs: () => output };
}

describe('static assets and file descriptors', () => {
  const { dist, assets } = webBuild();
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  let limited: ChildProcess | undefined;
  afterAll(async () => {
    if (limited && limited.exitCode === null && limited.signalCode === null) {
      const exited = new Promise((r) => limited!.once('exit', r));
      limited.kill('SIGTERM');
      const timer = setTimeout(() => limited!.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('does not grow its open descriptors over 1,000 requests for every asset and encoding', { timeout: 120_000 }, async () => {
    // A data dir of its own: one start (with initdb), not a template's copy made by another start.
    server = await startServerProcess({ WEB_DIST: dist }, undefined, mkdtempSync(path.join(tmpdir(), 'sp-fd-data-')));
    dataDir = server.dataDir;
    const pid = server.process.pid!;
    const etags = await etagsOf(server.url, assets);
    // A first round: each asset compressed and cached, lazily opened things opened.
    await send(server.url, mixedRequests(assets, etags, assets.length * 5));
    const before = await settledDescriptors(pid, 0);

    const statuses = await send(server.url, mixedRequests(assets, etags, 1000));
    expect(Object.keys(statuses).sort()).toEqual(['200', '304']);
    expect(statuses[304]).toBe(200);

    // A few descriptors of slack: sockets still being closed, a log or database file.
    const after = await settledDescriptors(pid, before + 5);
    expect(after - before, `open descriptors ${before} → ${after}`).toBeLessThanOrEqual(5);
    expect((await get(server.url, '/api/health', {})).status).toBe(200);
  });

  it('survives 5,000 such requests under `ulimit -n 256`', { timeout: 120_000 }, async () => {
    // The database the first case made, so no second initdb (a fresh one when run on its own).
    if (server) await server.stop({ keepData: true });
    else dataDir = mkdtempSync(path.join(tmpdir(), 'sp-fd-data-'));
    server = undefined;
    const started = await startLimited({ DATA_DIR: dataDir!, WEB_DIST: dist }, 256);
    limited = started.child;
    const pid = limited.pid!;
    expect(readFileSync(`/proc/${pid}/limits`, 'utf8')).toMatch(/Max open files\s+256\s+256/);
    const etags = await etagsOf(started.url, assets);
    const statuses = await send(started.url, mixedRequests(assets, etags, 5000)).catch(async (error: Error) => {
      await new Promise((r) => setTimeout(r, 200));
      throw new Error(`${error.message}; server exit code ${limited!.exitCode}:\n${started.logs().slice(-3000)}`);
    });
    expect(statuses).toEqual({ 200: 4000, 304: 1000 });
    expect(limited.exitCode, started.logs()).toBeNull();
    expect((await get(started.url, '/api/health', {})).status).toBe(200);
    expect(started.logs()).not.toMatch(/EMFILE/);
  });
});
