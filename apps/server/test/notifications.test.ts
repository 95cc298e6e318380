import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  DEFAULT_USER_SETTINGS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STRINGS as S,
  SOCKET_EVENTS,
  type ChannelEvent,
  type Notification,
} from '@studioportal/shared';
import { notify } from '../src/features/notifications';
import { type Client, DB_KINDS, nextEvent, startServer, subscribedTo, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';

/**
 * Notifications (docs/notifications-api.md): notify() with the person's muted kinds and dedupe
 * keys, each source (chat mentions, approval decisions, achievements, "Send til kollega" on a
 * listener message), the inbox's paging and filters, and read marks that reach every device of
 * the person and nobody else's.
 */

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function notificationEvent<P>(socket: Socket, type: string, where: (p: P) => boolean = () => true) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.notifications.name && e.type === type && where(e.payload as P));
}

/** Collects every notifications event a socket gets, to prove that someone got nothing. */
function collect(socket: Socket): ChannelEvent[] {
  const seen: ChannelEvent[] = [];
  socket.on(SOCKET_EVENTS.event, (e: ChannelEvent) => {
    if (e.channel === CHANNELS.notifications.name) seen.push(e);
  });
  return seen;
}

describe.each(DB_KINDS)('Notifications (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  const socketOf = async (client: Client) => {
    const socket = await subscribedTo(client, CHANNELS.notifications.name);
    sockets.push(socket);
    return socket;
  };
  const idOf = async (client: Client): Promise<string> => (await client.get('/api/session')).body.profile.id;
  /** The team's approval notices, out of the way of tests about other kinds. */
  const forgetApprovals = () => server.database.query(`DELETE FROM notifications WHERE kind = 'approval'`);
  const inbox = async (client: Client, query = '') => (await client.get(`/api/notifications${query}`)).body as { notifications: Notification[]; next_cursor: string | null; unread: number };

  it('notify stores and publishes to the person only, skips muted kinds and lands once per dedupe key', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const hostId = await idOf(host);
    await forgetApprovals();
    const hostSocket = await socketOf(host);
    const techSeen = collect(await socketOf(tech));
    const adminSeen = collect(await socketOf(admin));

    const created = notificationEvent<{ notification: Notification; unread: number }>(hostSocket, NOTIFICATION_EVENTS.created);
    const stored = await notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: 'reminder', title: 'Morgenshowet starter om 10 minutter', link: '/show-plan', dedupeKey: 'reminder:1' });
    expect(stored).toMatchObject({ kind: 'reminder', title: 'Morgenshowet starter om 10 minutter', body: null, link: '/show-plan', is_read: false, read_at: null });
    const event = await created;
    expect(event.payload).toEqual({ notification: stored, unread: 1 });

    // The same reminder from a second process (same dedupe key) is not stored twice.
    expect(await notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: 'reminder', title: 'Morgenshowet starter om 10 minutter', link: '/show-plan', dedupeKey: 'reminder:1' })).toBeNull();
    expect((await host.get('/api/notifications/unread-count')).body).toEqual({ unread: 1 });

    // A muted kind is not stored at all.
    const muted = { ...DEFAULT_USER_SETTINGS, notifications: { muted: ['reminder'], desktop: false } };
    expect((await host.put('/api/me/settings', muted)).status).toBe(200);
    expect(await notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: 'reminder', title: 'Enda en', link: '/show-plan' })).toBeNull();
    expect(await notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: 'show_starting', title: 'Sendingen din starter snart', link: '/broadcast-studio' })).not.toBeNull();
    expect((await inbox(host)).notifications.map((n) => n.kind)).toEqual(['show_starting', 'reminder']);

    // A link must stay inside the app; a bare transaction is refused (its event could outrun the commit).
    await expect(notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: 'reminder', title: 'x', link: 'https://evil.example' })).rejects.toThrow();
    await expect(server.ctx.database.db.transaction((tx) => notify(server.ctx, tx, { userId: hostId, kind: 'approval', title: 'x', link: '/' }))).rejects.toThrow(/bare transaction/);

    await pause(200);
    expect(techSeen).toEqual([]);
    expect(adminSeen).toEqual([]);
  });

  it('an @mention in the chat notifies the named colleague (once per message), never the writer', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const techSocket = await socketOf(tech);
    const created = notificationEvent<{ notification: Notification }>(techSocket, NOTIFICATION_EVENTS.created);
    const sent = await host.post('/api/chat/messages', { message: 'Hei @Tor Tekniker og @Pia Programleder, mikrofon 2 er klar' });
    expect(sent.status).toBe(201);
    const { notification } = (await created).payload;
    expect(notification).toMatchObject({ kind: 'mention', title: 'Pia Programleder nevnte deg i chatten', body: 'Hei @Tor Tekniker og @Pia Programleder, mikrofon 2 er klar', link: '/chat?samtale=public' });
    expect((await inbox(host, '?kind=mention')).notifications).toEqual([]);
    expect((await inbox(admin, '?kind=mention')).notifications).toEqual([]);

    // An edit that names Ada adds hers; Tor is not told twice.
    const id = sent.body.message.id as string;
    expect((await host.patch(`/api/chat/messages/${id}`, { message: 'Hei @Tor Tekniker og @Ada Admin, mikrofon 2 er klar' })).status).toBe(200);
    expect((await inbox(tech, '?kind=mention')).notifications).toHaveLength(1);
    expect((await inbox(admin, '?kind=mention')).notifications).toHaveLength(1);

    // Deleted, the message's words leave the notices and their stored events too.
    expect((await host.request('DELETE', `/api/chat/messages/${id}`)).status).toBe(200);
    expect((await inbox(tech, '?kind=mention')).notifications[0]).toMatchObject({ title: 'Pia Programleder nevnte deg i chatten', body: null });
    const log = await server.database.query<{ payload: unknown }>(`SELECT payload FROM realtime_events WHERE channel = 'notifications:v1'`);
    expect(JSON.stringify(log)).not.toContain('mikrofon 2 er klar');
  });

  it('approval decisions, achievements and a listener message sent to a colleague each notify their person', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const techId = await idOf(tech);

    // podcastTeam approved Pia and Tor: each has the decision in the inbox.
    expect((await inbox(tech)).notifications).toEqual([expect.objectContaining({ kind: 'approval', title: 'Kontoen din er godkjent som Tekniker', link: '/' })]);

    // An achievement earned (an acknowledged Akutt message) is a notification once, however often evaluated.
    const adaId = await idOf(admin);
    await server.database.query(`INSERT INTO broadcast_messages (sender_id, message, acknowledged_by) VALUES ($1, 'Brannalarm', ARRAY[$1]::text[])`, [adaId]);
    expect((await admin.get('/api/achievements')).status).toBe(200);
    expect((await admin.get('/api/achievements')).status).toBe(200);
    const achievements = (await inbox(admin, '?kind=achievement')).notifications;
    expect(achievements).toEqual([expect.objectContaining({ title: 'Ny utmerkelse: Første Akutt-melding kvittert', link: '/mobile-achievement' })]);

    // "Send til kollega": Pia hands a listener message to Tor.
    const message = (await host.post('/api/listener-messages', { name: 'Lise Lytter', body: 'Kan dere spille noe av a-ha?' })).body.message;
    const forwarded = await host.post(`/api/listener-messages/${message.id}/send-to-colleague`, { user_id: techId, note: 'Kan du ta denne?' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body.notification).toMatchObject({
      kind: 'listener_message',
      title: 'Pia Programleder sendte deg en lyttermelding fra Lise Lytter (Telefon)',
      body: 'Kan du ta denne?\n«Kan dere spille noe av a-ha?»',
      link: '/listener-messages?status=alle&sok=Kan+dere+spille+noe+av+a-ha%3F',
    });
    expect((await inbox(tech, '?kind=listener_message')).notifications).toHaveLength(1);
    // A NUL in the note is refused like in any body, never a 500.
    expect((await host.post(`/api/listener-messages/${message.id}/send-to-colleague`, { user_id: techId, note: 'a\u0000b' })).status).toBe(400);
    const nobody = await host.post(`/api/listener-messages/${message.id}/send-to-colleague`, { user_id: 'finnes-ikke' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toBe(S.colleagueNotFound);
  });

  it('pages newest first by cursor and filters unread and kind', async () => {
    const { host } = await podcastTeam(server);
    const hostId = await idOf(host);
    await forgetApprovals();
    const base = Date.now() - 60_000;
    for (let i = 0; i < 7; i++) {
      await notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: i % 2 ? 'reminder' : 'show_starting', title: `Varsel ${i}`, link: '/' }, new Date(base + i * 1000));
    }
    const first = await inbox(host, '?limit=3');
    expect(first.notifications.map((n) => n.title)).toEqual(['Varsel 6', 'Varsel 5', 'Varsel 4']);
    expect(first.unread).toBe(7);
    const second = await inbox(host, `?limit=3&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.notifications.map((n) => n.title)).toEqual(['Varsel 3', 'Varsel 2', 'Varsel 1']);
    const reminders = await inbox(host, '?kind=reminder');
    expect(reminders.notifications.map((n) => n.title)).toEqual(['Varsel 5', 'Varsel 3', 'Varsel 1']);
    expect(reminders.next_cursor).toBeNull();
    expect((await host.get('/api/notifications?cursor=tull')).status).toBe(400);
    // A cursor shaped right but naming no real moment is refused before the database sees it.
    expect((await host.get(`/api/notifications?cursor=${encodeURIComponent(`2026-19-45T99:00:00Z_${first.notifications[0]!.id}`)}`)).status).toBe(400);
    expect((await host.get('/api/notifications?kind=alt')).status).toBe(400);

    expect((await host.put(`/api/notifications/${first.notifications[0]!.id}/read`, { is_read: true })).status).toBe(200);
    expect((await inbox(host, '?unread=true')).notifications.map((n) => n.title)).not.toContain('Varsel 6');
  });

  it('read, unread and read-all reach every device of the person and nobody else; read-all under a filter says how many', async () => {
    const { host, tech } = await podcastTeam(server);
    const hostId = await idOf(host);
    await server.database.query(`DELETE FROM notifications WHERE user_id = $1`, [hostId]);
    for (const [i, k] of (['reminder', 'reminder', 'show_starting'] as const).entries()) {
      await notify(server.ctx, server.ctx.database.db, { userId: hostId, kind: k, title: `Varsel ${i}`, link: '/' });
    }
    const [phone, laptop] = [await socketOf(host), await socketOf(host)];
    const techSeen = collect(await socketOf(tech));
    const [target] = (await inbox(host, '?kind=reminder')).notifications;

    // Another's notification cannot be read or marked.
    expect((await tech.put(`/api/notifications/${target!.id}/read`, { is_read: true })).status).toBe(404);

    const onPhone = notificationEvent<{ ids: string[]; is_read: boolean; unread: number }>(phone, NOTIFICATION_EVENTS.readChanged);
    const onLaptop = notificationEvent<{ ids: string[]; is_read: boolean; unread: number }>(laptop, NOTIFICATION_EVENTS.readChanged);
    const read = await host.put(`/api/notifications/${target!.id}/read`, { is_read: true });
    expect(read.status).toBe(200);
    expect(read.body.notification).toMatchObject({ id: target!.id, is_read: true });
    expect(read.body.unread).toBe(2);
    for (const e of [await onPhone, await onLaptop]) expect(e.payload).toMatchObject({ ids: [target!.id], is_read: true, unread: 2 });

    const unreadAgain = notificationEvent<{ is_read: boolean; unread: number }>(laptop, NOTIFICATION_EVENTS.readChanged, (p) => !p.is_read);
    expect((await host.put(`/api/notifications/${target!.id}/read`, { is_read: false })).body).toMatchObject({ notification: { is_read: false, read_at: null }, unread: 3 });
    expect((await unreadAgain).payload.unread).toBe(3);

    // Mark all under the "Påminnelse" filter: only the two reminders, and it says so.
    const allRead = notificationEvent<{ kind: string; count: number; unread: number }>(phone, NOTIFICATION_EVENTS.allRead);
    expect((await host.post('/api/notifications/read-all', { kind: 'reminder' })).body).toEqual({ count: 2, unread: 1 });
    expect((await allRead).payload).toMatchObject({ kind: 'reminder', count: 2, unread: 1 });
    // Rows newer than what the person saw (up_to) stay unread.
    expect((await host.post('/api/notifications/read-all', { up_to: new Date(Date.now() - 3_600_000).toISOString() })).body).toEqual({ count: 0, unread: 1 });
    expect((await host.post('/api/notifications/read-all', {})).body).toEqual({ count: 1, unread: 0 });

    await pause(200);
    expect(techSeen).toEqual([]);
    expect((await tech.get('/api/notifications/unread-count')).body.unread).toBe(1); // Tor's own approval only
  });
});
