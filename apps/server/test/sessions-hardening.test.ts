import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NAMESPACE, SOCKET_EVENTS } from '@studioportal/shared';
import { buildApp } from '../src/app';
import { rollingExpiry, SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '../src/auth/session-lifetime';
import { loadConfig } from '../src/config';
import { endLapsedSessions } from '../src/features/security/session-sockets';
import { stationSettingsOf } from '../src/features/station';
import { Client, connected, DB_KINDS, freshDatabase, nextEvent, startServer, type DbKind, type TestServer } from './harness';

const PASSWORD = 'et langt passord 123';
const NEW_PASSWORD = 'et helt nytt passord 456';
const DAY_MS = 24 * 60 * 60 * 1000;
/** better-auth's fixed rolling expiry (the longest idle lifetime /enterprise allows): the row's expires_at and the cookie's Max-Age. */
const ROLLING_S = rollingExpiry().expiresIn;

/** Resolves with how long the socket took to close; rejects if it is still open after `ms`. */
function closesWithin(socket: Socket, ms = 5000): Promise<number> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve(0);
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface SessionRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
}

async function sessionsOf(server: TestServer, userId: string) {
  return server.database.query<SessionRow>('SELECT id, created_at, updated_at, expires_at FROM sessions WHERE user_id = $1 ORDER BY created_at', [userId]);
}

/**
 * The fake clock: the session rows are moved into the past. `signedIn` and `used` are how long
 * ago sign-in and the last refresh happened; the idle deadline follows from the last refresh.
 * expires_at is set as better-auth set it before the lifetimes were editable (last refresh + the
 * idle lifetime), so every case also shows that such a session keeps its time.
 */
async function age(server: TestServer, userId: string, signedInMs: number, usedMs: number) {
  const now = Date.now();
  await server.database.query('UPDATE sessions SET created_at = $2, updated_at = $3, expires_at = $4 WHERE user_id = $1', [
    userId,
    new Date(now - signedInMs),
    new Date(now - usedMs),
    new Date(now - usedMs + SESSION_IDLE_DAYS * DAY_MS),
  ]);
}

/** A server whose log (LOG_LEVEL trace) is kept in memory, line by line. */
async function startLoggedServer(kind: DbKind): Promise<TestServer & { lines: string[] }> {
  const { database, drop } = await freshDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-test-'));
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
  const built = await buildApp({ config, database, serveWebApp: false, logStream: { write: (line) => void lines.push(line) } });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    ...built,
    url: `http://127.0.0.1:${address.port}`,
    database,
    lines,
    close: async () => {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every form a session cookie's value can take in text: signed, raw token, URL-encoded. */
function secretsIn(setCookies: string[]): string[] {
  const out: string[] = [];
  for (const c of setCookies) {
    const pair = c.split(';')[0] ?? '';
    const value = pair.slice(pair.indexOf('=') + 1);
    if (!pair.includes('session_token') || !value) continue;
    const decoded = decodeURIComponent(value);
    out.push(value, decoded, decoded.split('.')[0]!);
  }
  return out.filter((s) => s.length >= 16);
}

describe.each(DB_KINDS)('session lifetimes, password change, deactivation and logs (%s)', (kind) => {
  // One server for these cases (each with its own user): a fresh server per case would spend most
  // of the run booting databases. It logs at trace level into `server.lines` for the log case.
  let server: Awaited<ReturnType<typeof startLoggedServer>>;
  let admin: Client;
  let n = 0;
  beforeAll(async () => {
    server = await startLoggedServer(kind);
    admin = new Client(server.url);
    expect((await admin.signUp('Ada Admin', 'ada@example.no')).body.profile.app_role).toBe('Administrator');
  });
  afterAll(async () => {
    await server.close();
  });

  /** A new approved Tekniker, signed in once (the sign-up's session). */
  async function approvedUser() {
    const email = `bruker${++n}@example.no`;
    const client = new Client(server.url);
    const res = await client.signUp(`Bruker ${n}`, email);
    const id = res.body.profile.id as string;
    expect((await admin.post(`/api/admin/users/${id}/approve`, {})).status).toBe(200);
    return { client, id, email };
  }

  it('refuses a session unused for longer than the idle lifetime, and a used one rolls on', async () => {
    const { client, id } = await approvedUser();

    // Used two hours ago, signed in three days ago: in use, so the idle deadline moves forward
    // and the browser gets the cookie back with the full idle lifetime.
    await age(server, id, 3 * DAY_MS, 2 * 60 * 60 * 1000);
    const before = (await sessionsOf(server, id))[0]!;
    const used = await client.get('/api/me');
    expect(used.status).toBe(200);
    const after = (await sessionsOf(server, id))[0]!;
    expect(after.expires_at.getTime()).toBeGreaterThan(before.expires_at.getTime() + 60 * 60 * 1000);
    expect(Math.abs(after.expires_at.getTime() - (Date.now() + ROLLING_S * 1000))).toBeLessThan(60_000);
    expect(Date.now() - after.updated_at.getTime()).toBeLessThan(60_000);
    const refreshed = used.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(refreshed).toMatch(new RegExp(`Max-Age=${ROLLING_S}`, 'i'));
    expect(refreshed).toMatch(/HttpOnly/i);

    // Last used a minute past the idle lifetime: refused, deleted, and its open sockets close.
    const staff = await connected(client.socket('/'));
    await age(server, id, 8 * DAY_MS, SESSION_IDLE_DAYS * DAY_MS + 60_000);
    const refused = await client.get('/api/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({ code: 'unauthorized', message: 'Du må være logget inn.' });
    expect(await sessionsOf(server, id)).toHaveLength(0);
    const closing = closesWithin(staff);
    await endLapsedSessions(server.ctx);
    await closing;
    await expect(connected(client.socket('/'))).rejects.toThrow('unauthorized');
  });

  it('GET /api/session (the app\'s start-up question) rolls a session in use on, like /api/me', async () => {
    const { client, id } = await approvedUser();
    await age(server, id, 3 * DAY_MS, 2 * 60 * 60 * 1000);
    const before = (await sessionsOf(server, id))[0]!;
    const used = await client.get('/api/session');
    expect(used.status).toBe(200);
    expect(used.body.signed_in).toBe(true);
    const after = (await sessionsOf(server, id))[0]!;
    expect(after.expires_at.getTime()).toBeGreaterThan(before.expires_at.getTime() + 60 * 60 * 1000);
    const refreshed = used.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(refreshed).toMatch(new RegExp(`Max-Age=${ROLLING_S}`, 'i'));

    // Past the idle lifetime it answers "not signed in" with 200, not 401.
    await age(server, id, 8 * DAY_MS, SESSION_IDLE_DAYS * DAY_MS + 60_000);
    const lapsed = await client.get('/api/session');
    expect(lapsed.status).toBe(200);
    expect(lapsed.body).toEqual({ signed_in: false, profile: null });
  });

  it('ends a session at the absolute lifetime however active it is, and closes its sockets at once', async () => {
    const { client, id, email } = await approvedUser();
    // A day short of the limit and in constant use: still fine, and listed as ending at the limit.
    await age(server, id, (SESSION_ABSOLUTE_DAYS - 1) * DAY_MS, 60_000);
    expect((await client.get('/api/me')).status).toBe(200);
    const [listed] = (await client.get('/api/security/sessions')).body.sessions;
    const row = (await sessionsOf(server, id))[0]!;
    expect(new Date(listed.expires_at).getTime()).toBe(row.created_at.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS);

    const staff = await connected(client.socket('/'));
    const account = await connected(client.socket(ACCOUNT_NAMESPACE));
    const told = nextEvent(account, SOCKET_EVENTS.sessionEnded);
    const closing = closesWithin(staff);
    // Used a minute ago, signed in a minute past the limit: the rolling idle deadline is far off,
    // but the session is over.
    await age(server, id, SESSION_ABSOLUTE_DAYS * DAY_MS + 60_000, 60_000);
    expect((await client.get('/api/me')).status).toBe(401);
    await Promise.all([closing, told]);
    expect(await sessionsOf(server, id)).toHaveLength(0);
    account.close();

    // A new sign-in starts a new absolute lifetime.
    expect((await client.post('/api/session/sign-in', { email, password: PASSWORD })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('refuses a socket handshake past the absolute lifetime, and the sweep ends sessions nobody uses', async () => {
    const { client, id, email } = await approvedUser();
    const staff = await connected(client.socket('/'));
    const other = new Client(server.url);
    expect((await other.post('/api/session/sign-in', { email, password: PASSWORD })).status).toBe(200);
    await age(server, id, SESSION_ABSOLUTE_DAYS * DAY_MS + 60_000, 60_000);
    const ids = (await sessionsOf(server, id)).map((r) => r.id);
    expect(ids).toHaveLength(2);

    // No request from either: the sweep deletes both and closes the open socket.
    const closing = closesWithin(staff);
    const ended = await endLapsedSessions(server.ctx);
    expect(ended).toEqual(expect.arrayContaining(ids));
    await closing;
    expect(await sessionsOf(server, id)).toHaveLength(0);
    await expect(connected(other.socket('/'))).rejects.toThrow('unauthorized');
  });

  it('changing the password needs the current one, ends every other session and its sockets, and keeps this one', async () => {
    const { client: here, id, email } = await approvedUser();
    const laptop = new Client(server.url);
    const phone = new Client(server.url);
    for (const c of [laptop, phone]) expect((await c.post('/api/session/sign-in', { email, password: PASSWORD })).status).toBe(200);
    const hereStaff = await connected(here.socket('/'));
    const hereAccount = await connected(here.socket(ACCOUNT_NAMESPACE));
    const laptopStaff = await connected(laptop.socket('/'));
    const phoneAccount = await connected(phone.socket(ACCOUNT_NAMESPACE));

    const wrong = await here.post('/api/security/password', { current_password: 'ikke mitt passord', new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'wrong_password', message: 'Feil nåværende passord.' });
    const short = await here.post('/api/security/password', { current_password: PASSWORD, new_password: 'for kort' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Passordet må ha minst 12 tegn');
    const same = await here.post('/api/security/password', { current_password: PASSWORD, new_password: PASSWORD });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body)).toContain('Det nye passordet må være forskjellig fra det nåværende.');
    expect((await here.post('/api/security/password', { current_password: PASSWORD, new_password: NEW_PASSWORD, revoke: false })).status).toBe(400);
    expect(await sessionsOf(server, id)).toHaveLength(3);
    expect((await new Client(server.url).post('/api/security/password', { current_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(401);

    const told = nextEvent(phoneAccount, SOCKET_EVENTS.sessionEnded);
    const closed = Promise.all([closesWithin(laptopStaff), closesWithin(phoneAccount), told]);
    const changed = await here.post('/api/security/password', { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true, revoked: 2 });
    await closed;

    await sleep(300);
    expect(hereStaff.connected).toBe(true);
    expect(hereAccount.connected).toBe(true);
    expect((await here.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect(await sessionsOf(server, id)).toHaveLength(1);

    expect((await new Client(server.url).post('/api/session/sign-in', { email, password: PASSWORD })).status).toBe(401);
    expect((await new Client(server.url).post('/api/session/sign-in', { email, password: NEW_PASSWORD })).status).toBe(200);
    const events = await server.database.query<{ details: { sessions_ended: number } }>(
      `SELECT details FROM security_events WHERE type = 'password_changed' AND target_id = $1`,
      [id],
    );
    expect(events.map((e) => e.details)).toEqual([{ sessions_ended: 2 }]);
    hereStaff.close();
    hereAccount.close();
  });

  it('deactivation closes every socket of the account within 5 s and refuses the session', async () => {
    const { client, id } = await approvedUser();
    const staff = await connected(client.socket('/'));
    const account = await connected(client.socket(ACCOUNT_NAMESPACE));
    const closing = Promise.all([closesWithin(staff), closesWithin(account)]);
    expect((await admin.post(`/api/admin/users/${id}/deactivate`, {})).status).toBe(200);
    const [staffMs, accountMs] = await closing;
    expect(Math.max(staffMs, accountMs)).toBeLessThan(5000);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/session')).body).toEqual({ signed_in: false, profile: null });
  });

  it('logs a whole sign-up, sign-in, request, socket and sign-out flow at trace level without any token', async () => {
    const secrets: string[] = [];
    const keep = (res: { headers: Headers }) => secrets.push(...secretsIn(res.headers.getSetCookie()));
    const ada = new Client(server.url);
    const email = `logg${++n}@example.no`;
    const signedUp = await ada.signUp('Logg Testesen', email);
    keep(signedUp);
    expect((await admin.post(`/api/admin/users/${signedUp.body.profile.id}/approve`, {})).status).toBe(200);
    const again = new Client(server.url);
    const signedIn = await again.post('/api/session/sign-in', { email, password: PASSWORD });
    keep(signedIn);
    expect(signedIn.headers.getSetCookie().join('\n')).not.toMatch(/\?[^;]*token/i);
    keep(await again.get('/api/me'));
    keep(await again.get('/api/security/sessions'));
    keep(await again.post('/api/security/password', { current_password: 'feil passord her', new_password: NEW_PASSWORD }));
    const socket = await connected(again.socket('/'));
    socket.close();
    keep(await again.post('/api/session/sign-out'));
    keep(await ada.post('/api/session/sign-out'));
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    // Also what a route or hook might hand the logger by hand: the configured redaction covers it.
    const [cookie] = secrets;
    server.app.log.info({ req: { headers: { cookie: `studioportal.session_token=${cookie}` } } }, 'manual request');
    server.app.log.info({ res: { headers: { 'set-cookie': [`studioportal.session_token=${cookie}`] } } }, 'manual reply');
    server.app.log.info({ headers: { authorization: `Bearer ${cookie}` } }, 'manual headers');
    server.app.log.info({ session: { token: cookie, userId: 'x' } }, 'manual session');
    server.app.log.info({ found: { session: { token: cookie } } }, 'manual nested session');

    const log = server.lines.join('');
    expect(log).toContain('/api/session/sign-in');
    expect(log).toContain('manual nested session');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Request lines carry only the path: no token was ever put in a URL.
    const urls = server.lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toMatch(/token|session_token/i);
  });
});

/**
 * A session row as better-auth writes it now: expires_at is the last refresh plus the fixed rolling
 * expiry (`rollingS`), far beyond the idle lifetime in force, which is checked against updated_at.
 */
async function rolled(server: TestServer, sessionId: string, signedInMs: number, usedMs: number, rollingS = ROLLING_S) {
  const now = Date.now();
  await server.database.query('UPDATE sessions SET created_at = $2, updated_at = $3, expires_at = $4 WHERE id = $1', [
    sessionId,
    new Date(now - signedInMs),
    new Date(now - usedMs),
    new Date(now - usedMs + rollingS * 1000),
  ]);
}

describe.each(DB_KINDS)('session lifetimes set on /enterprise apply without a restart (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  let n = 0;
  afterAll(async () => {
    await server?.close();
  });

  /** A new approved Tekniker, signed in once; its session's id. */
  async function signedInUser() {
    const email = `levetid${++n}@example.no`;
    const client = new Client(server.url);
    const id = (await client.signUp(`Levetid ${n}`, email)).body.profile.id as string;
    expect((await admin.post(`/api/admin/users/${id}/approve`, {})).status).toBe(200);
    const [row] = await sessionsOf(server, id);
    return { client, id, email, sessionId: row!.id };
  }
  const setLifetimes = async (body: Record<string, number>) => expect((await admin.put('/api/station-settings', body)).status).toBe(200);
  const listedEnd = async (client: Client, sessionId: string) => {
    const found = ((await client.get('/api/security/sessions')).body.sessions as { id: string; expires_at: string }[]).find((s) => s.id === sessionId);
    return found ? new Date(found.expires_at).getTime() : null;
  };

  it('a shorter idle lifetime ends sessions unused for longer at once, a longer one keeps them, and "Aktive økter" follows', async () => {
    server = await startServer(kind);
    admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');

    // Ulla's first session was last used 3 days ago; her second one lists it.
    const ulla = await signedInUser();
    const laptop = new Client(server.url);
    expect((await laptop.post('/api/session/sign-in', { email: ulla.email, password: PASSWORD })).status).toBe(200);
    // (The handshake is a use, so the socket opens before the clock is turned.)
    const ullaSocket = await connected(ulla.client.socket('/'));
    await rolled(server, ulla.sessionId, 3 * DAY_MS, 3 * DAY_MS);
    const lastUsed = (await sessionsOf(server, ulla.id)).find((r) => r.id === ulla.sessionId)!.updated_at.getTime();
    expect(await listedEnd(laptop, ulla.sessionId)).toBe(lastUsed + SESSION_IDLE_DAYS * DAY_MS);
    await setLifetimes({ session_idle_days: 5 });
    expect(await listedEnd(laptop, ulla.sessionId)).toBe(lastUsed + 5 * DAY_MS);

    // Vidar's session too, with a socket open and no request of its own.
    const vidar = await signedInUser();
    const vidarSocket = await connected(vidar.client.socket('/'));
    await rolled(server, vidar.sessionId, 3 * DAY_MS, 3 * DAY_MS);

    await setLifetimes({ session_idle_days: 2 });
    expect(await listedEnd(laptop, ulla.sessionId)).toBeNull();
    // Ulla's next request is refused, and her socket closes with it.
    const ullaClosing = closesWithin(ullaSocket);
    expect((await ulla.client.get('/api/me')).status).toBe(401);
    await ullaClosing;
    expect((await laptop.get('/api/me')).status).toBe(200);
    // The sweep ends Vidar's session and closes his socket.
    const vidarClosing = closesWithin(vidarSocket);
    expect(await endLapsedSessions(server.ctx)).toEqual([vidar.sessionId]);
    await vidarClosing;
    expect((await vidar.client.get('/api/me')).status).toBe(401);

    // Longer again: a session unused for 10 days is fine under 30.
    await setLifetimes({ session_idle_days: 30 });
    const wenche = await signedInUser();
    await rolled(server, wenche.sessionId, 10 * DAY_MS, 10 * DAY_MS);
    expect((await wenche.client.get('/api/me')).status).toBe(200);
    expect(await endLapsedSessions(server.ctx)).toEqual([]);
  });

  it('a shorter absolute lifetime ends a session signed in before it, however active', async () => {
    const xena = await signedInUser();
    await rolled(server, xena.sessionId, 3 * DAY_MS, 60_000);
    expect((await xena.client.get('/api/me')).status).toBe(200);
    await setLifetimes({ session_idle_days: 1, session_absolute_days: 2 });
    expect((await xena.client.get('/api/me')).status).toBe(401);
    expect(await sessionsOf(server, xena.id)).toHaveLength(0);
    // The administrator signed in minutes ago: still in.
    expect((await admin.get('/api/me')).status).toBe(200);
  });
});

describe.each(DB_KINDS)('SESSION_IDLE_DAYS and SESSION_ABSOLUTE_DAYS win over stored lifetimes (%s)', (kind) => {
  it('checks sessions against the environment, and better-auth rolls them by SESSION_IDLE_DAYS', async () => {
    const server = await startServer(kind, { SESSION_IDLE_DAYS: '2', SESSION_ABSOLUTE_DAYS: '10' });
    try {
      const admin = new Client(server.url);
      const adminId = (await admin.signUp('Ada Admin', 'ada@example.no')).body.profile.id as string;
      await server.database.query(`INSERT INTO app_settings (key, value) VALUES ('station.session_idle_days', to_jsonb(30)), ('station.session_absolute_days', to_jsonb(60))`);
      await stationSettingsOf(server.ctx).refresh();
      const sessionId = (await sessionsOf(server, adminId))[0]!.id;

      // In use: rolled on by the environment's 2 days, in the row and the cookie.
      await rolled(server, sessionId, DAY_MS, 2 * 60 * 60 * 1000, 2 * 24 * 60 * 60);
      const used = await admin.get('/api/me');
      expect(used.status).toBe(200);
      expect(used.headers.getSetCookie().find((c) => c.includes('session_token='))).toMatch(/Max-Age=172800/i);
      // Unused for 3 days (the stored 30 would allow it), and signed in 11 days ago (the stored 60 would too).
      await rolled(server, sessionId, DAY_MS, 3 * DAY_MS, 30 * 24 * 60 * 60);
      expect((await admin.get('/api/me')).status).toBe(401);
      const again = new Client(server.url);
      expect((await again.post('/api/session/sign-in', { email: 'ada@example.no', password: PASSWORD })).status).toBe(200);
      await rolled(server, (await sessionsOf(server, adminId))[0]!.id, 11 * DAY_MS, 60_000, 2 * 24 * 60 * 60);
      expect((await again.get('/api/me')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('session and first-administrator settings', () => {
  it('reads ADMIN_EMAIL and the lifetimes from the environment and refuses bad values', () => {
    expect(loadConfig({ ADMIN_EMAIL: '  Sjef@Radio.NO ' }).adminEmail).toBe('sjef@radio.no');
    expect(() => loadConfig({ ADMIN_EMAIL: 'ikke en adresse' })).toThrow(/ADMIN_EMAIL må være en e-postadresse/);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '14', SESSION_ABSOLUTE_DAYS: '7' })).toThrow(/SESSION_ABSOLUTE_DAYS kan ikke være kortere/);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(loadConfig({ SESSION_IDLE_DAYS: '', ADMIN_EMAIL: '' })).toMatchObject({
      sessionIdleDays: SESSION_IDLE_DAYS,
      sessionAbsoluteDays: SESSION_ABSOLUTE_DAYS,
      adminEmail: undefined,
    });
    expect(loadConfig({ SESSION_IDLE_DAYS: '1', SESSION_ABSOLUTE_DAYS: '14' })).toMatchObject({ sessionIdleDays: 1, sessionAbsoluteDays: 14 });
  });
});

describe.each(DB_KINDS)('ADMIN_EMAIL pins the first administrator (%s)', (kind) => {
  it('makes only that address (any case, trimmed) the first administrator; earlier sign-ups wait for it', async () => {
    const server = await startServer(kind, { ADMIN_EMAIL: '  Sjef@Radio.NO ' });
    try {
      const early = new Client(server.url);
      const e = await early.signUp('Tidlig Tekniker', 'tidlig@example.no');
      expect(e.status).toBe(201);
      expect(e.body.profile).toMatchObject({ app_role: 'Tekniker', approval_status: 'pending' });
      expect((await early.get('/api/admin/users')).status).toBe(403);

      const boss = new Client(server.url);
      const b = await boss.signUp('Stasjonssjef', '  SJEF@radio.no ');
      expect(b.status).toBe(201);
      expect(b.body.profile).toMatchObject({ app_role: 'Administrator', approval_status: 'approved' });

      const late = await new Client(server.url).signUp('Sen Tekniker', 'sen@example.no');
      expect(late.body.profile).toMatchObject({ app_role: 'Tekniker', approval_status: 'pending' });
      expect((await boss.post(`/api/admin/users/${e.body.profile.id}/approve`, {})).status).toBe(200);
      expect((await early.get('/api/me')).body.profile.approval_status).toBe('approved');

      const events = await server.database.query<{ details: Record<string, unknown> }>(
        `SELECT details FROM security_events WHERE type = 'sign_up' AND target_id = $1`,
        [b.body.profile.id],
      );
      expect(events[0]?.details).toEqual({ first_account: true, admin_email: true });
    } finally {
      await server.close();
    }
  });
});
