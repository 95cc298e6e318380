import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@studioportal/shared';
import { totpNow } from './accounts-helpers';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';

const PASSWORD = 'et langt passord 123';
const STEP_MS = 30_000;
const INVALID_CODE = { code: 'invalid_code', message: TWO_FACTOR_MESSAGES.invalidCode };


describe.each(DB_KINDS)('a TOTP code works once (%s)', (kind) => {
  // One server for these cases, each with its own account (sign-in is throttled per account).
  let server: TestServer;
  let admin: Client;
  let n = 0;
  beforeAll(async () => {
    server = await startServer(kind);
    admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * A new approved account with two-factor switched on by the code of the current time step.
   * `code(k)` is the code k steps after that one: counted from one fixed moment, so a step
   * boundary passing during the test never turns a used code into a fresh one.
   */
  async function enrolled() {
    const email = `bruker${++n}@example.no`;
    const client = new Client(server.url);
    const id = (await client.signUp(`Bruker ${n}`, email)).body.profile.id as string;
    expect((await admin.post(`/api/admin/users/${id}/approve`, {})).status).toBe(200);
    const enrol = await client.post('/api/security/two-factor/enable', { password: PASSWORD });
    const secret: string = enrol.body.secret;
    const base = Date.now();
    const code = (k: number) => totpNow(secret, base + k * STEP_MS);
    const confirmed = await client.post('/api/security/two-factor/verify', { code: code(0) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.enabled).toBe(true);
    return { id, email, code };
  }

  const signIn = (email: string, code: string, client = new Client(server.url)) =>
    client.post('/api/session/sign-in', { email, password: PASSWORD, code }).then((res) => ({ res, client }));

  async function sessionCount(userId: string) {
    const [row] = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
    return row!.n;
  }

  it('refuses the enrolment code at sign-in, and the same sign-in code a second time, like a wrong code', async () => {
    const { id, email, code } = await enrolled();
    const sessions = await sessionCount(id);

    const enrolmentCode = await signIn(email, code(0));
    expect(enrolmentCode.res.status).toBe(401);
    expect(enrolmentCode.res.body.error).toEqual(INVALID_CODE);
    expect((await enrolmentCode.client.get('/api/me')).status).toBe(401);

    const next = code(1);
    const first = await signIn(email, next);
    expect(first.res.status).toBe(200);
    expect((await first.client.get('/api/me')).status).toBe(200);
    const again = await signIn(email, next);
    expect(again.res.status).toBe(401);
    expect(again.res.body.error).toEqual(INVALID_CODE);
    expect((await again.client.get('/api/me')).status).toBe(401);
    expect(await sessionCount(id)).toBe(sessions + 1);
  });

  it('refuses an older code once a newer one was accepted', async () => {
    const { email, code } = await enrolled();
    expect((await signIn(email, code(1))).res.status).toBe(200);
    // The step before the enrolment one: never used, still inside better-auth's window.
    const older = await signIn(email, code(-1));
    expect(older.res.status).toBe(401);
    expect(older.res.body.error).toEqual(INVALID_CODE);
  });

  it('gives two simultaneous sign-ins with the same code exactly one session', async () => {
    const { id, email, code } = await enrolled();
    const sessions = await sessionCount(id);
    const results = await Promise.all([signIn(email, code(1)), signIn(email, code(1))]);
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 401]);
    expect(results.find((r) => r.res.status === 401)!.res.body.error).toEqual(INVALID_CODE);
    expect(await sessionCount(id)).toBe(sessions + 1);
  });
});
