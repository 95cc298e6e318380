import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS, ACCOUNT_NAMESPACE, SOCKET_EVENTS } from '@studioportal/shared';
import { adminAndPending, Client, connected, DB_KINDS, nextEvent, startServer, type TestServer } from './harness';

const PASSWORD = 'et langt passord 123';

describe.each(DB_KINDS)('user management (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('filters by status and role, searches name and e-mail, and lists pending first with counts', async () => {
    const { admin, pendingId } = await adminAndPending(server);
    const kari = new Client(server.url);
    const k = await kari.signUp('Kari Nordmann', 'kari@example.no');
    const ola = new Client(server.url);
    const o = await ola.signUp('Ola Programleder', 'ola@radio.no');
    await admin.post(`/api/admin/users/${k.body.profile.id}/reject`, { reason: 'Ukjent' });
    await admin.post(`/api/admin/users/${o.body.profile.id}/approve`, { app_role: 'Programleder' });

    const all = await admin.get('/api/admin/users');
    expect(all.status).toBe(200);
    expect(all.body.users[0].id).toBe(pendingId);
    expect(all.body.counts).toEqual({ all: 4, pending: 1, approved: 2, rejected: 1, deactivated: 0 });

    const names = async (query: string) => (await admin.get(`/api/admin/users${query}`)).body.users.map((u: { full_name: string }) => u.full_name);
    expect(await names('?status=pending')).toEqual(['Per Pending']);
    expect(await names('?status=rejected')).toEqual(['Kari Nordmann']);
    expect(await names('?role=Programleder')).toEqual(['Ola Programleder']);
    expect(await names('?status=approved&role=Administrator')).toEqual(['Ada Admin']);
    expect(await names('?q=radio.no')).toEqual(['Ola Programleder']);
    expect(await names('?q=NORD')).toEqual(['Kari Nordmann']);
    expect(await names('?q=%25')).toEqual([]);
    expect((await admin.get('/api/admin/users?status=banned')).status).toBe(400);
    expect((await admin.get('/api/admin/users?sort=name')).status).toBe(400);
    expect((await admin.get('/api/admin/users/pending-count')).body).toEqual({ count: 1 });
  });

  it('deactivation ends every session and socket of the user at once, and blocks sign-in until reactivated', async () => {
    const { admin, pending: user, pendingId: userId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${userId}/approve`, {});
    const secondBrowser = new Client(server.url);
    expect((await secondBrowser.post('/api/session/sign-in', { email: 'per@example.no', password: PASSWORD })).status).toBe(200);

    const staff = await connected(user.socket('/'));
    const account = await connected(user.socket(ACCOUNT_NAMESPACE));
    const otherStaff = await connected(secondBrowser.socket('/'));
    const staffClosed = new Promise((resolve) => staff.once('disconnect', resolve));
    const otherClosed = new Promise((resolve) => otherStaff.once('disconnect', resolve));
    const told = nextEvent(account, SOCKET_EVENTS.sessionEnded);

    const res = await admin.post(`/api/admin/users/${userId}/deactivate`, {});
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: userId, is_active: false });
    await Promise.all([staffClosed, otherClosed, told]);

    expect((await user.get('/api/me')).status).toBe(401);
    expect((await secondBrowser.get('/api/me')).status).toBe(401);
    const sessions = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
    expect(sessions[0]?.n).toBe(0);
    await expect(connected(user.socket('/'))).rejects.toThrow('unauthorized');

    const blocked = await new Client(server.url).post('/api/session/sign-in', { email: 'per@example.no', password: PASSWORD });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toEqual({ code: 'account_deactivated', message: 'Kontoen din er deaktivert. Kontakt en administrator.' });

    expect((await admin.post(`/api/admin/users/${userId}/deactivate`, {})).status).toBe(409);
    expect((await admin.post(`/api/admin/users/${userId}/reactivate`, {})).body.profile.is_active).toBe(true);
    const back = new Client(server.url);
    expect((await back.post('/api/session/sign-in', { email: 'per@example.no', password: PASSWORD })).status).toBe(200);
    expect((await back.get('/api/me')).body.profile.is_active).toBe(true);

    const events = await server.database.query<{ type: string; actor_id: string }>(
      `SELECT type, actor_id FROM security_events WHERE target_id = $1 AND type IN ('user_deactivated', 'user_reactivated') ORDER BY created_at`,
      [userId],
    );
    expect(events.map((e) => e.type)).toEqual(['user_deactivated', 'user_reactivated']);
    account.close();
  });

  it('refuses self-deactivation and keeps the last administrator', async () => {
    const { admin, adminId } = await adminAndPending(server);
    const self = await admin.post(`/api/admin/users/${adminId}/deactivate`, {});
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('Du kan ikke deaktivere din egen konto.');
    const demote = await admin.post(`/api/admin/users/${adminId}/role`, { app_role: 'Programleder' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe('Du kan ikke fjerne den siste administratoren.');
    expect((await admin.get('/api/me')).body.profile).toMatchObject({ is_active: true, app_role: 'Administrator' });
    expect((await admin.post('/api/admin/users/no-such-user/deactivate', {})).status).toBe(404);
    expect((await admin.post(`/api/admin/users/${adminId}/deactivate`, { reason: 'x' })).status).toBe(400);
  });

  it('shows administrators new sign-ups and every change live, and the affected user their own', async () => {
    const { admin, pending, pendingId } = await adminAndPending(server);
    const adminSocket = await connected(admin.socket('/'));
    const signedUp = nextEvent<any>(adminSocket, SOCKET_EVENTS.event, (e) => e.type === ACCOUNT_EVENTS.userChanged && e.payload.profile.email === 'nora@example.no');
    await new Client(server.url).signUp('Nora Ny', 'nora@example.no');
    expect((await signedUp).payload.profile).toMatchObject({ full_name: 'Nora Ny', approval_status: 'pending' });

    const account = await connected(pending.socket(ACCOUNT_NAMESPACE));
    const ownUpdate = nextEvent<any>(account, SOCKET_EVENTS.profileUpdated, (p) => p.app_role === 'Programleder');
    const adminSees = nextEvent<any>(adminSocket, SOCKET_EVENTS.event, (e) => e.type === ACCOUNT_EVENTS.userChanged && e.payload.profile.id === pendingId && e.payload.profile.approval_status === 'approved');
    await admin.post(`/api/admin/users/${pendingId}/approve`, { app_role: 'Programleder' });
    await Promise.all([ownUpdate, adminSees]);
    const types = await server.database.query<{ type: string }>('SELECT type FROM security_events WHERE target_id = $1', [pendingId]);
    expect(types.map((t) => t.type)).toContain('user_approved');
    adminSocket.close();
    account.close();
  });
});
