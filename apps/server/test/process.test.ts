import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitUntilHealthy } from '../../../test-support/server-process';
import { Client } from './harness';
import { runTsToExit } from './run-to-exit';

function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runTsToExit('apps/server/src/main.ts', [], { HOST: '127.0.0.1', ...env }, 30_000);
}

describe('server process on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data dir, shuts down cleanly and keeps its data', async () => {
    const first = await startServerProcess({ WEB_DIST: path.join(dataDir, 'no-web') }, { dataDir, port: await freePort() });
    const client = new Client(first.url);
    expect((await client.signUp('Ada Admin', 'ada@example.no')).status).toBe(201);

    const second = await runToExit({ DATA_DIR: dataDir, PORT: String(first.port + 1) });
    expect(second.code).toBe(75);
    expect(second.output).toContain('er allerede i bruk av en annen Studioportal-prosess');

    const exited = new Promise<number | null>((resolve) => first.process.once('exit', (code) => resolve(code)));
    first.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'studioportal.lock'))).toBe(false);

    const again = await startServerProcess({ WEB_DIST: path.join(dataDir, 'no-web') }, { dataDir, port: first.port });
    const signIn = await new Client(again.url).post('/api/session/sign-in', { email: 'ada@example.no', password: 'et langt passord 123' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.profile.app_role).toBe('Administrator');
    await again.stop({ keepData: true });
  });

  it('stopping `npm start` (SIGTERM to npm, as a process manager does) stops the server cleanly', async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 'sp-npm-start-'));
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ownDir, SKIP_WEB_BUILD: '1', WEB_DIST: path.join(ownDir, 'no-web'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (d) => (output += d));
    npm.stderr.on('data', (d) => (output += d));
    try {
      await waitUntilHealthy(npm, `http://127.0.0.1:${port}`, () => output, 60_000);
      expect(existsSync(path.join(ownDir, 'studioportal.lock'))).toBe(true);
      npm.kill('SIGTERM');
      // npm's shell does not pass the signal on; the server sees it has lost its parent and stops.
      await expect.poll(() => existsSync(path.join(ownDir, 'studioportal.lock')), { timeout: 15_000 }).toBe(false);
      await expect.poll(async () => fetch(`http://127.0.0.1:${port}/api/health`).then(() => 'up', () => 'down'), { timeout: 5_000 }).toBe('down');
    } finally {
      npm.kill('SIGKILL');
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
