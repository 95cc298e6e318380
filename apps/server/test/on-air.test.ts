import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  DISPLAY_MESSAGE_EVENTS,
  ON_AIR_EVENTS,
  ON_AIR_STRINGS,
  SOCKET_EVENTS,
  zonedParts,
  type ChannelEvent,
  type DisplayMessageClearedPayload,
  type DisplayMessagePushedPayload,
  type OnAirSwitchedPayload,
} from '@studioportal/shared';
import { adminAndPending, Client, DB_KINDS, nextEvent, startServer, type TestServer, subscribedTo } from './harness';

/** An administrator, a Programleder, a Tekniker (all approved) and a pending account, signed in. */
async function station(server: TestServer) {
  const { admin, pending, pendingId } = await adminAndPending(server);
  const signUp = async (name: string, email: string, role: string) => {
    const client = new Client(server.url);
    const res = await client.signUp(name, email);
    expect((await admin.post(`/api/admin/users/${res.body.profile.id}/approve`, { app_role: role })).status).toBe(200);
    return client;
  };
  const tech = await signUp('Tore Tekniker', 'tore@example.no', 'Tekniker');
  const host = await signUp('Pia Programleder', 'pia@example.no', 'Programleder');
  return { admin, tech, host, pending, pendingId };
}

const subscribed = subscribedTo;

function channelEvent<P>(socket: Socket, channel: string, type: string) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === channel && e.type === type);
}

const count = async (server: TestServer, table: string) =>
  (await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DB_KINDS)('ON AIR (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  it('switches ON AIR, logs who, when and which show, refreshes the broadcast state and tells every screen', async () => {
    const { admin, tech } = await station(server);
    const initial = await tech.get('/api/on-air');
    expect(initial.status).toBe(200);
    expect(initial.body.status).toEqual({ is_live: false, changed_by: null, changed_at: null });
    expect(initial.body.log).toEqual([]);

    // A show running now, and a clock for this hour whose first element is marked sent.
    const now = Date.now();
    const show = await admin.post('/api/shows', {
      title: 'Morgenshowet',
      scheduled_start: new Date(now - 3_600_000).toISOString(),
      scheduled_end: new Date(now + 3_600_000).toISOString(),
    });
    expect(show.status).toBe(201);
    const oslo = zonedParts(new Date(now));
    const template = await admin.post('/api/clock-templates', {
      name: 'Denne timen',
      weekday: oslo.weekday,
      start_hour: oslo.hour,
      color: '#3b82f6',
      is_active: true,
      elements: [{ type: 'talk', title: 'Prat', start_offset_s: 0, duration_s: 3600, hard_start: false }],
    });
    expect(template.status).toBe(201);
    const date = `${oslo.year}-${String(oslo.month).padStart(2, '0')}-${String(oslo.day).padStart(2, '0')}`;
    const day = await tech.get(`/api/active-clocks?date=${date}`);
    const element = day.body.clocks[0].elements[0] as { id: string };

    const socket = await subscribed(admin, CHANNELS.onAir.name);
    sockets.push(socket);
    const event = channelEvent<OnAirSwitchedPayload>(socket, CHANNELS.onAir.name, ON_AIR_EVENTS.switched);
    const on = await tech.post('/api/on-air', { is_live: true });
    expect(on.status).toBe(200);
    expect(on.body.status).toMatchObject({ is_live: true, changed_by: { full_name: 'Tore Tekniker' } });
    expect(on.body.state).toMatchObject({ show: { id: show.body.show.id, title: 'Morgenshowet' }, element_id: element.id, element_title: 'Prat' });
    expect(on.body.log).toHaveLength(1);
    expect(on.body.log[0]).toMatchObject({ is_live: true, show_title: 'Morgenshowet', changed_by: { full_name: 'Tore Tekniker' } });

    const received = await event;
    expect(received.seq).toBeGreaterThan(0);
    expect(received.payload.status.is_live).toBe(true);
    expect(received.payload.entry).toMatchObject({ is_live: true, show_id: show.body.show.id });
    expect(received.payload.state.element_title).toBe('Prat');

    // Switching to what it already is changes nothing.
    await pause(1100);
    expect((await tech.post('/api/on-air', { is_live: true })).body.log).toHaveLength(1);
    await pause(600);
    const off = await admin.post('/api/on-air', { is_live: false });
    expect(off.body.status).toMatchObject({ is_live: false, changed_by: { full_name: 'Ada Admin' } });
    expect(off.body.log.map((e: { is_live: boolean }) => e.is_live)).toEqual([false, true]);
    expect(await count(server, 'on_air_log')).toBe(2);
  });

  it('refuses a third switch within a second with 429 and writes nothing', async () => {
    const { tech } = await station(server);
    // Sent at once: one after the other, a busy machine can take the half second the budget needs
    // to refill one switch before the third arrives.
    // Which of the three is refused depends on arrival, and so does how many rows the other two
    // write (a switch to what it already is writes none): the rows must be exactly the ones the
    // accepted answers report.
    const answers = await Promise.all([true, false, true].map((is_live) => tech.post('/api/on-air', { is_live })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const third = answers.find((a) => a.status === 429)!;
    expect(third.body.error).toEqual({ code: 'rate_limited', message: ON_AIR_STRINGS.rateLimited });
    const reported = new Set(answers.filter((a) => a.status === 200).flatMap((a) => (a.body.log as { id: string }[]).map((entry) => entry.id)));
    const rows = await server.database.query<{ id: string }>('SELECT id FROM on_air_log');
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.map((row) => row.id).sort()).toEqual([...reported].sort());
    const now = (await tech.get('/api/on-air')).body as { status: { is_live: boolean }; log: { is_live: boolean }[] };
    expect(now.status.is_live).toBe(now.log[0]!.is_live);

    // The budget refills: a second later the switch goes through.
    await pause(1100);
    expect((await tech.post('/api/on-air', { is_live: !now.status.is_live })).status).toBe(200);
    expect(await count(server, 'on_air_log')).toBe(rows.length + 1);
  });

  it('lets the studio set the broadcast state, and refuses unknown shows and elements', async () => {
    const { host } = await station(server);
    const cleared = await host.request('PUT', '/api/on-air/state', { show_id: null, element_id: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.state).toMatchObject({ show: null, element_id: null, updated_by: { full_name: 'Pia Programleder' } });
    await pause(600);
    const unknown = await host.request('PUT', '/api/on-air/state', { show_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(ON_AIR_STRINGS.showNotFound);
  });

  it('refuses pending and anonymous users and checks the permissions of roles.ts', async () => {
    const { tech, host, pending } = await station(server);
    const anon = new Client(server.url);
    expect((await anon.get('/api/on-air')).status).toBe(401);
    expect((await anon.post('/api/on-air', { is_live: true })).status).toBe(401);
    expect((await anon.get('/api/display-messages')).status).toBe(401);
    expect((await anon.post('/api/display-messages', { text: 'Hei' })).status).toBe(401);
    const p = await pending.post('/api/on-air', { is_live: true });
    expect(p.status).toBe(403);
    expect(p.body.error.code).toBe('not_approved');
    expect((await pending.get('/api/on-air')).status).toBe(403);
    expect((await pending.post('/api/display-messages', { text: 'Hei' })).status).toBe(403);
    expect(await count(server, 'on_air_log')).toBe(0);
    expect(await count(server, 'display_messages')).toBe(0);

    // Every approved role may switch ON AIR and push to the display (PRODUCT.md).
    expect((await tech.post('/api/on-air', { is_live: true })).status).toBe(200);
    expect((await host.post('/api/on-air', { is_live: false })).status).toBe(200);
    expect((await tech.post('/api/display-messages', { text: 'Fra tekniker' })).status).toBe(201);
    expect((await host.post('/api/display-messages', { text: 'Fra programleder' })).status).toBe(201);
  });

  it('validates: no extra keys, a boolean switch, and display text of at most 280 characters', async () => {
    const { tech } = await station(server);
    const extra = await tech.post('/api/on-air', { is_live: true, show_id: 'x' });
    expect(extra.status).toBe(400);
    expect((await tech.post('/api/on-air', { is_live: 'ja' })).status).toBe(400);
    expect((await tech.request('PUT', '/api/on-air/state', { element_title: 'Fritt valgt' })).status).toBe(400);
    const long = await tech.post('/api/display-messages', { text: 'x'.repeat(281) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(ON_AIR_STRINGS.textTooLong);
    const blank = await tech.post('/api/display-messages', { text: '   ' });
    expect(blank.body.error.message).toBe(ON_AIR_STRINGS.textRequired);
    expect((await tech.post('/api/display-messages', { text: 'Hei', priority: 'high' })).status).toBe(400);
    expect((await tech.post('/api/display-messages/ikke-en-id/clear', {})).status).toBe(400);
    expect((await tech.post('/api/display-messages', { text: 'x'.repeat(280) })).status).toBe(201);
    expect(await count(server, 'on_air_log')).toBe(0);
    expect(await count(server, 'display_messages')).toBe(1);
  });
});

describe.each(DB_KINDS)('display messages (%s)', (kind) => {
  let server: TestServer;
  let socket: Socket | undefined;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    socket?.disconnect();
    await server.close();
  });

  it('pushes a message to the displays live, lists it while active, and clears it for everyone', async () => {
    const { admin, host } = await station(server);
    socket = await subscribed(admin, CHANNELS.studio.name);
    const pushedEvent = channelEvent<DisplayMessagePushedPayload>(socket, CHANNELS.studio.name, DISPLAY_MESSAGE_EVENTS.pushed);
    const pushed = await host.post('/api/display-messages', { text: '  Ring lytter på linje 2  ' });
    expect(pushed.status).toBe(201);
    expect(pushed.body.message).toMatchObject({ text: 'Ring lytter på linje 2', sender: { full_name: 'Pia Programleder' }, cleared_at: null });
    const id = pushed.body.message.id as string;
    expect((await pushedEvent).payload.message.id).toBe(id);

    const listed = await admin.get('/api/display-messages');
    expect(listed.body.messages.map((m: { id: string }) => m.id)).toEqual([id]);

    const clearedEvent = channelEvent<DisplayMessageClearedPayload>(socket, CHANNELS.studio.name, DISPLAY_MESSAGE_EVENTS.cleared);
    const cleared = await admin.post(`/api/display-messages/${id}/clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.message.cleared_at).not.toBeNull();
    expect((await clearedEvent).payload).toMatchObject({ id, cleared_by: { full_name: 'Ada Admin' } });
    expect((await admin.get('/api/display-messages')).body.messages).toEqual([]);
    // Clearing again is harmless; an unknown id is 404.
    expect((await host.post(`/api/display-messages/${id}/clear`)).status).toBe(200);
    const unknown = await host.post('/api/display-messages/00000000-0000-4000-8000-000000000000/clear');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(ON_AIR_STRINGS.displayMessageNotFound);
  });
});
