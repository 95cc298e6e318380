import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBuffer, uploadPicture } from './accounts-helpers';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';

type Principal = 'anonymous' | 'pending' | 'Tekniker' | 'Programleder' | 'Administrator';
const PRINCIPALS: Principal[] = ['anonymous', 'pending', 'Tekniker', 'Programleder', 'Administrator'];

/** Who may call what. A row's `allowed` lists the principals that must get past authorisation. */
interface Rule {
  name: string;
  allowed: Principal[];
  call(client: Client, ids: { targetId: string }): Promise<{ status: number; body: any }>;
}

const APPROVED: Principal[] = ['Tekniker', 'Programleder', 'Administrator'];
const ADMIN: Principal[] = ['Administrator'];

const MATRIX: Rule[] = [
  { name: 'PATCH /api/profile', allowed: APPROVED, call: (c) => c.request('PATCH', '/api/profile', { full_name: 'Nytt Navn' }) },
  { name: 'GET /api/profiles', allowed: APPROVED, call: (c) => c.get('/api/profiles') },
  { name: 'POST /api/rpc/claim_chat_color', allowed: APPROVED, call: (c) => c.post('/api/rpc/claim_chat_color', { p_color: '#000000' }) },
  { name: 'POST /api/rpc/get_available_color_suggestions', allowed: APPROVED, call: (c) => c.post('/api/rpc/get_available_color_suggestions', { limit_count: 16 }) },
  { name: 'POST /api/profile/picture', allowed: APPROVED, call: async (c) => uploadPicture(c, await pngBuffer(8, 8), 'a.png', 'image/png') },
  { name: 'DELETE /api/profile/picture', allowed: APPROVED, call: (c) => c.request('DELETE', '/api/profile/picture') },
  { name: 'GET /api/admin/users', allowed: ADMIN, call: (c) => c.get('/api/admin/users?status=pending') },
  { name: 'GET /api/admin/users/pending-count', allowed: ADMIN, call: (c) => c.get('/api/admin/users/pending-count') },
  { name: 'POST /api/admin/users/:id/approve', allowed: ADMIN, call: (c) => c.post('/api/admin/users/no-such-user/approve', {}) },
  { name: 'POST /api/admin/users/:id/reject', allowed: ADMIN, call: (c) => c.post('/api/admin/users/no-such-user/reject', { reason: 'Nei' }) },
  { name: 'POST /api/admin/users/:id/role', allowed: ADMIN, call: (c) => c.post('/api/admin/users/no-such-user/role', { app_role: 'Tekniker' }) },
  { name: 'POST /api/admin/users/:id/deactivate', allowed: ADMIN, call: (c) => c.post('/api/admin/users/no-such-user/deactivate', {}) },
  { name: 'POST /api/admin/users/:id/reactivate', allowed: ADMIN, call: (c) => c.post('/api/admin/users/no-such-user/reactivate', {}) },
  { name: 'GET /api/security/login-history', allowed: APPROVED, call: (c) => c.get('/api/security/login-history') },
  { name: 'GET /api/security/sessions', allowed: APPROVED, call: (c) => c.get('/api/security/sessions') },
  { name: 'DELETE /api/security/sessions/:id', allowed: APPROVED, call: (c) => c.request('DELETE', '/api/security/sessions/no-such-session') },
  { name: 'POST /api/security/sessions/revoke-others', allowed: APPROVED, call: (c) => c.post('/api/security/sessions/revoke-others', {}) },
  { name: 'GET /api/security/events', allowed: ADMIN, call: (c) => c.get('/api/security/events') },
  { name: 'GET /api/security/two-factor', allowed: APPROVED, call: (c) => c.get('/api/security/two-factor') },
  { name: 'POST /api/security/two-factor/enable', allowed: APPROVED, call: (c) => c.post('/api/security/two-factor/enable', { password: 'ikke riktig' }) },
  { name: 'POST /api/security/two-factor/verify', allowed: APPROVED, call: (c) => c.post('/api/security/two-factor/verify', { code: '123456' }) },
  { name: 'POST /api/security/two-factor/disable', allowed: APPROVED, call: (c) => c.post('/api/security/two-factor/disable', { password: 'ikke riktig' }) },
  { name: 'POST /api/security/two-factor/backup-codes', allowed: APPROVED, call: (c) => c.post('/api/security/two-factor/backup-codes', { password: 'ikke riktig' }) },
];

/** What a refused principal gets: 401 unauthorized before sign-in, 403 after. */
const DENIAL: Record<Principal, { status: number; code: string }> = {
  anonymous: { status: 401, code: 'unauthorized' },
  pending: { status: 403, code: 'not_approved' },
  Tekniker: { status: 403, code: 'forbidden' },
  Programleder: { status: 403, code: 'forbidden' },
  Administrator: { status: 403, code: 'forbidden' },
};

describe.each(DB_KINDS)('authorisation matrix for account routes (%s)', (kind) => {
  let server: TestServer;
  const clients = {} as Record<Principal, Client>;
  const ids = { targetId: '' };

  beforeAll(async () => {
    server = await startServer(kind);
    clients.anonymous = new Client(server.url);
    clients.Administrator = new Client(server.url);
    await clients.Administrator.signUp('Ada Admin', 'ada@example.no');
    for (const [i, role] of (['Tekniker', 'Programleder'] as const).entries()) {
      const c = new Client(server.url);
      const res = await c.signUp(`${role} Testesen`, `p${i}@example.no`);
      await clients.Administrator.post(`/api/admin/users/${res.body.profile.id}/approve`, { app_role: role });
      clients[role] = c;
    }
    clients.pending = new Client(server.url);
    ids.targetId = (await clients.pending.signUp('Per Pending', 'per@example.no')).body.profile.id;
  });
  afterAll(async () => {
    await server.close();
  });

  for (const rule of MATRIX) {
    for (const principal of PRINCIPALS) {
      const allowed = rule.allowed.includes(principal);
      it(`${rule.name} × ${principal}: ${allowed ? 'allowed' : 'denied'}`, async () => {
        const res = await rule.call(clients[principal], ids);
        if (allowed) {
          expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
        } else {
          expect(res.status, JSON.stringify(res.body)).toBe(DENIAL[principal].status);
          expect(res.body.error.code).toBe(DENIAL[principal].code);
        }
      });
    }
  }

  it('changed nothing for the refused callers', async () => {
    const rows = await server.database.query<{ full_name: string; chat_color: string | null; approval_status: string }>(
      'SELECT full_name, chat_color, approval_status FROM profiles WHERE id = $1',
      [ids.targetId],
    );
    expect(rows[0]).toEqual({ full_name: 'Per Pending', chat_color: null, approval_status: 'pending' });
  });
});
