import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STRINGS, PROFILE_STRINGS } from '@studioportal/shared';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';

/** Zero-width space and right-to-left override: shows nothing at all. */
const INVISIBLE = '\u200B\u202E';
const NAME_TAKEN = { code: 'name_taken', message: PROFILE_STRINGS.fullNameTaken };

describe.each(DB_KINDS)('invisible text and look-alike display names (%s)', (kind) => {
  // One server: Ada (administrator), Per (approved), Vera (pending), Dag (deactivated) and Rita (rejected).
  let server: TestServer;
  let ada: Client;
  let per: Client;
  let perId: string;
  beforeAll(async () => {
    server = await startServer(kind);
    ada = new Client(server.url);
    expect((await ada.signUp('Ada Admin', 'ada@example.no')).status).toBe(201);
    const account = async (name: string, email: string, decision?: 'approve' | 'deactivate' | 'reject') => {
      const client = new Client(server.url);
      const res = await client.signUp(name, email);
      expect(res.status).toBe(201);
      const id = res.body.profile.id as string;
      if (decision === 'approve' || decision === 'deactivate') expect((await ada.post(`/api/admin/users/${id}/approve`, {})).status).toBe(200);
      if (decision === 'deactivate') expect((await ada.post(`/api/admin/users/${id}/deactivate`, {})).status).toBe(200);
      if (decision === 'reject') expect((await ada.post(`/api/admin/users/${id}/reject`, { reason: 'Ukjent' })).status).toBe(200);
      return { client, id };
    };
    ({ client: per, id: perId } = await account('Per Persen', 'per@example.no', 'approve'));
    await account('Vera Venter', 'vera@example.no');
    await account('Dag Deaktivert', 'dag@example.no', 'deactivate');
    await account('Rita Rejected', 'rita@example.no', 'reject');
  });
  afterAll(async () => {
    await server.close();
  });

  const count = async (sql: string, params: unknown[] = []) => (await server.database.query<{ n: number }>(sql, params))[0]!.n;
  const userCount = (email: string) => count('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
  const nameOf = async (id: string) => (await server.database.query<{ full_name: string }>('SELECT full_name FROM profiles WHERE id = $1', [id]))[0]!.full_name;

  it('refuses a name or a chat message of invisible characters only, like an empty one, and stores nothing', async () => {
    const signUp = await new Client(server.url).signUp(INVISIBLE, 'tom@example.no');
    expect(signUp.status).toBe(400);
    expect(signUp.body.error).toMatchObject({ code: 'validation_failed', message: PROFILE_STRINGS.fullNameRequired });
    expect(await userCount('tom@example.no')).toBe(0);

    const update = await per.request('PATCH', '/api/profile', { full_name: INVISIBLE });
    expect(update.status).toBe(400);
    expect(update.body.error).toMatchObject({ code: 'validation_failed', message: PROFILE_STRINGS.fullNameRequired });
    expect(await nameOf(perId)).toBe('Per Persen');

    const messages = await count('SELECT count(*)::int AS n FROM chat_messages');
    const sent = await per.post('/api/chat/messages', { message: INVISIBLE });
    expect(sent.status).toBe(400);
    expect(sent.body.error).toMatchObject({ code: 'validation_failed', message: CHAT_STRINGS.empty });
    expect(await count('SELECT count(*)::int AS n FROM chat_messages')).toBe(messages);
  });

  it("refuses at sign-up a name that reads like an active or pending colleague's, not a deactivated or rejected one's", async () => {
    for (const [name, email] of [
      ['ÀDA  admin\u200B', 'ada2@example.no'],
      ['vera venter', 'vera2@example.no'],
    ] as const) {
      const res = await new Client(server.url).signUp(name, email);
      expect(res.status, name).toBe(409);
      expect(res.body.error).toEqual(NAME_TAKEN);
      expect(await userCount(email)).toBe(0);
    }
    expect((await new Client(server.url).signUp('Dag Deaktivert', 'dag2@example.no')).status).toBe(201);
    expect((await new Client(server.url).signUp('Rita Rejected', 'rita2@example.no')).status).toBe(201);
  });

  it("refuses on profile update a colleague's name, but keeps one's own name in any spelling", async () => {
    const taken = await per.request('PATCH', '/api/profile', { full_name: 'Ada  Ádmin' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual(NAME_TAKEN);
    expect(await nameOf(perId)).toBe('Per Persen');

    const own = await per.request('PATCH', '/api/profile', { full_name: 'per PERSEN' });
    expect(own.status).toBe(200);
    expect(own.body.profile.full_name).toBe('per PERSEN');
    expect((await per.request('PATCH', '/api/profile', { full_name: 'Per Persen' })).status).toBe(200);
  });
});
