import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROADCAST_EVENTS, CHANNELS, CHAT_EVENTS, ON_AIR_EVENTS, PRESENCE_EVENTS, SOCKET_EVENTS } from '@studioportal/shared';
import { adminAndPending, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

/** A small valid event of the chat channel, told apart by its conversation text. */
const readEvent = (conversation: string) => ({ conversation, last_read_position: 0 });
/** A valid on-air state event, told apart by its element id. */
const stateWith = (elementId: string) => ({ state: { show: null, element_id: elementId, element_title: null, updated_by: null, updated_at: null } });

describe.each(DB_KINDS)('realtime gateway (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  async function twoStaff() {
    const { admin, pending, pendingId, adminId } = await adminAndPending(server);
    await admin.post(`/api/admin/users/${pendingId}/approve`, {});
    return { admin, colleague: pending, adminId, colleagueId: pendingId };
  }

  it('takes no new socket once it has begun to close, while the HTTP server still answers', async () => {
    const { admin } = await twoStaff();
    const before = await connected(admin.socket());
    const cut = new Promise<string>((resolve) => before.on('disconnect', resolve));
    await server.ctx.realtime.close();
    // The namespace's goodbye, or the connection's end when it comes first (through a cluster adapter).
    expect(['io server disconnect', 'transport close']).toContain(await cut);
    expect((await admin.get('/api/health')).status).toBe(200);
    // What a client does the moment it is cut: reconnect. It must be refused, not left connected.
    for (const transports of [['polling', 'websocket'], ['websocket']]) {
      const again = io(admin.baseUrl, { path: '/socket.io', transports, extraHeaders: { cookie: admin.cookie }, reconnection: false, forceNew: true });
      const outcome = await new Promise<string>((resolve) => {
        again.on('connect', () => resolve('connected'));
        again.on('connect_error', () => resolve('refused'));
      });
      again.close();
      expect(outcome, transports.join('+')).toBe('refused');
    }
    before.close();
  });

  it('refuses unknown channels and malformed subscribe messages through the ack', async () => {
    const { admin } = await twoStaff();
    const socket = await connected(admin.socket());
    const unknown = await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: 'hemmelig:v1' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const malformed = await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: 42, extra: true });
    expect(malformed).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    const notAnObject = await emitAck(socket, SOCKET_EVENTS.subscribe, 'chat:v1');
    expect(notAnObject.ok).toBe(false);
    socket.close();
  });

  it('delivers a committed durable event with its sequence number to subscribers only', async () => {
    const { admin, colleague } = await twoStaff();
    const subscriber = await connected(admin.socket());
    const bystander = await connected(colleague.socket());
    const ack = await emitAck(subscriber, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name });
    expect(ack).toMatchObject({ ok: true, channel: 'chat:v1', seq: 0, missed: [] });
    let bystanderGot = 0;
    bystander.on(SOCKET_EVENTS.event, () => bystanderGot++);
    const received = nextEvent<any>(subscriber, SOCKET_EVENTS.event);
    await server.ctx.realtime.publisher.transaction(async (_tx, publish) => {
      await publish('chat', CHAT_EVENTS.read, readEvent('hei'));
    });
    expect(await received).toMatchObject({ channel: 'chat:v1', seq: 1, type: CHAT_EVENTS.read, payload: { conversation: 'hei' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(bystanderGot).toBe(0);
    subscriber.close();
    bystander.close();
  });

  it('keeps every socket in seq order whether an event goes to the whole channel or to one person, over WebSocket and long-polling alike', async () => {
    const { admin, adminId } = await twoStaff();
    const overWebSocket = await connected(admin.socket());
    const overPolling = await connected(io(admin.baseUrl, { path: '/socket.io', transports: ['polling'], extraHeaders: { cookie: admin.cookie }, reconnection: false, forceNew: true }));
    const seen = new Map<Socket, number[]>();
    for (const socket of [overWebSocket, overPolling]) {
      expect(await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name })).toMatchObject({ ok: true });
      seen.set(socket, []);
      socket.on(SOCKET_EVENTS.event, (event: { seq: number }) => seen.get(socket)!.push(event.seq));
    }
    // One write (one unit of the channel's budget) whose events alternate between the channel's
    // room (written straight to a WebSocket) and the person's own room (socket.io's queue).
    await server.ctx.realtime.publisher.transaction(async (_tx, publish) => {
      for (let i = 0; i < 60; i++) await publish('chat', CHAT_EVENTS.read, readEvent(`m${i}`), i % 2 ? { audience: [adminId] } : undefined);
    });
    const all = Array.from({ length: 60 }, (_, i) => i + 1);
    await expect.poll(() => seen.get(overWebSocket), { timeout: 10_000 }).toEqual(all);
    await expect.poll(() => seen.get(overPolling), { timeout: 10_000 }).toEqual(all);
    overWebSocket.close();
    overPolling.close();
  });

  it('stores nothing and sends nothing when the transaction rolls back', async () => {
    const { admin } = await twoStaff();
    const socket = await connected(admin.socket());
    await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name });
    let got = 0;
    // Chat events only: the team's approval notices (notifications channel) may still be on their
    // way when a loaded machine gets here, and they are not what this test is about.
    socket.on(SOCKET_EVENTS.event, (event: { channel: string }) => {
      if (event.channel === CHANNELS.chat.name) got++;
    });
    await expect(
      server.ctx.realtime.publisher.transaction(async (_tx, publish) => {
        await publish('chat', CHAT_EVENTS.read, readEvent('skal ikke finnes'));
        throw new Error('avbrutt');
      }),
    ).rejects.toThrow('avbrutt');
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toBe(0);
    // The team's approval notices are on the notifications channel; the chat channel holds nothing.
    expect(await server.database.query(`SELECT * FROM realtime_events WHERE channel = '${CHANNELS.chat.name}'`)).toEqual([]);
    socket.close();
  });

  it('replays what a client missed, in order, by cursor, and only what its user may see', async () => {
    const { admin, colleague, adminId } = await twoStaff();
    const publish = (text: string, audience?: string[]) =>
      server.ctx.realtime.publisher.transaction((_tx, p) => p('chat', CHAT_EVENTS.read, readEvent(text), audience ? { audience } : undefined));
    await publish('før');
    const first = await connected(colleague.socket());
    const ack1 = await emitAck(first, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name });
    expect(ack1.seq).toBe(1);
    first.close();
    // While the colleague is away: two public events and one private event for the admin alone.
    await publish('mens du var borte 1');
    await publish('bare for admin', [adminId]);
    await publish('mens du var borte 2');
    const back = await connected(colleague.socket());
    const ack2 = await emitAck(back, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name, since: ack1.seq });
    expect(ack2.ok).toBe(true);
    expect(ack2.seq).toBe(4);
    expect(ack2.missed.map((e: any) => [e.seq, e.payload.conversation])).toEqual([
      [2, 'mens du var borte 1'],
      [4, 'mens du var borte 2'],
    ]);
    back.close();
    const adminSocket = await connected(admin.socket());
    const ack3 = await emitAck(adminSocket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name, since: 1 });
    expect(ack3.missed.map((e: any) => e.payload.conversation)).toEqual(['mens du var borte 1', 'bare for admin', 'mens du var borte 2']);
    adminSocket.close();
  });

  it('hands out gap-free sequence numbers under concurrent publishing', async () => {
    await twoStaff();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => server.ctx.realtime.publisher.transaction((_tx, p) => p('broadcast', BROADCAST_EVENTS.expired, { message_id: String(i) }))),
    );
    const rows = await server.database.query<{ seq: string }>(`SELECT seq FROM realtime_events WHERE channel = 'broadcast:v1' ORDER BY seq`);
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('holds every channel to its registry rate: a write over the cap is refused and leaves nothing', async () => {
    await twoStaff();
    const write = (i: number) =>
      server.ctx.realtime.publisher.transaction(async (_tx, publish) => {
        // A bulk change publishing several events counts once.
        await publish('onAir', ON_AIR_EVENTS.stateChanged, stateWith(`${i}`));
        await publish('onAir', ON_AIR_EVENTS.stateChanged, stateWith(`${i}`));
      });
    // The on-air channel carries 2 writes per second (spec section 9).
    await write(1);
    await write(2);
    await expect(write(3)).rejects.toMatchObject({ status: 429, code: 'channel_busy' });
    const rows = await server.database.query<{ payload: { state: { element_id: string } } }>(`SELECT payload FROM realtime_events WHERE channel = 'on-air:v1' ORDER BY seq`);
    expect(rows.map((r) => r.payload.state.element_id)).toEqual(['1', '1', '2', '2']);
    // Other channels are not affected, and the budget refills.
    await server.ctx.realtime.publisher.transaction((_tx, p) => p('broadcast', BROADCAST_EVENTS.expired, { message_id: 'x' }));
    await new Promise((r) => setTimeout(r, 600));
    await write(4);
  });

  it('refuses global presence from a Tekniker (spec section 6)', async () => {
    const { colleague } = await twoStaff();
    const socket = await connected(colleague.socket());
    expect(await emitAck(socket, 'presence:track', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    socket.close();
  });

  it('shows who is online after they track presence, and drops them when their tab closes', async () => {
    const { admin, colleague, colleagueId } = await twoStaff();
    await admin.post(`/api/admin/users/${colleagueId}/role`, { app_role: 'Programleder' });
    const watcher = await connected(admin.socket());
    await emitAck(watcher, SOCKET_EVENTS.subscribe, { channel: CHANNELS.presence.name });
    const other = await connected(colleague.socket());
    const joined = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === PRESENCE_EVENTS.sync && e.payload.users.some((u: any) => u.user_id === colleagueId));
    expect(await emitAck(other, 'presence:track', {})).toEqual({ ok: true });
    const sync = await joined;
    expect(sync.payload.users.find((u: any) => u.user_id === colleagueId)).toMatchObject({ full_name: 'Per Pending', app_role: 'Programleder' });
    const left = nextEvent<any>(watcher, SOCKET_EVENTS.event, (e) => e.type === PRESENCE_EVENTS.sync && !e.payload.users.some((u: any) => u.user_id === colleagueId));
    other.close();
    await left;
    watcher.close();
  });
});
