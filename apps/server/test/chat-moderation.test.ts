import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  type AppRole,
  CHANNELS,
  CHAT_EVENTS,
  CHAT_MODERATION_EVENTS,
  CHAT_MODERATION_STRINGS,
  CHAT_STRINGS,
  type ChannelEvent,
  type ChatMessage,
  type ChatReport,
  chatMutedText,
  SOCKET_EVENTS,
} from '@studioportal/shared';
import { Client, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';

/**
 * Chat moderation (issue 17, part 6): reports, removal by a moderator (Administrator,
 * Programleder) with a reason, live for everyone and told to the author, logged as a security
 * event; and mutes that stop a colleague writing for a while.
 */

interface Person {
  client: Client;
  id: string;
  name: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every chat event a socket receives, in arrival order. */
function recorder(socket: Socket) {
  const events: ChannelEvent<any>[] = [];
  socket.on(SOCKET_EVENTS.event, (e: ChannelEvent) => {
    if (e.channel === CHANNELS.chat.name) events.push(e);
  });
  return events;
}

function chatEvent(socket: Socket, type: string, predicate: (payload: any) => boolean = () => true, timeoutMs = 3000) {
  return nextEvent<ChannelEvent<any>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.chat.name && e.type === type && predicate(e.payload), timeoutMs);
}

describe.each(DB_KINDS)('chat moderation (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await server.close();
  });

  /** The first account (Administrator) plus approved colleagues with the given roles, all signed in. */
  async function staff(...people: [string, AppRole?][]): Promise<Person[]> {
    const out: Person[] = [];
    for (const [i, [name]] of people.entries()) {
      const client = new Client(server.url);
      const res = await client.signUp(name, `person${i}@example.no`);
      expect(res.status).toBe(201);
      out.push({ client, id: res.body.profile.id, name });
    }
    const admin = out[0]!;
    for (const [i, p] of out.entries()) {
      if (i === 0) continue;
      const role = people[i]![1] ?? 'Tekniker';
      expect((await admin.client.post(`/api/admin/users/${p.id}/approve`, { app_role: role })).status).toBe(200);
    }
    return out;
  }

  /** Ada (Administrator), Pia (Programleder), Tom and Bea (Tekniker), Cato (Tekniker). */
  const crew = () =>
    staff(['Ada Admin'], ['Pia Programleder', 'Programleder'], ['Tom Tekniker', 'Tekniker'], ['Bea Berg', 'Tekniker'], ['Cato Carlsen', 'Tekniker']);

  async function onChat(person: Person) {
    const socket = await connected(person.client.socket());
    sockets.push(socket);
    const ack = await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name });
    expect(ack.ok).toBe(true);
    return socket;
  }

  const send = (p: Person, body: Record<string, unknown>) => p.client.post('/api/chat/messages', body);
  const write = async (p: Person, body: Record<string, unknown>) => {
    const res = await send(p, body);
    expect(res.status).toBe(201);
    return res.body.message as ChatMessage;
  };
  const moderate = (p: Person, id: string, body: unknown) => p.client.post(`/api/chat/messages/${id}/moderate`, body);
  const report = (p: Person, id: string, reason: string) => p.client.post(`/api/chat/messages/${id}/report`, { reason });
  const securityEvents = (type: string) =>
    server.database.query<{ actor_id: string; target_id: string; details: Record<string, unknown> }>(
      'SELECT actor_id, target_id, details FROM security_events WHERE type = $1 ORDER BY created_at',
      [type],
    );

  it('lets only Administrators and Programledere remove, list reports, dismiss and mute; every colleague may report', async () => {
    const [ada, pia, tom, bea] = await crew();
    const message = await write(tom!, { message: 'Noe upassende' });
    const messageId = message.id;
    const someId = '4f5b3c7e-8d3a-4f2b-9c1d-2a3b4c5d6e7f';
    const moderatorOnly: [string, string, unknown?][] = [
      ['POST', `/api/chat/messages/${messageId}/moderate`, { reason: 'Upassende' }],
      ['GET', '/api/chat/reports'],
      ['POST', `/api/chat/reports/${someId}/dismiss`, {}],
      ['GET', '/api/chat/mutes'],
      ['POST', '/api/chat/mutes', { user_id: tom!.id, minutes: 15 }],
      ['DELETE', `/api/chat/mutes/${tom!.id}`],
    ];
    for (const [method, url, body] of moderatorOnly) {
      const res = await bea!.client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    // Nothing happened: the message is there, nobody is muted.
    const history = await bea!.client.get('/api/chat/messages?conversation=public');
    expect(history.body.messages[0]).toMatchObject({ id: messageId, message: 'Noe upassende', moderated: false, deleted_at: null });
    expect((await send(tom!, { message: 'Fortsatt her' })).status).toBe(201);

    expect((await report(bea!, messageId, 'Upassende språk')).status).toBe(201);
    for (const moderator of [ada!, pia!]) expect((await moderator.client.get('/api/chat/reports')).status).toBe(200);
    expect((await moderate(pia!, messageId, { reason: 'Upassende' })).status).toBe(200);
  });

  it('removes a public message for everyone live, tells the author, takes it off studio displays and logs it', async () => {
    const [, pia, tom, bea] = await crew();
    const original = await write(tom!, { message: 'Dette skulle aldri vært skrevet @Bea Berg' });
    const reply = await write(bea!, { message: 'Hva?', reply_to: original.id });
    const beaSocket = await onChat(bea!);
    const beaEvents = recorder(beaSocket);
    const tomSocket = await onChat(tom!);
    const display = await connected(bea!.client.socket());
    sockets.push(display);
    expect((await emitAck(display, SOCKET_EVENTS.subscribe, { channel: CHANNELS.studio.name })).ok).toBe(true);
    const takenDown = nextEvent<ChannelEvent<any>>(display, SOCKET_EVENTS.event, (e) => e.type === CHAT_EVENTS.studioMessageDeleted);
    const replaced = chatEvent(beaSocket, CHAT_EVENTS.messageDeleted);
    const told = chatEvent(tomSocket, CHAT_MODERATION_EVENTS.messageModerated);

    // A reason is required, in Norwegian.
    const noReason = await moderate(pia!, original.id, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(CHAT_MODERATION_STRINGS.reasonRequired);
    expect((await moderate(pia!, original.id, {})).body.error.message).toBe(CHAT_MODERATION_STRINGS.reasonRequired);
    const tooLong = await moderate(pia!, original.id, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Begrunnelsen kan ha høyst 500 tegn.');
    expect((await moderate(pia!, original.id, { reason: 'Ok', extra: 1 })).status).toBe(400);

    const res = await moderate(pia!, original.id, { reason: '  Personangrep  ' });
    expect(res.status).toBe(200);
    const removed: ChatMessage = res.body.message;
    expect(removed).toMatchObject({ id: original.id, message: '', mentions: [], moderated: true, sender_id: tom!.id });
    expect(removed.deleted_at).not.toBeNull();

    // Live on a colleague's socket: the same message, removed, with no text.
    const live = await replaced;
    expect(live.payload).toEqual(removed);
    expect(live.payload).toMatchObject({ id: original.id, message: '', moderated: true });
    expect((await takenDown).payload).toEqual({ id: original.id });
    // The author is told why, by whom.
    const notice = await told;
    expect(notice.payload).toEqual({ message_id: original.id, reason: 'Personangrep', moderator_name: 'Pia Programleder', at: expect.any(String) });
    expect(typeof notice.seq).toBe('number');
    await sleep(150);
    expect(beaEvents.map((e) => e.type)).toEqual([CHAT_EVENTS.messageDeleted]);

    // History and the reply's quote say removed; the stored row keeps who and why, not the text.
    const history = await bea!.client.get('/api/chat/messages?conversation=public');
    const fromHistory = history.body.messages.find((m: ChatMessage) => m.id === original.id);
    expect(fromHistory).toMatchObject({ message: '', moderated: true });
    expect(history.body.messages.find((m: ChatMessage) => m.id === reply.id).reply_preview).toMatchObject({ message: '', deleted: true });
    const [row] = await server.database.query<Record<string, unknown>>(
      'SELECT message, moderated_by, moderation_reason, moderated_at IS NOT NULL AS moderated, deleted_at IS NOT NULL AS deleted FROM chat_messages WHERE id = $1',
      [original.id],
    );
    expect(row).toEqual({ message: '', moderated_by: pia!.id, moderation_reason: 'Personangrep', moderated: true, deleted: true });

    // A replay afterwards carries no text, neither to a colleague nor to the author, and the author gets the notice again.
    const beaLater = await connected(bea!.client.socket());
    sockets.push(beaLater);
    const beaReplay = await emitAck(beaLater, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name, since: 0 });
    expect(JSON.stringify(beaReplay.missed)).not.toContain('aldri vært skrevet');
    expect(beaReplay.missed.map((e: ChannelEvent) => e.type)).not.toContain(CHAT_MODERATION_EVENTS.messageModerated);
    const tomLater = await connected(tom!.client.socket());
    sockets.push(tomLater);
    const tomReplay = await emitAck(tomLater, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name, since: 0 });
    expect(JSON.stringify(tomReplay.missed)).not.toContain('aldri vært skrevet');
    const replayedNotice = tomReplay.missed.find((e: ChannelEvent) => e.type === CHAT_MODERATION_EVENTS.messageModerated);
    expect(replayedNotice.payload).toMatchObject({ message_id: original.id, reason: 'Personangrep' });
    const replayedDelete = tomReplay.missed.find((e: ChannelEvent<ChatMessage>) => e.type === CHAT_EVENTS.messageDeleted);
    expect(replayedDelete.payload).toMatchObject({ id: original.id, message: '', moderated: true });
    const log = await server.database.query<{ payload: unknown }>('SELECT payload FROM realtime_events');
    expect(JSON.stringify(log)).not.toContain('aldri vært skrevet');

    // The security log, as /security lists it.
    expect(await securityEvents('chat_message_moderated')).toEqual([
      { actor_id: pia!.id, target_id: tom!.id, details: { message_id: original.id, author_id: tom!.id, channel_type: 'public', reason: 'Personangrep' } },
    ]);

    // Removing it again is a clear refusal; so is the author editing it.
    const again = await moderate(pia!, original.id, { reason: 'Igjen' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CHAT_MODERATION_STRINGS.alreadyRemoved);
    expect((await tom!.client.request('PATCH', `/api/chat/messages/${original.id}`, { message: 'Tilbake' })).status).toBe(409);
    const unknown = await moderate(pia!, '4f5b3c7e-8d3a-4f2b-9c1d-2a3b4c5d6e7f', { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(CHAT_STRINGS.messageNotFound);
  });

  it('keeps private messages private: only a reported one can be removed, and only its people see it go', async () => {
    const [ada, pia, tom, bea, cato] = await crew();
    const secret = await write(tom!, { message: 'Privat og stygt', recipient_id: bea!.id });
    const piaSocket = await onChat(pia!);
    const adaSocket = await onChat(ada!);
    const catoSocket = await onChat(cato!);
    const catoEvents = recorder(catoSocket);
    const tomSocket = await onChat(tom!);
    const beaSocket = await onChat(bea!);

    // Unreported, it does not exist for a moderator.
    const hidden = await moderate(pia!, secret.id, { reason: 'Stygt' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(CHAT_STRINGS.messageNotFound);
    // Only its recipient can report it: not a third colleague, not its author.
    expect((await report(cato!, secret.id, 'Nysgjerrig')).status).toBe(404);
    const own = await report(tom!, secret.id, 'Meg selv');
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(CHAT_MODERATION_STRINGS.cannotReportOwn);
    expect((await report(bea!, secret.id, '')).status).toBe(400);

    const piaTold = chatEvent(piaSocket, CHAT_MODERATION_EVENTS.reportCreated);
    const adaTold = chatEvent(adaSocket, CHAT_MODERATION_EVENTS.reportCreated);
    const first = await report(bea!, secret.id, 'Han truer meg');
    expect(first.status).toBe(201);
    const reportId = first.body.report.id as string;
    expect((await piaTold).payload).toEqual({ id: reportId, message_id: secret.id, channel_type: 'private' });
    expect((await adaTold).payload.id).toBe(reportId);
    // Reporting again is the same report, and nobody is pinged twice.
    const again = await report(bea!, secret.id, 'Igjen');
    expect(again.status).toBe(200);
    expect(again.body.report.id).toBe(reportId);
    expect((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_reports'))[0]?.n).toBe(1);

    // The moderators' list shows what they need to decide.
    const list = await pia!.client.get('/api/chat/reports');
    expect(list.status).toBe(200);
    const reports: ChatReport[] = list.body.reports;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      id: reportId,
      reason: 'Han truer meg',
      reporter: { id: bea!.id, full_name: 'Bea Berg' },
      message: { id: secret.id, message: 'Privat og stygt', sender_id: tom!.id, sender: { full_name: 'Tom Tekniker' }, channel_type: 'private', recipient_id: bea!.id, deleted: false },
    });

    const beaSees = chatEvent(beaSocket, CHAT_EVENTS.messageDeleted);
    const tomSees = chatEvent(tomSocket, CHAT_EVENTS.messageDeleted);
    const tomTold = chatEvent(tomSocket, CHAT_MODERATION_EVENTS.messageModerated);
    const resolved = chatEvent(adaSocket, CHAT_MODERATION_EVENTS.reportResolved);
    const res = await moderate(pia!, secret.id, { reason: 'Trusler' });
    expect(res.status).toBe(200);
    expect((await beaSees).payload).toMatchObject({ id: secret.id, message: '', moderated: true, channel_type: 'private' });
    expect((await tomSees).payload).toMatchObject({ id: secret.id, moderated: true });
    expect((await tomTold).payload).toMatchObject({ message_id: secret.id, reason: 'Trusler' });
    expect((await resolved).payload).toEqual({ ids: [reportId], resolution: 'removed' });

    // The report is resolved and off the list; a third colleague saw nothing of any of it.
    expect((await pia!.client.get('/api/chat/reports')).body.reports).toEqual([]);
    const [stored] = await server.database.query<Record<string, unknown>>('SELECT resolution, resolved_by FROM chat_reports WHERE id = $1', [reportId]);
    expect(stored).toEqual({ resolution: 'removed', resolved_by: pia!.id });
    await sleep(150);
    expect(catoEvents).toEqual([]);
    expect(await securityEvents('chat_message_moderated')).toEqual([
      { actor_id: pia!.id, target_id: tom!.id, details: { message_id: secret.id, author_id: tom!.id, channel_type: 'private', reason: 'Trusler' } },
    ]);
  });

  it('dismisses reports, refuses reports of deleted messages and closes reports when the author deletes', async () => {
    const [ada, pia, tom, bea] = await crew();
    const piaSocket = await onChat(pia!);
    const message = await write(tom!, { message: 'Grenseland' });
    const reportId = (await report(bea!, message.id, 'Litt drøyt')).body.report.id as string;
    expect((await pia!.client.get('/api/chat/reports')).body.reports.map((r: ChatReport) => r.id)).toEqual([reportId]);

    const resolved = chatEvent(piaSocket, CHAT_MODERATION_EVENTS.reportResolved);
    const dismissed = await ada!.client.post(`/api/chat/reports/${reportId}/dismiss`, {});
    expect(dismissed.status).toBe(200);
    expect((await resolved).payload).toEqual({ ids: [reportId], resolution: 'dismissed' });
    expect((await pia!.client.get('/api/chat/reports')).body.reports).toEqual([]);
    const twice = await pia!.client.post(`/api/chat/reports/${reportId}/dismiss`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(CHAT_MODERATION_STRINGS.reportAlreadyResolved);
    const unknown = await pia!.client.post('/api/chat/reports/4f5b3c7e-8d3a-4f2b-9c1d-2a3b4c5d6e7f/dismiss', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(CHAT_MODERATION_STRINGS.reportNotFound);
    expect((await pia!.client.post('/api/chat/reports/ikke-en-id/dismiss', {})).status).toBe(400);
    // The message itself is untouched.
    expect((await bea!.client.get('/api/chat/messages?conversation=public')).body.messages[0]).toMatchObject({ id: message.id, message: 'Grenseland' });

    // A message its author deletes takes its open reports with it.
    const second = await write(tom!, { message: 'Angrer' });
    await report(bea!, second.id, 'Drøyt');
    const closed = chatEvent(piaSocket, CHAT_MODERATION_EVENTS.reportResolved);
    expect((await tom!.client.request('DELETE', `/api/chat/messages/${second.id}`)).status).toBe(200);
    expect((await closed).payload).toMatchObject({ resolution: 'removed' });
    expect((await pia!.client.get('/api/chat/reports')).body.reports).toEqual([]);
    const late = await report(bea!, second.id, 'For sent');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(CHAT_MODERATION_STRINGS.reportDeleted);
  });

  it('lets a moderator remove their own message the same way, still logged', async () => {
    const [, pia] = await crew();
    const own = await write(pia!, { message: 'Feil kanal' });
    const res = await moderate(pia!, own.id, { reason: 'Feil kanal' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ moderated: true, message: '' });
    expect(await securityEvents('chat_message_moderated')).toHaveLength(1);
    // No notice to oneself.
    const notices = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM realtime_events WHERE type = $1`, [CHAT_MODERATION_EVENTS.messageModerated]);
    expect(notices[0]?.n).toBe(0);
  });

  it('mutes a colleague for a chosen time: told live, refused with the end time in Norwegian, lifted again', async () => {
    const [ada, pia, tom, bea] = await crew();
    const before = await write(tom!, { message: 'Før demping' });
    const tomSocket = await onChat(tom!);
    const told = chatEvent(tomSocket, CHAT_MODERATION_EVENTS.muteChanged);

    const wrongTime = await pia!.client.post('/api/chat/mutes', { user_id: tom!.id, minutes: 30 });
    expect(wrongTime.status).toBe(400);
    expect(wrongTime.body.error.message).toBe(CHAT_MODERATION_STRINGS.invalidDuration);
    const started = Date.now();
    const muted = await pia!.client.post('/api/chat/mutes', { user_id: tom!.id, minutes: 15, reason: 'Kjøl deg ned' });
    expect(muted.status).toBe(200);
    const until = new Date(muted.body.muted_until as string);
    expect(muted.body.user_id).toBe(tom!.id);
    // Fifteen minutes, rounded up to the whole minute that is shown.
    expect(until.getTime() - started).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(until.getTime() - started).toBeLessThanOrEqual(16 * 60_000 + 1000);
    expect(until.getUTCSeconds()).toBe(0);
    expect((await told).payload).toEqual({ user_id: tom!.id, muted_until: until.toISOString(), reason: 'Kjøl deg ned' });

    // Sending and editing are refused with the end time (station time, 24 h); deleting is not.
    const refused = await send(tom!, { message: 'Hallo?' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'chat_muted', message: chatMutedText(until) });
    expect(refused.body.error.message).toMatch(/^Du er dempet i chatten til (i morgen )?kl\. \d\d:\d\d$/);
    expect((await send(tom!, { message: 'Privat', recipient_id: bea!.id })).body.error.code).toBe('chat_muted');
    const edit = await tom!.client.request('PATCH', `/api/chat/messages/${before.id}`, { message: 'Endret' });
    expect(edit.status).toBe(403);
    expect(edit.body.error.code).toBe('chat_muted');
    expect((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages'))[0]?.n).toBe(1);
    // Others still write.
    expect((await send(bea!, { message: 'Jeg kan skrive' })).status).toBe(201);

    // A reload shows it: the conversations list carries the viewer's own mute, nobody else's.
    expect((await tom!.client.get('/api/chat/conversations')).body.muted_until).toBe(until.toISOString());
    expect((await bea!.client.get('/api/chat/conversations')).body.muted_until).toBeNull();
    const mutes = await ada!.client.get('/api/chat/mutes');
    expect(mutes.body.mutes).toEqual([
      {
        user: expect.objectContaining({ id: tom!.id, full_name: 'Tom Tekniker' }),
        muted_until: until.toISOString(),
        reason: 'Kjøl deg ned',
        muted_by: expect.objectContaining({ id: pia!.id }),
        updated_at: expect.any(String),
      },
    ]);
    expect(await securityEvents('chat_user_muted')).toEqual([
      { actor_id: pia!.id, target_id: tom!.id, details: { minutes: 15, muted_until: until.toISOString(), reason: 'Kjøl deg ned' } },
    ]);

    // Lifted: told live, logged, and Tom writes again. Lifting it twice changes nothing.
    const lifted = chatEvent(tomSocket, CHAT_MODERATION_EVENTS.muteChanged, (p) => p.muted_until === null);
    const unmute = await ada!.client.request('DELETE', `/api/chat/mutes/${tom!.id}`);
    expect(unmute.status).toBe(200);
    expect(unmute.body).toEqual({ user_id: tom!.id, muted_until: null });
    expect((await lifted).payload).toEqual({ user_id: tom!.id, muted_until: null, reason: null });
    expect((await send(tom!, { message: 'Tilbake' })).status).toBe(201);
    expect((await tom!.client.get('/api/chat/conversations')).body.muted_until).toBeNull();
    expect((await ada!.client.request('DELETE', `/api/chat/mutes/${tom!.id}`)).status).toBe(200);
    expect(await securityEvents('chat_user_unmuted')).toEqual([{ actor_id: ada!.id, target_id: tom!.id, details: { muted_until: until.toISOString() } }]);
    expect((await ada!.client.get('/api/chat/mutes')).body.mutes).toEqual([]);
  });

  it('refuses muting oneself, an Administrator (for a Programleder) and anyone who is not an active colleague', async () => {
    const [ada, pia, tom] = await crew();
    const self = await pia!.client.post('/api/chat/mutes', { user_id: pia!.id, minutes: 60 });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(CHAT_MODERATION_STRINGS.cannotMuteSelf);
    const admin = await pia!.client.post('/api/chat/mutes', { user_id: ada!.id, minutes: 60 });
    expect(admin.status).toBe(403);
    expect(admin.body.error.message).toBe(CHAT_MODERATION_STRINGS.cannotMuteAdministrator);
    expect((await send(ada!, { message: 'Administratoren skriver' })).status).toBe(201);

    const pending = new Client(server.url);
    const p = await pending.signUp('Per Pending', 'per@example.no');
    for (const id of [p.body.profile.id, 'finnes-ikke']) {
      const res = await pia!.client.post('/api/chat/mutes', { user_id: id, minutes: 60 });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(CHAT_MODERATION_STRINGS.muteTargetNotFound);
    }

    // An Administrator may mute a Programleder, who cannot lift it themselves.
    expect((await ada!.client.post('/api/chat/mutes', { user_id: pia!.id, minutes: 1440 })).status).toBe(200);
    expect((await send(pia!, { message: 'Hei' })).body.error.code).toBe('chat_muted');
    const selfUnmute = await pia!.client.request('DELETE', `/api/chat/mutes/${pia!.id}`);
    expect(selfUnmute.status).toBe(400);
    expect((await send(pia!, { message: 'Hei' })).status).toBe(403);
    // A muted moderator still moderates.
    const tomMessage = await write(tom!, { message: 'Hei' });
    expect((await moderate(pia!, tomMessage.id, { reason: 'Test' })).status).toBe(200);
    expect(await securityEvents('chat_user_muted')).toHaveLength(1);
  });

  it('lets a mute run out by itself and shows its end in station time', async () => {
    const [, pia, tom] = await crew();
    expect((await pia!.client.post('/api/chat/mutes', { user_id: tom!.id, minutes: 15 })).status).toBe(200);
    expect((await send(tom!, { message: 'Nei' })).status).toBe(403);
    await server.database.query(`UPDATE user_moderation SET chat_muted_until = now() - interval '1 second' WHERE user_id = $1`, [tom!.id]);
    expect((await send(tom!, { message: 'Ja' })).status).toBe(201);
    expect((await tom!.client.get('/api/chat/conversations')).body.muted_until).toBeNull();
    expect((await pia!.client.get('/api/chat/mutes')).body.mutes).toEqual([]);

    // Europe/Oslo in winter (UTC+1) and summer (UTC+2), 24-hour clock; a mute into tomorrow says so.
    expect(chatMutedText('2025-01-15T13:05:00Z', new Date('2025-01-15T12:50:00Z'))).toBe('Du er dempet i chatten til kl. 14:05');
    expect(chatMutedText('2025-07-01T21:30:00Z', new Date('2025-07-01T21:00:00Z'))).toBe('Du er dempet i chatten til kl. 23:30');
    expect(chatMutedText('2025-07-02T21:00:00Z', new Date('2025-07-01T21:00:00Z'))).toBe('Du er dempet i chatten til i morgen kl. 23:00');
  });
});
