import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zonedDateKey, type AuditEntry } from '@studioportal/shared';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';

/**
 * The audit log (docs/enterprise-api.md): every administrative action writes one row with what
 * was before and after, in the same transaction; nothing can change or remove a row, not even SQL
 * by hand; the administrator filters and pages it. And each person's moderation history.
 */

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(DB_KINDS)('Audit log (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  const log = async (admin: Client, query = '') => {
    const res = await admin.get(`/api/audit-log${query}`);
    expect(res.status).toBe(200);
    return res.body as { entries: AuditEntry[]; next_cursor: string | null };
  };
  const only = async (admin: Client, action: string) => (await log(admin, `?action=${action}`)).entries;

  it('writes one row with before and after for each user-administration action', async () => {
    const admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    const per = new Client(server.url);
    const perId = (await per.signUp('Per Pending', 'per@example.no')).body.profile.id as string;
    const kim = new Client(server.url);
    const kimId = (await kim.signUp('Kim Kandidat', 'kim@example.no')).body.profile.id as string;

    expect((await admin.post(`/api/admin/users/${perId}/approve`, { app_role: 'Tekniker' })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${kimId}/reject`, { reason: 'Ukjent person' })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${perId}/role`, { app_role: 'Programleder' })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${perId}/deactivate`, {})).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${perId}/reactivate`, {})).status).toBe(200);

    const approved = await only(admin, 'user.approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      actor_name: 'Ada Admin',
      target_type: 'user',
      target_id: perId,
      target_label: 'Per Pending',
      before: { approval_status: 'pending' },
      after: { approval_status: 'approved', app_role: 'Tekniker' },
    });
    expect((await only(admin, 'user.rejected'))[0]).toMatchObject({ target_id: kimId, after: { approval_status: 'rejected', rejection_reason: 'Ukjent person' } });
    expect((await only(admin, 'user.role_changed'))[0]).toMatchObject({ before: { app_role: 'Tekniker' }, after: { app_role: 'Programleder' } });
    expect((await only(admin, 'user.deactivated'))[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect((await only(admin, 'user.reactivated'))[0]).toMatchObject({ before: { is_active: false }, after: { is_active: true } });
    expect((await log(admin)).entries.map((e) => e.action)).toEqual(['user.reactivated', 'user.deactivated', 'user.role_changed', 'user.rejected', 'user.approved']);

    // A refused change (the last administrator) writes nothing: the row is in the change's transaction.
    const adminId = (await admin.get('/api/me')).body.profile.id as string;
    expect((await admin.post(`/api/admin/users/${adminId}/role`, { app_role: 'Tekniker' })).status).toBe(409);
    expect(await only(admin, 'user.role_changed')).toHaveLength(1);
  });

  it('records chat moderation in the audit log and in the person’s moderation history', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const techId = (await tech.get('/api/me')).body.profile.id as string;
    const sent = await tech.post('/api/chat/messages', { message: 'Noe upassende' });
    expect(sent.status).toBe(201);
    expect((await host.post(`/api/chat/messages/${sent.body.message.id}/moderate`, { reason: 'Upassende språk' })).status).toBe(200);
    expect((await host.post('/api/chat/mutes', { user_id: techId, minutes: 15, reason: 'Ro deg ned' })).status).toBe(200);
    expect((await host.request('DELETE', `/api/chat/mutes/${techId}`)).status).toBe(200);

    expect((await only(admin, 'chat.message_removed'))[0]).toMatchObject({
      actor_name: 'Pia Programleder',
      target_type: 'chat_message',
      target_id: sent.body.message.id,
      target_label: 'Tor Tekniker',
      after: { deleted: true, reason: 'Upassende språk' },
    });
    expect((await only(admin, 'chat.user_muted'))[0]).toMatchObject({ target_id: techId, before: null, after: { reason: 'Ro deg ned' } });
    expect((await only(admin, 'chat.user_unmuted'))[0]).toMatchObject({ target_id: techId, after: { muted_until: null } });

    const history = await admin.get(`/api/admin/users/${techId}/moderation`);
    expect(history.status).toBe(200);
    expect(history.body.entries.map((e: { action: string }) => e.action)).toEqual(['unmute', 'mute', 'message_removed']);
    expect(history.body.entries[1]).toMatchObject({ reason: 'Ro deg ned', by_name: 'Pia Programleder' });
    expect(history.body.entries[1].until).toEqual(expect.any(String));
    expect(history.body.entries[2]).toMatchObject({ reason: 'Upassende språk', until: null });
    // Administrators only; an unknown person is "not found".
    expect((await host.get(`/api/admin/users/${techId}/moderation`)).status).toBe(403);
    expect((await admin.get('/api/admin/users/finnes-ikke/moderation')).status).toBe(404);
  });

  it('records listener blocks (masked phone only) and sponsor draws', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const blocked = await host.post('/api/listener-blocks', { phone: '91234567', reason: 'Sjikane' });
    expect(blocked.status).toBe(201);
    expect((await host.request('DELETE', `/api/listener-blocks/${blocked.body.block.id}`)).status).toBe(204);
    const [block] = await only(admin, 'listener.blocked');
    expect(block).toMatchObject({ actor_name: 'Pia Programleder', target_type: 'listener_block', after: { kind: 'phone', reason: 'Sjikane' } });
    expect(JSON.stringify(block)).not.toContain('91234567');
    expect((await only(admin, 'listener.unblocked'))[0]).toMatchObject({ target_id: blocked.body.block.id, after: null });

    const sponsor = (await host.post('/api/sponsors', { name: 'Joker Nord', mention_script: 'Morgenshowet presenteres av Joker Nord.' })).body.sponsor;
    const competition = (
      await host.post('/api/sponsors/competitions', {
        sponsor_id: sponsor.id,
        title: 'Vinn frokostkurv',
        prize: 'En frokostkurv',
        rules_text: 'Én vinner trekkes blant alle som deltar.',
        question: 'Hva heter programlederen?',
        channels: ['phone'],
        sms_keyword: null,
        opens_at: iso(-HOUR),
        closes_at: iso(HOUR),
        exclude_days: 30,
      })
    ).body.competition;
    expect((await tech.post(`/api/sponsors/competitions/${competition.id}/entries`, { name: 'Lise Lytter', phone: '92345678' })).status).toBe(201);
    expect((await host.post(`/api/sponsors/competitions/${competition.id}/close`)).status).toBe(200);
    expect((await host.post(`/api/sponsors/competitions/${competition.id}/draw`)).status).toBe(201);
    const [draw] = await only(admin, 'sponsor.draw_made');
    expect(draw).toMatchObject({ target_type: 'competition', target_id: competition.id, target_label: 'Vinn frokostkurv', after: { winner_name: 'Lise Lytter', valid_entries: 1 } });
    expect(JSON.stringify(draw)).not.toContain('92345678');
  });

  it('refuses UPDATE, DELETE and TRUNCATE by SQL, and has no route that changes a row', async () => {
    const admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    const per = new Client(server.url);
    const perId = (await per.signUp('Per Pending', 'per@example.no')).body.profile.id as string;
    await admin.post(`/api/admin/users/${perId}/approve`, { app_role: 'Tekniker' });

    await expect(server.database.query(`UPDATE audit_log SET summary = 'endret'`)).rejects.toThrow(/audit_log/);
    await expect(server.database.query(`DELETE FROM audit_log`)).rejects.toThrow(/audit_log/);
    await expect(server.database.query(`TRUNCATE audit_log`)).rejects.toThrow(/audit_log/);
    expect((await log(admin)).entries).toHaveLength(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await admin.request(method, '/api/audit-log', {})).status).toBe(404);
    }
  });

  it('filters by action, actor, target and date, and pages newest first', async () => {
    const { admin, host } = await podcastTeam(server);
    const adminId = (await admin.get('/api/me')).body.profile.id as string;
    const hostId = (await host.get('/api/me')).body.profile.id as string;
    for (let i = 0; i < 3; i++) expect((await host.post('/api/listener-blocks', { phone: `9123456${i}` })).status).toBe(201);

    const all = await log(admin);
    expect(all.entries).toHaveLength(5);
    expect((await log(admin, `?actor=${hostId}`)).entries.every((e) => e.actor_id === hostId)).toBe(true);
    expect((await log(admin, `?actor=${adminId}`)).entries.map((e) => e.action)).toEqual(['user.approved', 'user.approved']);
    expect((await log(admin, '?target=Pia')).entries.map((e) => e.target_label)).toEqual(['Pia Programleder']);
    const today = zonedDateKey(new Date());
    expect((await log(admin, `?from=${today}&to=${today}`)).entries).toHaveLength(5);
    expect((await log(admin, '?to=2000-01-01')).entries).toHaveLength(0);

    const first = await log(admin, '?limit=2');
    expect(first.entries).toHaveLength(2);
    const second = await log(admin, `?limit=2&cursor=${first.next_cursor}`);
    const third = await log(admin, `?limit=2&cursor=${second.next_cursor}`);
    expect(third.next_cursor).toBeNull();
    expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.id)).toEqual(all.entries.map((e) => e.id));

    const bad = await admin.get('/api/audit-log?action=ukjent');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });
});
