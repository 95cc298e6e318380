import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../../test-support/server-process';
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
});
