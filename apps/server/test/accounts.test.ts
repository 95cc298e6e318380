import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EVENTS,
  CHANNELS,
  FALLBACK_CHAT_COLORS,
  NORMALIZED_COLOR_PATTERN,
  PRESENCE_EVENTS,
  SOCKET_EVENTS,
  contrastWarning,
} from '@studioportal/shared';
import { approvedColleagues } from './accounts-helpers';
import { adminAndPending, Client, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

async function profileRow(server: TestServer, id: string) {
  const [row] = await server.database.query<Record<string, unknown>>(
    'SELECT full_name, app_role, approval_status, chat_color, is_active, profile_picture_url, updated_at FROM profiles WHERE id = $1',
    [id],
  );
  return row;
}

describe.each(DB_KINDS)('own profile and chat colour (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await server.close();
  });

  async function adminAndColleague() {
    const { admin, pending, adminId, pendingId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${pendingId}/approve`, {});
    return { admin, adminId, user: pending, userId: pendingId };
  }

  it('saves the own full name trimmed, and nothing else', async () => {
    const { user, userId } = await adminAndColleague();
    const res = await user.request('PATCH', '/api/profile', { full_name: '  Per Persen  ' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: userId, full_name: 'Per Persen', app_role: 'Tekniker' });
    expect((await profileRow(server, userId))?.full_name).toBe('Per Persen');

    const blank = await user.request('PATCH', '/api/profile', { full_name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Fullt navn er påkrevd');
  });

  it('refuses role, approval, colour and any other extra key and leaves the row unchanged', async () => {
    const { user, userId } = await adminAndColleague();
    const before = await profileRow(server, userId);
    const attempts: Record<string, unknown>[] = [
      { full_name: 'Hacker', app_role: 'Administrator' },
      { full_name: 'Hacker', approval_status: 'approved' },
      { full_name: 'Hacker', chat_color: '#ff0000' },
      { full_name: 'Hacker', is_active: true },
      { full_name: 'Hacker', id: 'someone-else' },
      { full_name: 'Hacker', profile_picture_url: 'https://evil.example/x.png' },
      { app_role: 'Administrator' },
      { full_name: ['Hacker'] },
    ];
    for (const body of attempts) {
      const res = await user.request('PATCH', '/api/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect(await profileRow(server, userId)).toEqual(before);
  });

  it('lets nobody but an approved signed-in user change a profile', async () => {
    const { admin, pending, pendingId } = await adminAndPending(server);
    const anon = await new Client(server.url).request('PATCH', '/api/profile', { full_name: 'X' });
    expect(anon.status).toBe(401);
    const notApproved = await pending.request('PATCH', '/api/profile', { full_name: 'X' });
    expect(notApproved.status).toBe(403);
    expect(notApproved.body.error.code).toBe('not_approved');
    expect((await profileRow(server, pendingId))?.full_name).toBe('Per Pending');
    // The admin's update changes the admin's own row, never the colleague's.
    await admin.request('PATCH', '/api/profile', { full_name: 'Ada Lovelace' });
    expect((await profileRow(server, pendingId))?.full_name).toBe('Per Pending');
  });

  it('claims a colour in each accepted format and stores it as #rrggbb', async () => {
    const { user, userId } = await adminAndColleague();
    const cases: [string, string][] = [
      ['#ABC', '#aabbcc'],
      ['#12AB9F', '#12ab9f'],
      ['hsl(120, 100%, 25%)', '#008000'],
      ['  #F0A  ', '#ff00aa'],
    ];
    for (const [input, stored] of cases) {
      const res = await user.post('/api/rpc/claim_chat_color', { p_color: input });
      expect(res.status, input).toBe(200);
      expect(res.body).toEqual({ success: true, reason: null, color: stored });
      expect((await profileRow(server, userId))?.chat_color).toBe(stored);
    }
  });

  it('answers an invalid colour with reason invalid_color and the spec message', async () => {
    const { user, userId } = await adminAndColleague();
    for (const input of ['', 'rød', 'rgb(1,2,3)', '#12345', 'hsl(0, 120%, 50%)']) {
      const res = await user.post('/api/rpc/claim_chat_color', { p_color: input });
      expect(res.status, input).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        reason: 'invalid_color',
        color: null,
        error: { code: 'invalid_color', message: 'Ugyldig fargeformat. Bruk hex-format (#RRGGBB).' },
      });
    }
    expect((await user.post('/api/rpc/claim_chat_color', { p_color: '#123456', extra: 1 })).status).toBe(400);
    expect((await user.post('/api/rpc/claim_chat_color', { color: '#123456' })).status).toBe(400);
    expect((await profileRow(server, userId))?.chat_color).toBeNull();
  });

  it("refuses a colour somebody else holds (in any spelling) and keeps one's own", async () => {
    const { admin, adminId, user, userId } = await adminAndColleague();
    expect((await admin.post('/api/rpc/claim_chat_color', { p_color: '#00aa55' })).status).toBe(200);
    for (const spelling of ['#00aa55', '#00AA55', 'hsl(150, 100%, 33.33%)']) {
      const taken = await user.post('/api/rpc/claim_chat_color', { p_color: spelling });
      expect(taken.status, spelling).toBe(409);
      expect(taken.body).toMatchObject({
        success: false,
        reason: 'color_taken',
        color: '#00aa55',
        error: { message: 'Denne fargen er allerede i bruk. Prøv en annen farge.' },
      });
    }
    expect((await profileRow(server, userId))?.chat_color).toBeNull();
    // Claiming what one already holds is a success, not a conflict with oneself.
    expect((await admin.post('/api/rpc/claim_chat_color', { p_color: '#00AA55' })).body).toEqual({ success: true, reason: null, color: '#00aa55' });
    expect((await profileRow(server, adminId))?.chat_color).toBe('#00aa55');
  });

  it('gives exactly one winner among 50 simultaneous claims of one colour', { timeout: 240_000 }, async () => {
    const admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    const people = await approvedColleagues(server, admin, 50);
    const results = await Promise.all(people.map((p) => p.client.post('/api/rpc/claim_chat_color', { p_color: '#C0FFEE' })));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.reason === 'color_taken')).toHaveLength(49);
    const holders = await server.database.query<{ id: string }>(`SELECT id FROM profiles WHERE chat_color = '#c0ffee'`);
    expect(holders).toHaveLength(1);
    const winnerIndex = results.findIndex((r) => r.status === 200);
    expect(holders[0]?.id).toBe(people[winnerIndex]?.id);
  });

  it('suggests 16 readable colours that nobody holds', async () => {
    const { admin, user } = await adminAndColleague();
    const first = FALLBACK_CHAT_COLORS[0];
    expect((await admin.post('/api/rpc/claim_chat_color', { p_color: first })).status).toBe(200);
    const res = await user.post('/api/rpc/get_available_color_suggestions', { limit_count: 16 });
    expect(res.status).toBe(200);
    const colors: string[] = res.body.colors;
    expect(colors).toHaveLength(16);
    expect(new Set(colors).size).toBe(16);
    expect(colors).not.toContain(first);
    for (const c of colors) {
      expect(c).toMatch(NORMALIZED_COLOR_PATTERN);
      expect(contrastWarning(c), c).toBeNull();
    }
    expect((await user.post('/api/rpc/get_available_color_suggestions', {})).body.colors).toHaveLength(16);
    expect((await user.post('/api/rpc/get_available_color_suggestions', { limit_count: 3 })).body.colors).toHaveLength(3);
    expect((await user.post('/api/rpc/get_available_color_suggestions', { limit_count: 0 })).status).toBe(400);
    expect((await user.post('/api/rpc/get_available_color_suggestions', { limit_count: 16, x: 1 })).status).toBe(400);
  });

  it('serves colleagues public profiles without e-mail, and by id', async () => {
    const { admin, pending, adminId, pendingId } = await adminAndPending(server);
    const all = await admin.get('/api/profiles');
    expect(all.status).toBe(200);
    // A pending sign-up is not a colleague yet.
    expect(all.body.profiles.map((p: { id: string }) => p.id)).toEqual([adminId]);
    expect(Object.keys(all.body.profiles[0]).sort()).toEqual(['app_role', 'chat_color', 'full_name', 'id', 'profile_picture_url', 'updated_at']);
    const byId = await admin.get(`/api/profiles?ids=${pendingId},${adminId}`);
    expect(byId.body.profiles.map((p: { id: string }) => p.id).sort()).toEqual([adminId, pendingId].sort());
    expect((await admin.get('/api/profiles?ids=a&role=x')).status).toBe(400);
    expect((await pending.get('/api/profiles')).status).toBe(403);
  });

  it("pushes a colleague's new name and colour to other screens live", async () => {
    const { admin, adminId, user } = await adminAndColleague();
    const watcher = await connected(user.socket('/'));
    const subscribed = await emitAck(watcher, SOCKET_EVENTS.subscribe, { channel: CHANNELS.presence.name });
    expect(subscribed.ok).toBe(true);
    const adminSocket = await connected(admin.socket('/'));
    expect((await emitAck(adminSocket, SOCKET_EVENTS.presenceTrack, {})).ok).toBe(true);

    const renamed = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === ACCOUNT_EVENTS.profileUpdated && e.payload.profile.full_name === 'Ada Lovelace');
    await admin.request('PATCH', '/api/profile', { full_name: 'Ada Lovelace' });
    const event = await renamed;
    expect(event.payload.profile).toMatchObject({ id: adminId, full_name: 'Ada Lovelace' });
    expect(event.payload.profile.email).toBeUndefined();

    const recoloured = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) =>
      e.type === PRESENCE_EVENTS.sync && e.payload.users.some((u: any) => u.user_id === adminId && u.chat_color === '#5a9e3c'),
    );
    await admin.post('/api/rpc/claim_chat_color', { p_color: '#5A9E3C' });
    const sync = await recoloured;
    expect(sync.payload.users.find((u: any) => u.user_id === adminId).full_name).toBe('Ada Lovelace');
    watcher.close();
    adminSocket.close();
  });
});
