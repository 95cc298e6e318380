import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  BROADCAST_EVENTS,
  BROADCAST_EXPIRY_MS,
  BROADCAST_STRINGS,
  CHANNELS,
  SOCKET_EVENTS,
  type BroadcastMessage,
  type ChannelEvent,
} from '@studioportal/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { Client, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

interface Staff {
  client: Client;
  id: string;
}

/** Ada (first account: Administrator), two approved technicians, a Programleder and a pending account. */
async function station(server: TestServer) {
  const signUp = async (name: string, email: string): Promise<Staff> => {
    const client = new Client(server.url);
    const res = await client.signUp(name, email);
    expect(res.status).toBe(201);
    return { client, id: res.body.profile.id as string };
  };
  const admin = await signUp('Ada Admin', 'ada@example.no');
  const approve = async (name: string, email: string, role?: string) => {
    const person = await signUp(name, email);
    const res = await admin.client.post(`/api/admin/users/${person.id}/approve`, role ? { app_role: role } : {});
    expect(res.status).toBe(200);
    return person;
  };
  const tekniker = await approve('Tore Tekniker', 'tore@example.no');
  const tekniker2 = await approve('Tina Tekniker', 'tina@example.no');
  const leder = await approve('Per Programleder', 'per@example.no', 'Programleder');
  const pending = await signUp('Vera Venter', 'vera@example.no');
  return { admin, tekniker, tekniker2, leder, pending };
}

async function subscribed(client: Client, since?: number): Promise<{ socket: Socket; seq: number; missed: ChannelEvent[] }> {
  const socket = await connected(client.socket('/'));
  const ack = await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.broadcast.name, ...(since === undefined ? {} : { since }) });
  expect(ack.ok).toBe(true);
  return { socket, seq: ack.seq, missed: ack.missed };
}

function broadcastEvent<P>(socket: Socket, type: string, predicate: (payload: P) => boolean = () => true, timeoutMs = 5000) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.broadcast.name && e.type === type && predicate(e.payload), timeoutMs);
}

async function rowOf(server: TestServer, id: string) {
  const rows = await server.database.query<{
    message: string;
    priority: string;
    is_active: boolean;
    sender_id: string | null;
    created_at: Date;
    expires_at: Date | null;
    acknowledged_by: string[];
    dismissed_by: string | null;
  }>('SELECT message, priority, is_active, sender_id, created_at, expires_at, acknowledged_by, dismissed_by FROM broadcast_messages WHERE id = $1', [id]);
  return rows[0];
}

async function countMessages(server: TestServer) {
  const rows = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM broadcast_messages');
  return rows[0]?.n ?? -1;
}

describe.each(DB_KINDS)('Akutt broadcast messages (%s)', (kind) => {
  let server: TestServer;
  let sockets: Socket[];
  beforeEach(async () => {
    server = await startServer(kind);
    sockets = [];
  });
  afterEach(async () => {
    for (const s of sockets) s.close();
    await server.close();
  });

  const listen = async (client: Client, since?: number) => {
    const sub = await subscribed(client, since);
    sockets.push(sub.socket);
    return sub;
  };

  it('stores a trimmed urgent message that expires in 24 h and pushes it to every other user at once', async () => {
    const { tekniker, tekniker2 } = await station(server);
    const { socket } = await listen(tekniker2.client);
    const pushed = broadcastEvent<{ message: BroadcastMessage }>(socket, BROADCAST_EVENTS.created);

    const res = await tekniker.client.post('/api/broadcast-messages', { message: '  Brannalarm i bygg B, gå ut nå!  \n', priority: 'urgent' });
    expect(res.status).toBe(201);
    const sent = res.body.message as BroadcastMessage;
    expect(sent).toMatchObject({
      message: 'Brannalarm i bygg B, gå ut nå!',
      priority: 'urgent',
      is_active: true,
      sender_id: tekniker.id,
      sender: { id: tekniker.id, full_name: 'Tore Tekniker' },
      acknowledged_by: [],
      acknowledgers: [],
    });
    expect(Date.parse(sent.expires_at!) - Date.parse(sent.created_at)).toBe(BROADCAST_EXPIRY_MS);

    const event = await pushed;
    expect(event.payload.message).toEqual(sent);
    expect(typeof event.seq).toBe('number');

    const row = await rowOf(server, sent.id);
    expect(row).toMatchObject({ message: 'Brannalarm i bygg B, gå ut nå!', priority: 'urgent', is_active: true, sender_id: tekniker.id, acknowledged_by: [] });
    expect(new Date(row!.expires_at!).getTime() - new Date(row!.created_at).getTime()).toBe(BROADCAST_EXPIRY_MS);

    const list = await tekniker2.client.get('/api/broadcast-messages');
    expect(list.status).toBe(200);
    expect(list.body.messages.map((m: BroadcastMessage) => m.id)).toEqual([sent.id]);
    // The list says which channel event it already reflects, so a client can skip or re-apply events.
    expect(list.body.seq).toBe(event.seq);
  });

  it('never expires a critical message and lists active messages newest first', async () => {
    const { admin, tekniker } = await station(server);
    const normal = await tekniker.client.post('/api/broadcast-messages', { message: 'Kaffen er ferdig', priority: 'normal' });
    const critical = await admin.client.post('/api/broadcast-messages', { message: 'Strømbrudd i studio 2', priority: 'critical' });
    expect(critical.status).toBe(201);
    expect(critical.body.message.expires_at).toBeNull();
    expect((await rowOf(server, critical.body.message.id))?.expires_at).toBeNull();
    expect(normal.body.message.expires_at).not.toBeNull();

    const list = await tekniker.client.get('/api/broadcast-messages');
    expect(list.body.messages.map((m: BroadcastMessage) => m.message)).toEqual(['Strømbrudd i studio 2', 'Kaffen er ferdig']);
  });

  it('refuses empty, whitespace-only, too long, wrongly prioritised and padded input with Norwegian messages', async () => {
    const { tekniker } = await station(server);
    const send = (body: unknown) => tekniker.client.post('/api/broadcast-messages', body);

    const empty = await send({ message: '', priority: 'urgent' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Skriv inn en melding før du sender');

    const blank = await send({ message: ' \n\t  ', priority: 'urgent' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Skriv inn en melding før du sender');

    const tooLong = await send({ message: 'x'.repeat(501), priority: 'urgent' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Meldingen kan ha høyst 500 tegn');

    const wrongPriority = await send({ message: 'Hei', priority: 'høy' });
    expect(wrongPriority.status).toBe(400);
    expect(wrongPriority.body.error.message).toBe('Ugyldig prioritet');

    const extraKey = await send({ message: 'Hei', priority: 'urgent', is_active: false });
    expect(extraKey.status).toBe(400);
    expect(extraKey.body.error.message).toBe('Ugyldige data.');

    const forgedSender = await send({ message: 'Hei', priority: 'urgent', sender_id: 'noen-andre' });
    expect(forgedSender.status).toBe(400);

    const notText = await send({ message: 42, priority: 'urgent' });
    expect(notText.status).toBe(400);
    expect(JSON.stringify(notText.body)).not.toMatch(/at \w+ \(|node_modules/);

    expect((await tekniker.client.get('/api/broadcast-messages?limit=500')).status).toBe(400);
    expect(await countMessages(server)).toBe(0);

    // Exactly 500 characters once trimmed is allowed.
    const atLimit = await send({ message: `  ${'å'.repeat(500)}  `, priority: 'urgent' });
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.message.message).toHaveLength(500);
    expect(await countMessages(server)).toBe(1);
  });

  it('lets only signed-in, approved users send, read or acknowledge', async () => {
    const { tekniker, pending } = await station(server);
    const sent = await tekniker.client.post('/api/broadcast-messages', { message: 'Test', priority: 'urgent' });
    const id = sent.body.message.id as string;

    const fromPending = await pending.client.post('/api/broadcast-messages', { message: 'Slipp meg inn', priority: 'urgent' });
    expect(fromPending.status).toBe(403);
    expect(fromPending.body.error.code).toBe('not_approved');
    expect((await pending.client.get('/api/broadcast-messages')).status).toBe(403);
    expect((await pending.client.post(`/api/broadcast-messages/${id}/acknowledge`)).status).toBe(403);
    expect((await pending.client.post('/api/rpc/dismiss_broadcast_message', { message_id: id })).status).toBe(403);

    const anon = new Client(server.url);
    const fromAnon = await anon.post('/api/broadcast-messages', { message: 'Hei', priority: 'urgent' });
    expect(fromAnon.status).toBe(401);
    expect(fromAnon.body.error.code).toBe('unauthorized');
    expect((await anon.get('/api/broadcast-messages')).status).toBe(401);

    expect(await countMessages(server)).toBe(1);
    expect((await rowOf(server, id))?.acknowledged_by).toEqual([]);
  });

  it('adds the user to acknowledged_by once, tells everyone who acknowledged, and names them in the list', async () => {
    const { admin, tekniker, tekniker2 } = await station(server);
    const sent = await admin.client.post('/api/broadcast-messages', { message: 'Sendingen starter 5 min senere', priority: 'urgent' });
    const id = sent.body.message.id as string;
    const { socket } = await listen(admin.client);
    const told = broadcastEvent<{ message_id: string; user: { id: string; full_name: string } }>(socket, BROADCAST_EVENTS.acknowledged);

    const ack = await tekniker.client.post(`/api/broadcast-messages/${id}/acknowledge`);
    expect(ack.status).toBe(200);
    expect(ack.body.message.acknowledged_by).toEqual([tekniker.id]);
    expect((await told).payload).toEqual({ message_id: id, user: { id: tekniker.id, full_name: 'Tore Tekniker', chat_color: null } });

    // Pressing 'Forstått' twice changes nothing and announces nothing.
    const quiet = broadcastEvent(socket, BROADCAST_EVENTS.acknowledged, () => true, 400).then(
      () => 'announced',
      () => 'quiet',
    );
    const again = await tekniker.client.post(`/api/broadcast-messages/${id}/acknowledge`, {});
    expect(again.status).toBe(200);
    expect(await quiet).toBe('quiet');

    await tekniker2.client.post(`/api/broadcast-messages/${id}/acknowledge`);
    expect((await rowOf(server, id))?.acknowledged_by).toEqual([tekniker.id, tekniker2.id]);
    const list = await admin.client.get('/api/broadcast-messages');
    expect(list.body.messages[0].acknowledgers.map((p: { full_name: string }) => p.full_name)).toEqual(['Tore Tekniker', 'Tina Tekniker']);

    expect((await tekniker.client.post(`/api/broadcast-messages/${id}/acknowledge`, { user_id: admin.id })).status).toBe(400);
    expect((await tekniker.client.post('/api/broadcast-messages/ikke-en-id/acknowledge')).status).toBe(400);
    const unknown = await tekniker.client.post('/api/broadcast-messages/00000000-0000-4000-8000-000000000000/acknowledge');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(BROADCAST_STRINGS.notFound);
  });

  it('loses no acknowledgement when everyone presses Forstått at the same moment', async () => {
    const { admin, tekniker, tekniker2, leder } = await station(server);
    const sent = await admin.client.post('/api/broadcast-messages', { message: 'Alle til møterommet', priority: 'critical' });
    const id = sent.body.message.id as string;
    const everyone = [admin, tekniker, tekniker2, leder];
    const results = await Promise.all(everyone.flatMap((p) => [p, p]).map((p) => p.client.post(`/api/broadcast-messages/${id}/acknowledge`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = (await rowOf(server, id))!.acknowledged_by;
    expect([...stored].sort()).toEqual(everyone.map((p) => p.id).sort());
  });

  it('lets the sender, a Programleder and an Administrator dismiss, and refuses everyone else', async () => {
    const { admin, tekniker, tekniker2, leder } = await station(server);
    const post = async (who: Staff, message: string) =>
      (await who.client.post('/api/broadcast-messages', { message, priority: 'urgent' })).body.message.id as string;
    const dismiss = (who: Staff, id: unknown) => who.client.post('/api/rpc/dismiss_broadcast_message', { message_id: id });

    const own = await post(tekniker, 'Min egen');
    const others = await post(tekniker, 'Fra Tore');
    const adminsTarget = await post(tekniker2, 'Fra Tina');

    const refused = await dismiss(tekniker2, others);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Du har ikke tillatelse til å fjerne denne meldingen');
    expect((await rowOf(server, others))?.is_active).toBe(true);

    const { socket } = await listen(tekniker2.client);
    const gone = broadcastEvent<{ message_id: string }>(socket, BROADCAST_EVENTS.dismissed, (p) => p.message_id === own);
    const byOwner = await dismiss(tekniker, own);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toBe(true);
    expect(byOwner.headers.get('content-type')).toMatch(/application\/json/);
    expect((await gone).payload).toEqual({ message_id: own, dismissed_by: tekniker.id });
    expect(await rowOf(server, own)).toMatchObject({ is_active: false, dismissed_by: tekniker.id });

    expect((await dismiss(leder, others)).body).toBe(true);
    expect((await dismiss(admin, adminsTarget)).body).toBe(true);
    // Already down: nothing changes, the answer says so.
    expect((await dismiss(admin, adminsTarget)).body).toBe(false);

    const list = await tekniker.client.get('/api/broadcast-messages');
    expect(list.body.messages).toEqual([]);

    const unknown = await dismiss(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await dismiss(admin, 'ikke-en-id')).status).toBe(400);
    expect((await admin.client.post('/api/rpc/dismiss_broadcast_message', { message_id: own, force: true })).status).toBe(400);
  });

  it('filters expired messages on the server; the expiry sweep of any server process takes them down on time and tells every screen', async () => {
    const { admin, tekniker } = await station(server);
    const old = (await admin.client.post('/api/broadcast-messages', { message: 'Gammel', priority: 'urgent' })).body.message.id as string;
    const soon = (await admin.client.post('/api/broadcast-messages', { message: 'Snart borte', priority: 'normal' })).body.message.id as string;
    await admin.client.post('/api/broadcast-messages', { message: 'Blir', priority: 'critical' });
    const before = await listen(tekniker.client);

    // Yesterday's message: the list leaves it out at once, before any sweep has run.
    await server.database.query(`UPDATE broadcast_messages SET expires_at = now() - interval '1 second' WHERE id = $1`, [old]);
    await server.database.query(`UPDATE broadcast_messages SET expires_at = now() + interval '1500 milliseconds' WHERE id = $1`, [soon]);
    const soonExpiry = (await rowOf(server, soon))!.expires_at!;
    const listed = await tekniker.client.get('/api/broadcast-messages');
    expect(listed.body.messages.map((m: BroadcastMessage) => m.message)).toEqual(['Blir', 'Snart borte']);
    expect((await tekniker.client.post(`/api/broadcast-messages/${old}/acknowledge`)).status).toBe(404);

    // A second server process on the same database: its start-up sweep takes the old one down,
    // and it wakes exactly when the next one is due.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-test-second-'));
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database: server.database,
      serveWebApp: false,
    });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await rowOf(server, old))?.is_active).toBe(false);
      const address = second.app.server.address();
      const there = new Client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      there.cookie = tekniker.client.cookie;
      const caughtUp = await listen(there, before.seq);
      expect(caughtUp.missed.map((e) => [e.type, (e.payload as { message_id?: string }).message_id])).toEqual([[BROADCAST_EVENTS.expired, old]]);
      const live = await broadcastEvent<{ message_id: string }>(caughtUp.socket, BROADCAST_EVENTS.expired, (p) => p.message_id === soon, 10_000);
      // Not before its time (the event is stamped in the same transaction as the update).
      expect(Date.parse(live.at)).toBeGreaterThanOrEqual(new Date(soonExpiry).getTime());
      expect((await rowOf(server, soon))?.is_active).toBe(false);
    } finally {
      for (const s of sockets.splice(0)) s.close();
      await second.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect((await tekniker.client.get('/api/broadcast-messages')).body.messages.map((m: BroadcastMessage) => m.message)).toEqual(['Blir']);
  });

  it('replays what a user missed while offline from the database when they come back', async () => {
    const { admin, tekniker } = await station(server);
    const first = await listen(tekniker.client);
    first.socket.close();

    const sent = await admin.client.post('/api/broadcast-messages', { message: 'Mens du var borte', priority: 'critical' });
    const id = sent.body.message.id as string;
    await tekniker.client.post(`/api/broadcast-messages/${id}/acknowledge`);

    const back = await listen(tekniker.client, first.seq);
    expect(back.missed.map((e) => e.type)).toEqual([BROADCAST_EVENTS.created, BROADCAST_EVENTS.acknowledged]);
    expect((back.missed[0]!.payload as { message: BroadcastMessage }).message.message).toBe('Mens du var borte');
    expect(back.seq).toBe(first.seq + 2);
  });

  it('answers a flood of sends from one user with 429 instead of flooding every screen', async () => {
    const { tekniker } = await station(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tekniker.client.post('/api/broadcast-messages', { message: `Spam ${i}`, priority: 'normal' })),
    );
    const created = results.filter((r) => r.status === 201).length;
    const limited = results.find((r) => r.status === 429);
    expect(created).toBeGreaterThanOrEqual(10);
    expect(created).toBeLessThan(20);
    expect(await countMessages(server)).toBe(created);
    expect(limited).toBeDefined();
    expect(limited!.body.error.message).toBe(BROADCAST_STRINGS.rateLimited);
  });
});
