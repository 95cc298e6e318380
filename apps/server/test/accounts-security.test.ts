import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NAMESPACE, SOCKET_EVENTS } from '@studioportal/shared';
import { totpNow } from './accounts-helpers';
import { adminAndPending, Client, connected, DB_KINDS, nextEvent, startServer, type TestServer } from './harness';

const PASSWORD = 'et langt passord 123';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function signIn(client: Client, body: Record<string, unknown>, userAgent?: string) {
  return client.request('POST', '/api/session/sign-in', body, userAgent ? { 'user-agent': userAgent } : {});
}

describe.each(DB_KINDS)('security page (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('keeps each user their own login history, failures included, with a readable browser', async () => {
    const { admin, pending, pendingId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${pendingId}/approve`, {});
    expect((await signIn(new Client(server.url), { email: 'per@example.no', password: 'feil passord!!' }, CHROME)).status).toBe(401);
    const phone = new Client(server.url);
    expect((await signIn(phone, { email: 'per@example.no', password: PASSWORD }, SAFARI_IPHONE)).status).toBe(200);

    const history = await pending.get('/api/security/login-history');
    expect(history.status).toBe(200);
    expect(history.body.entries.slice(0, 2)).toMatchObject([
      { success: true, browser: 'Safari på iPhone', ip: '127.0.0.1' },
      { success: false, browser: 'Chrome på Windows', reason: 'invalid_credentials' },
    ]);
    const adminHistory = await admin.get('/api/security/login-history');
    expect(adminHistory.body.entries.every((e: { user_agent: string | null }) => e.user_agent !== SAFARI_IPHONE)).toBe(true);
  });

  it('lists active sessions and logs out one other session, closing its sockets at once', async () => {
    const { admin } = await adminAndPending(server);
    const laptop = new Client(server.url);
    expect((await signIn(laptop, { email: 'ada@example.no', password: PASSWORD }, CHROME)).status).toBe(200);
    const list = await admin.get('/api/security/sessions');
    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions[0].current).toBe(true);
    const other = list.body.sessions.find((s: { current: boolean }) => !s.current);
    expect(other.browser).toBe('Chrome på Windows');

    const laptopStaff = await connected(laptop.socket('/'));
    const laptopAccount = await connected(laptop.socket(ACCOUNT_NAMESPACE));
    const told = nextEvent(laptopAccount, SOCKET_EVENTS.sessionEnded);
    const closed = new Promise((resolve) => laptopStaff.once('disconnect', resolve));
    expect((await admin.request('DELETE', `/api/security/sessions/${other.id}`)).status).toBe(200);
    await Promise.all([told, closed]);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await admin.get('/api/me')).status).toBe(200);
    expect((await admin.request('DELETE', `/api/security/sessions/${other.id}`)).status).toBe(404);
    laptopAccount.close();
  });

  it("cannot log out someone else's session, and 'log out all others' keeps the current one", async () => {
    const { admin, pending, pendingId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${pendingId}/approve`, {});
    const perSessions = (await pending.get('/api/security/sessions')).body.sessions;
    const stolen = await admin.request('DELETE', `/api/security/sessions/${perSessions[0].id}`);
    expect(stolen.status).toBe(404);
    expect((await pending.get('/api/me')).status).toBe(200);

    const tablet = new Client(server.url);
    const phone = new Client(server.url);
    await signIn(tablet, { email: 'ada@example.no', password: PASSWORD });
    await signIn(phone, { email: 'ada@example.no', password: PASSWORD });
    const res = await admin.post('/api/security/sessions/revoke-others', {});
    expect(res.body).toEqual({ revoked: 2 });
    expect((await tablet.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await admin.get('/api/me')).status).toBe(200);
    expect((await pending.get('/api/me')).status).toBe(200);
    expect((await admin.post('/api/security/sessions/revoke-others', { all: true })).status).toBe(400);
  });

  it('enrols TOTP two-factor and then requires a code at sign-in', async () => {
    const { admin } = await adminAndPending(server);
    expect((await admin.get('/api/security/two-factor')).body).toEqual({ enabled: false, backup_codes_remaining: null });

    const wrongPassword = await admin.post('/api/security/two-factor/enable', { password: 'ikke passordet' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.message).toBe('Feil passord.');

    const enrol = await admin.post('/api/security/two-factor/enable', { password: PASSWORD });
    expect(enrol.status).toBe(200);
    expect(enrol.body.totp_uri).toMatch(/^otpauth:\/\/totp\/Studioportal:ada%40example\.no\?/);
    expect(enrol.body.backup_codes).toHaveLength(10);
    const secret: string = enrol.body.secret;
    // Not on until the first code from the app is confirmed.
    expect((await signIn(new Client(server.url), { email: 'ada@example.no', password: PASSWORD })).status).toBe(200);

    const badCode = await admin.post('/api/security/two-factor/verify', { code: '000000' === totpNow(secret) ? '111111' : '000000' });
    expect(badCode.status).toBe(401);
    expect(badCode.body.error.message).toBe('Koden er feil eller utløpt. Prøv igjen.');
    const confirmed = await admin.post('/api/security/two-factor/verify', { code: totpNow(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ enabled: true, backup_codes_remaining: 10 });
    // The session was rotated; the browser keeps working with the new cookie.
    expect((await admin.get('/api/me')).status).toBe(200);

    const browser = new Client(server.url);
    const noCode = await signIn(browser, { email: 'ada@example.no', password: PASSWORD });
    expect(noCode.status).toBe(401);
    expect(noCode.body.error).toEqual({ code: 'two_factor_required', message: 'Skriv inn engangskoden fra autentiseringsappen.' });
    expect((await browser.get('/api/me')).status).toBe(401);
    const wrong = await signIn(browser, { email: 'ada@example.no', password: PASSWORD, code: '12345' });
    expect(wrong.status).toBe(400);
    const wrongCode = await signIn(browser, { email: 'ada@example.no', password: PASSWORD, code: totpNow(secret, Date.now() - 10 * 60_000) });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.error.code).toBe('invalid_code');
    // The next step's code: the one that switched two-factor on is used up (a code works once).
    const withCode = await signIn(browser, { email: 'ada@example.no', password: PASSWORD, code: totpNow(secret, Date.now() + 30_000) });
    expect(withCode.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);

    const history = (await admin.get('/api/security/login-history')).body.entries;
    expect(history.some((e: { success: boolean; reason: string }) => !e.success && e.reason === 'invalid_code')).toBe(true);
  });

  // Sign-in is throttled per account (5 attempts, then one every 12 s), so the backup-code and
  // switch-off paths get their own account and server.
  it('accepts each backup code once, replaces them on request, and signs in without a code once switched off', async () => {
    const { admin } = await adminAndPending(server);
    const enrol = await admin.post('/api/security/two-factor/enable', { password: PASSWORD });
    expect((await admin.post('/api/security/two-factor/verify', { code: totpNow(enrol.body.secret) })).status).toBe(200);
    const backup: string = enrol.body.backup_codes[0];
    const viaBackup = new Client(server.url);
    expect((await signIn(viaBackup, { email: 'ada@example.no', password: PASSWORD, code: backup.replace('-', '') })).status).toBe(200);
    expect((await viaBackup.get('/api/me')).status).toBe(200);
    expect((await signIn(new Client(server.url), { email: 'ada@example.no', password: PASSWORD, code: backup })).status).toBe(401);
    expect((await admin.get('/api/security/two-factor')).body.backup_codes_remaining).toBe(9);

    const fresh = await admin.post('/api/security/two-factor/backup-codes', { password: PASSWORD });
    expect(fresh.body.backup_codes).toHaveLength(10);
    expect((await signIn(new Client(server.url), { email: 'ada@example.no', password: PASSWORD, code: enrol.body.backup_codes[1] })).status).toBe(401);

    const off = await admin.post('/api/security/two-factor/disable', { password: PASSWORD });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, backup_codes_remaining: null });
    expect((await admin.get('/api/me')).status).toBe(200);
    expect((await signIn(new Client(server.url), { email: 'ada@example.no', password: PASSWORD })).status).toBe(200);
    const types = (await admin.get('/api/security/events')).body.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['two_factor_enabled', 'two_factor_disabled', 'backup_codes_regenerated']));
  });

  it('keeps the staff socket of the enrolling tab bound to its new session', async () => {
    const { admin } = await adminAndPending(server);
    const socket = await connected(admin.socket('/'));
    const enrol = await admin.post('/api/security/two-factor/enable', { password: PASSWORD });
    expect((await admin.post('/api/security/two-factor/verify', { code: totpNow(enrol.body.secret) })).status).toBe(200);
    // Logging out the (new) current session from elsewhere must close the tab's socket too.
    const current = (await admin.get('/api/security/sessions')).body.sessions.find((s: { current: boolean }) => s.current);
    const other = new Client(server.url);
    await signIn(other, { email: 'ada@example.no', password: PASSWORD, code: totpNow(enrol.body.secret, Date.now() + 30_000) });
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await other.request('DELETE', `/api/security/sessions/${current.id}`)).status).toBe(200);
    await closed;
  });

  it('shows administrators the security events with names, filterable by type', async () => {
    const { admin, pendingId } = await adminAndPending(server);
    await signIn(new Client(server.url), { email: 'ada@example.no', password: 'feil passord!!' });
    await admin.post(`/api/admin/users/${pendingId}/approve`, { app_role: 'Programleder' });
    await admin.post(`/api/admin/users/${pendingId}/role`, { app_role: 'Tekniker' });
    const res = await admin.get('/api/security/events');
    expect(res.status).toBe(200);
    const types = res.body.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['sign_in_failed', 'user_approved', 'role_changed', 'sign_up']));
    const roleChange = res.body.events.find((e: { type: string }) => e.type === 'role_changed');
    expect(roleChange).toMatchObject({
      actor: { full_name: 'Ada Admin', email: 'ada@example.no' },
      target: { full_name: 'Per Pending' },
      details: { from: 'Programleder', to: 'Tekniker' },
    });
    const onlyFailed = await admin.get('/api/security/events?type=sign_in_failed');
    expect(onlyFailed.body.events.map((e: { type: string }) => e.type)).toEqual(['sign_in_failed']);
    expect(onlyFailed.body.events[0].details.email).toBe('ada@example.no');
    expect((await admin.get('/api/security/events?limit=1')).body.events).toHaveLength(1);
    expect((await admin.get('/api/security/events?type=drop_table')).status).toBe(400);
  });
});
