import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NAMESPACE, SOCKET_EVENTS } from '@studioportal/shared';
import { adminAndPending, Client, connected, DB_KINDS, nextEvent, startServer, type TestServer } from './harness';

describe.each(DB_KINDS)('accounts and approval (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('makes the first account an approved administrator and later ones pending technicians', async () => {
    const { admin, pending } = await adminAndPending(server);
    const me = await admin.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ app_role: 'Administrator', approval_status: 'approved', full_name: 'Ada Admin' });
    expect(me.body.profile.approved_at).not.toBeNull();
    const other = await pending.get('/api/me');
    expect(other.body.profile).toMatchObject({ app_role: 'Tekniker', approval_status: 'pending', approved_at: null });
  });

  it('records a requested role without granting it', async () => {
    const admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    const wannabe = new Client(server.url);
    const res = await wannabe.signUp('Wanna Admin', 'wanna@example.no', { app_role: 'Administrator' });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ app_role: 'Tekniker', approval_status: 'pending', requested_role: 'Administrator' });
    expect((await wannabe.get('/api/admin/users')).status).toBe(403);
  });

  it('lets only one of many simultaneous first sign-ups become administrator', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => new Client(server.url).signUp(`Person ${i}`, `p${i}@example.no`)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM profiles WHERE app_role = 'Administrator' AND approval_status = 'approved'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('rejects invalid sign-up input with Norwegian messages and stores nothing', async () => {
    const c = new Client(server.url);
    const short = await c.post('/api/session/sign-up', { full_name: 'Kort', email: 'kort@example.no', password: 'kort' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Passordet må ha minst 12 tegn');
    const noName = await c.post('/api/session/sign-up', { full_name: '   ', email: 'x@example.no', password: 'et langt passord 123' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Fullt navn er påkrevd');
    const extra = await c.post('/api/session/sign-up', { full_name: 'X', email: 'x@example.no', password: 'et langt passord 123', approval_status: 'approved' });
    expect(extra.status).toBe(400);
    const notJson = await c.request('POST', '/api/session/sign-up', undefined, { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBeTruthy();
    const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(0);
  });

  it('accepts long Unicode passphrases and refuses a second account on the same e-mail', async () => {
    const c = new Client(server.url);
    const phrase = 'blåbærsyltetøy på vaffel 🧇 hver fredag morgen';
    expect((await c.post('/api/session/sign-up', { full_name: 'Åse Ødegård', email: 'ase@example.no', password: phrase })).status).toBe(201);
    const again = await new Client(server.url).post('/api/session/sign-up', { full_name: 'Åse', email: 'ase@example.no', password: phrase });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Det finnes allerede en konto med denne e-postadressen.');
    const signIn = await new Client(server.url).post('/api/session/sign-in', { email: 'ase@example.no', password: phrase });
    expect(signIn.status).toBe(200);
    expect(signIn.body.profile.full_name).toBe('Åse Ødegård');
  });

  it('answers a wrong password with 401 and throttles the sixth attempt on one account', async () => {
    await new Client(server.url).signUp('Ada Admin', 'ada@example.no');
    const c = new Client(server.url);
    // Sign-up used one attempt of this account's allowance.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await c.post('/api/session/sign-in', { email: 'ada@example.no', password: 'feil passord her' })).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const res = await c.post('/api/session/sign-in', { email: 'ada@example.no', password: 'feil passord her' });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('For mange innloggingsforsøk. Vent litt og prøv igjen.');
  });

  it('refuses a pending user every staff route and the staff socket, but serves their own status', async () => {
    const { pending } = await adminAndPending(server);
    expect((await pending.get('/api/me')).status).toBe(200);
    const admin = await pending.get('/api/admin/users');
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe('not_approved');
    await expect(connected(pending.socket('/'))).rejects.toThrow('not_approved');
    const account = await connected(pending.socket(ACCOUNT_NAMESPACE));
    expect(account.connected).toBe(true);
    account.close();
    // The auth library's own HTTP endpoints are not mounted: nobody changes a name, e-mail or
    // password, or lists sessions, around our validation and approval gate.
    for (const path of ['/api/auth/update-user', '/api/auth/change-email', '/api/auth/change-password', '/api/auth/delete-user']) {
      const res = await pending.post(path, { name: 'Omgått', newEmail: 'x@example.no', currentPassword: 'x', newPassword: 'y' });
      expect(res.status, path).toBe(404);
    }
    expect((await pending.get('/api/auth/list-sessions')).status).toBe(404);
    const me = await pending.get('/api/me');
    expect(me.body.profile.full_name).toBe('Per Pending');
  });

  it('refuses anonymous callers', async () => {
    const anon = new Client(server.url);
    expect((await anon.get('/api/me')).status).toBe(401);
    expect((await anon.get('/api/admin/users')).status).toBe(401);
    await expect(connected(anon.socket('/'))).rejects.toThrow('unauthorized');
    await expect(connected(anon.socket(ACCOUNT_NAMESPACE))).rejects.toThrow('unauthorized');
  });

  it('answers GET /api/session with 200 for anyone: signed in or not, never a failed request (issue 19)', async () => {
    const anon = new Client(server.url);
    const visitor = await anon.get('/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ signed_in: false, profile: null });
    // /api/me keeps its meaning: a caller without a session gets 401.
    expect((await anon.get('/api/me')).status).toBe(401);

    const { admin, pending, pendingId } = await adminAndPending(server);
    const own = await pending.get('/api/session');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ signed_in: true, profile: { id: pendingId, approval_status: 'pending' } });
    expect((await admin.get('/api/session')).body.profile).toMatchObject({ app_role: 'Administrator' });

    expect((await admin.post('/api/session/sign-out')).status).toBe(200);
    expect((await admin.get('/api/session')).body).toEqual({ signed_in: false, profile: null });
  });

  it('pushes approval to the pending user live and then admits them to the staff socket', async () => {
    const { admin, pending, pendingId } = await adminAndPending(server);
    const account = await connected(pending.socket(ACCOUNT_NAMESPACE));
    const update = nextEvent<any>(account, SOCKET_EVENTS.profileUpdated, (p) => p.approval_status === 'approved', 1000);
    const res = await admin.post(`/api/admin/users/${pendingId}/approve`, { app_role: 'Programleder' });
    expect(res.status).toBe(200);
    const pushed = await update;
    expect(pushed).toMatchObject({ id: pendingId, app_role: 'Programleder', approval_status: 'approved' });
    const staff = await connected(pending.socket('/'));
    expect(staff.connected).toBe(true);
    staff.close();
    account.close();
    const events = await server.database.query<{ type: string }>(`SELECT type FROM security_events WHERE target_id = $1 ORDER BY created_at`, [pendingId]);
    expect(events.map((e) => e.type)).toContain('user_approved');
  });

  it('rejects with a reason that the user can read, and closes their staff socket when access is lost', async () => {
    const { admin, pending, pendingId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${pendingId}/approve`, {});
    const staff = await connected(pending.socket('/'));
    const closed = new Promise((resolve) => staff.once('disconnect', resolve));
    const res = await admin.post(`/api/admin/users/${pendingId}/reject`, { reason: 'Ukjent person' });
    expect(res.status).toBe(200);
    await closed;
    const me = await pending.get('/api/me');
    expect(me.body.profile).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Ukjent person' });
    expect((await pending.get('/api/admin/users')).status).toBe(403);
    expect((await admin.post(`/api/admin/users/${pendingId}/reject`, { reason: '' })).status).toBe(400);
  });

  it('lets only administrators manage users and keeps the last administrator', async () => {
    const { admin, pending, adminId, pendingId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${pendingId}/approve`, {});
    const tech = await pending.post(`/api/admin/users/${adminId}/role`, { app_role: 'Tekniker' });
    expect(tech.status).toBe(403);
    expect(tech.body.error.code).toBe('forbidden');
    const demoteSelf = await admin.post(`/api/admin/users/${adminId}/role`, { app_role: 'Tekniker' });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.error.message).toBe('Du kan ikke fjerne den siste administratoren.');
    expect((await admin.post(`/api/admin/users/${pendingId}/role`, { app_role: 'Superbruker' })).status).toBe(400);
    expect((await admin.post(`/api/admin/users/${pendingId}/role`, { app_role: 'Administrator' })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${adminId}/role`, { app_role: 'Programleder' })).status).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(403);
  });

  it('signs out: the session ends and its sockets are told and closed', async () => {
    const { admin } = await adminAndPending(server);
    const account = await connected(admin.socket(ACCOUNT_NAMESPACE));
    const staff = await connected(admin.socket('/'));
    const ended = nextEvent(account, SOCKET_EVENTS.sessionEnded);
    const staffClosed = new Promise((resolve) => staff.once('disconnect', resolve));
    expect((await admin.post('/api/session/sign-out')).status).toBe(200);
    await ended;
    await staffClosed;
    expect((await admin.get('/api/me')).status).toBe(401);
    account.close();
  });
});
