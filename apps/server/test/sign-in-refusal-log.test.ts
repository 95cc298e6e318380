import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '@studioportal/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Client, DB_KINDS, freshDatabase, type DbKind } from './harness';

const PASSWORD = 'et langt passord 123';

interface LogLine {
  level: number;
  msg?: string;
  userId?: string;
  [key: string]: unknown;
}

/** A server whose pino log (LOG_LEVEL info, the production default) is kept in memory. */
async function startLoggedServer(kind: DbKind) {
  const { database, drop } = await freshDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-test-'));
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const built = await buildApp({ config, database, serveWebApp: false, logStream: { write: (line) => void lines.push(line) } });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    lines,
    close: async () => {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DB_KINDS)('a deactivated account signing in (%s)', (kind) => {
  let server: Awaited<ReturnType<typeof startLoggedServer>>;
  beforeAll(async () => {
    server = await startLoggedServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('is answered 403 account_deactivated and logged as a refusal (info/warn with the user id), not as an error', async () => {
    const admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    const per = new Client(server.url);
    const perId = (await per.signUp('Per Pending', 'per@example.no')).body.profile.id as string;
    expect((await admin.post(`/api/admin/users/${perId}/deactivate`, {})).status).toBe(200);

    const from = server.lines.length;
    const refused = await new Client(server.url).post('/api/session/sign-in', { email: 'per@example.no', password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'account_deactivated', message: SESSION_MESSAGES.deactivated });

    const logged = server.lines.slice(from).map((l) => JSON.parse(l) as LogLine);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    const refusals = logged.filter((l) => (l.level === 30 || l.level === 40) && l.userId === perId);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.msg).toMatch(/deactivated/i);
    // Nothing of the password reaches the log.
    expect(server.lines.slice(from).join('')).not.toContain(PASSWORD);
  });
});
