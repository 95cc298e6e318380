import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  DISPLAY_MESSAGE_EVENTS,
  LISTENER_EVENTS,
  LISTENER_POLL_EVENTS,
  LISTENER_STRINGS,
  SOCKET_EVENTS,
  type ChannelEvent,
  type DisplayMessagePushedPayload,
  type ListenerMessageEvent,
  type ListenerPollTally,
  zonedParts,
} from '@studioportal/shared';
import { neutralSignature, twilioSignature } from '../src/features/listeners/sms-signature';
import { Client, DB_KINDS, nextEvent, startServer, type TestServer, subscribedTo } from './harness';
import { podcastTeam, publishedEpisode } from './podcast-helpers';

/**
 * Listeners: the public "Til studio" (honeypot, fill time, rate limits, blocking, moderation), the
 * staff queue with push to the studio and read on air, polls with a live tally, music requests
 * with rules, episode comments, and inbound SMS (signature, replay, keywords).
 */

const SMS_SECRET = 'test-sms-webhook-secret-0123456789';
const TWILIO_TOKEN = 'twilio-test-auth-token';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = async (server: TestServer, sql: string) => (await server.database.query<{ n: number }>(sql))[0]?.n ?? -1;

/** A listener's phone: a device cookie and a form token from the page, old enough once `pause(MIN_FILL)` has passed. */
async function listener(server: TestServer) {
  const client = new Client(server.url);
  const live = await client.get('/api/listener/live');
  expect(live.status).toBe(200);
  expect(client.cookie).toContain('sp_listener=');
  return { client, token: live.body.form_token as string };
}
const MIN_FILL = 2100;

const subscribed = subscribedTo;

function channelEvent<P>(socket: Socket, channel: string, type: string, where: (p: P) => boolean = () => true) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === channel && e.type === type && where(e.payload as P));
}

function signedSms(url: string, body: object, timestamp = Math.floor(Date.now() / 1000), secret = SMS_SECRET) {
  const raw = JSON.stringify(body);
  return fetch(`${url}/api/inbound/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-studioportal-timestamp': String(timestamp), 'x-studioportal-signature': neutralSignature(secret, String(timestamp), raw) },
    body: raw,
  });
}

describe.each(DB_KINDS)('Listeners (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind, { SMS_WEBHOOK_SECRET: SMS_SECRET, TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TWILIO_WEBHOOK_URL: 'https://radio.example.no/api/inbound/sms/twilio' });
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  it('takes a listener message only on air, through the honeypot, fill time, limits and blocks, and the staff triage it, push it and read it on air', async () => {
    const kari = await listener(server);
    const { admin, tech } = await podcastTeam(server);
    const bot = await listener(server);
    const techSocket = await subscribed(tech, CHANNELS.listeners.name);
    const studioSocket = await subscribed(tech, CHANNELS.studio.name);
    sockets.push(techSocket, studioSocket);
    const message = (body: string, extra: Record<string, unknown> = {}, who = kari) =>
      who.client.post('/api/listener/messages', { name: 'Kari', phone: '912 34 567', body, website: '', form_token: who.token, ...extra });

    // A bot that posts the moment the form shows is answered as if taken; nothing is stored.
    expect((await message('Rask bot', {}, bot)).status).toBe(202);
    await pause(MIN_FILL);
    expect((await message('Hei!', { website: 'http://spam.example' }, bot)).status).toBe(202);
    expect(await count(server, 'SELECT count(*)::int AS n FROM messages')).toBe(0);

    // Off air: a clear refusal.
    const offAir = await message('God morgen!');
    expect(offAir.status).toBe(409);
    expect(offAir.body.error.message).toBe(LISTENER_STRINGS.notOnAir);
    expect((await admin.post('/api/on-air', { is_live: true })).status).toBe(200);

    // A made-up form token asks the listener to reload; no device cookie at all likewise.
    expect((await message('Hei', { form_token: 'abc.def' })).body.error.message).toBe(LISTENER_STRINGS.formExpired);
    const stranger = await new Client(server.url).post('/api/listener/messages', { name: 'X', body: 'Hei', form_token: kari.token });
    expect(stranger.status).toBe(400);

    // Taken: every staff screen hears of it at once, with the phone masked.
    const created = channelEvent<ListenerMessageEvent>(techSocket, CHANNELS.listeners.name, LISTENER_EVENTS.messageCreated);
    expect((await message('God morgen fra Tromsø!')).status).toBe(202);
    const event = (await created).payload.message;
    expect(event).toMatchObject({ source: 'web', status: 'ny', name: 'Kari', body: 'God morgen fra Tromsø!', phone: '+47 ••••• 567', blockable: true });
    expect(JSON.stringify(event)).not.toContain('91234567');
    expect((await server.database.query<{ phone: string }>('SELECT phone FROM messages'))[0]?.phone).toBe('+4791234567');

    // The same text twice is stored once; the device's allowance is three, then a wait in words.
    expect((await message('God morgen fra Tromsø!')).status).toBe(202);
    expect((await message('Nummer to')).status).toBe(202);
    const limited = await message('Nummer tre');
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(LISTENER_STRINGS.tooManyWait(20));
    expect(limited.headers.get('retry-after')).toBe('20');
    expect(await count(server, "SELECT count(*)::int AS n FROM messages WHERE source = 'web'")).toBe(2);

    // Teknikere see the number masked, moderators whole; the badge counts new ones.
    const techView = await tech.get('/api/listener-messages');
    expect(techView.body.messages.map((m: { phone: string }) => m.phone)).toEqual(['+47 ••••• 567', '+47 ••••• 567']);
    expect(techView.body.counts.ny).toBe(2);
    const adminView = await admin.get('/api/listener-messages?q=troms');
    expect(adminView.body.messages).toHaveLength(1);
    expect(adminView.body.messages[0].phone).toBe('+4791234567');
    expect((await tech.get('/api/listener-messages/summary')).body.new_count).toBe(2);
    expect((await tech.get('/api/listener-messages?source=sms')).body.messages).toHaveLength(0);

    // Triage: star, and the studio's queue puts it first.
    const [second, first] = techView.body.messages as { id: string }[];
    expect((await tech.request('PATCH', `/api/listener-messages/${first!.id}`, { status: 'stjernemerket' })).body.message.status).toBe('stjernemerket');
    expect((await tech.get('/api/listener-messages/summary')).body.queue[0].id).toBe(first!.id);
    expect((await tech.request('PATCH', `/api/listener-messages/${second!.id}`, { status: 'bogus' })).status).toBe(400);

    // Push: to the displays as "Fra lytter"; read on air: used, off the displays, and the producer sees it.
    const pushedEvent = channelEvent<DisplayMessagePushedPayload>(studioSocket, CHANNELS.studio.name, DISPLAY_MESSAGE_EVENTS.pushed);
    const pushed = await tech.post(`/api/listener-messages/${first!.id}/push`);
    expect(pushed.status).toBe(200);
    expect(pushed.body.message.pushed_by.full_name).toBe('Tor Tekniker');
    expect((await pushedEvent).payload.message).toMatchObject({ text: 'God morgen fra Tromsø!', listener: { message_id: first!.id, name: 'Kari' } });
    expect((await tech.get('/api/display-messages')).body.messages).toHaveLength(1);
    const readEvent = channelEvent<ListenerMessageEvent>(techSocket, CHANNELS.listeners.name, LISTENER_EVENTS.messageUpdated, (p) => p.message.status === 'brukt');
    const read = await admin.post(`/api/listener-messages/${first!.id}/read-on-air`);
    expect(read.body.message).toMatchObject({ status: 'brukt', read_on_air_by: { full_name: 'Ada Admin' } });
    expect((await readEvent).payload.message.read_on_air_at).not.toBeNull();
    expect((await tech.get('/api/display-messages')).body.messages).toHaveLength(0);

    // Blocking: moderators only; the blocked device gets the same answer and nothing is stored.
    expect((await tech.post('/api/listener-blocks', { message_id: second!.id })).status).toBe(403);
    const blocked = await admin.post('/api/listener-blocks', { message_id: second!.id, reason: 'Sjikane' });
    expect(blocked.status).toBe(201);
    expect(blocked.body.block).toMatchObject({ kind: 'phone', label: '+47 ••••• 567', reason: 'Sjikane' });
    expect((await admin.post('/api/listener-blocks', { message_id: second!.id })).status).toBe(409);
    const other = await listener(server);
    await pause(MIN_FILL);
    expect((await message('Jeg er tilbake', {}, other)).status).toBe(202);
    expect(await count(server, "SELECT count(*)::int AS n FROM messages WHERE body = 'Jeg er tilbake'")).toBe(0);
    expect((await admin.request('DELETE', `/api/listener-blocks/${blocked.body.block.id}`)).status).toBe(204);
    expect((await message('Nå slipper jeg inn', {}, other)).status).toBe(202);
    expect(await count(server, "SELECT count(*)::int AS n FROM messages WHERE body = 'Nå slipper jeg inn'")).toBe(1);

    // Staff can type in a caller's message; it lands in the same queue.
    const typed = await tech.post('/api/listener-messages', { name: 'Ola i bilen', body: 'Kø på E6 ved Moholt' });
    expect(typed.status).toBe(201);
    expect(typed.body.message.source).toBe('telefon');

    // Paging: 60 SMS that arrived in the same millisecond are all shown across pages, none twice.
    await server.database.query(
      `INSERT INTO messages (source, sender_name, body, created_at) SELECT 'sms', 'Lytter', 'Samtidig ' || g, '2026-11-26T06:00:00.000Z' FROM generate_series(1, 60) g`,
    );
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: { body: { messages: { id: string }[]; next_before: string | null } } = await tech.get(
        `/api/listener-messages?source=sms${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      );
      seen.push(...page.body.messages.map((m) => m.id));
      before = page.body.next_before;
    } while (before);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect((await tech.get('/api/listener-messages?before=2026-11-26')).status).toBe(400);
  });

  it('runs a poll: one vote per listener, results after voting, a coalesced live tally for staff, SMS votes, closed means closed', async () => {
    const voters = await Promise.all([listener(server), listener(server), listener(server)]);
    const { host, tech } = await podcastTeam(server);
    const socket = await subscribed(tech, CHANNELS.listenerPolls.name);
    sockets.push(socket);

    expect((await tech.post('/api/listener-polls', { question: 'Kaffe eller te?', options: ['Kaffe', 'Te'] })).status).toBe(403);
    expect((await host.post('/api/listener-polls', { question: 'Kaffe eller te?', options: ['Kaffe'] })).body.error.message).toBe(LISTENER_STRINGS.optionsCount);
    const poll = (await host.post('/api/listener-polls', { question: 'Kaffe eller te?', options: ['Kaffe', 'Te', 'Kakao'] })).body.poll;
    expect(poll.status).toBe('utkast');
    expect((await voters[0]!.client.post(`/api/listener/polls/${poll.id}/votes`, { option_id: 'a' })).status).toBe(409);

    expect((await host.post(`/api/listener-polls/${poll.id}/open`)).body.poll.status).toBe('apen');
    const live = (await voters[0]!.client.get('/api/listener/live')).body;
    expect(live.poll).toMatchObject({ id: poll.id, voted_option_id: null, results: null });

    const tally = channelEvent<ListenerPollTally>(socket, CHANNELS.listenerPolls.name, LISTENER_POLL_EVENTS.tally, (p) => p.total_votes === 4);
    const votes = await Promise.all(voters.map((v, i) => v.client.post(`/api/listener/polls/${poll.id}/votes`, { option_id: i === 2 ? 'b' : 'a' })));
    expect(votes.map((v) => v.status)).toEqual([200, 200, 200]);
    expect(votes[0]!.body.poll.voted_option_id).toBe('a');
    expect(votes[0]!.body.poll.results).not.toBeNull();
    expect((await voters[0]!.client.post(`/api/listener/polls/${poll.id}/votes`, { option_id: 'b' })).body.error.message).toBe(LISTENER_STRINGS.alreadyVoted);
    expect((await voters[1]!.client.post(`/api/listener/polls/${poll.id}/votes`, { option_id: 'z' })).status).toBe(400);

    // "SVAR C" by SMS is a vote by phone number, counted once however often the gateway retries.
    const sms = { id: 'sms-vote-1', from: '+47 48 00 00 01', text: 'svar c' };
    expect(await (await signedSms(server.url, sms)).json()).toEqual({ received: true, routed: 'vote' });
    expect(await (await signedSms(server.url, sms)).json()).toEqual({ received: true, routed: 'duplicate' });
    expect((await tally).payload.options).toEqual(expect.arrayContaining([{ option_id: 'a', votes: 2 }, { option_id: 'b', votes: 1 }, { option_id: 'c', votes: 1 }]));
    expect(await count(server, 'SELECT count(*)::int AS n FROM listener_poll_votes')).toBe(4);

    const staffView = (await tech.get('/api/listener-polls')).body.polls[0];
    expect(staffView).toMatchObject({ total_votes: 4, status: 'apen' });
    expect((await voters[2]!.client.get('/api/listener/live')).body.poll.voted_option_id).toBe('b');

    // One poll open at a time; a closed poll takes no votes and cannot be reopened or deleted while open.
    const next = (await host.post('/api/listener-polls', { question: 'Beste årstid?', options: ['Vår', 'Høst'] })).body.poll;
    expect((await host.request('DELETE', `/api/listener-polls/${poll.id}`)).status).toBe(409);
    await host.post(`/api/listener-polls/${next.id}/open`);
    expect((await tech.get('/api/listener-polls')).body.polls.find((p: { id: string }) => p.id === poll.id).status).toBe('lukket');
    const late = await listener(server);
    expect((await late.client.post(`/api/listener/polls/${poll.id}/votes`, { option_id: 'a' })).body.error.message).toBe(LISTENER_STRINGS.pollNotOpen);
    expect((await host.post(`/api/listener-polls/${poll.id}/open`)).status).toBe(409);
    expect((await host.request('DELETE', `/api/listener-polls/${poll.id}`)).status).toBe(204);
  });

  it('takes music requests by the rules (window, blocked songs, already wanted, daily limit) from the page and by SMS, and staff mark them played', async () => {
    const listeners = await Promise.all([listener(server), listener(server), listener(server)]);
    const { admin, host, tech } = await podcastTeam(server);
    await admin.post('/api/on-air', { is_live: true });
    await pause(MIN_FILL);
    const ask = (who: (typeof listeners)[number], artist: string, title: string) =>
      who.client.post('/api/listener/requests', { name: 'Per', artist, title, greeting: 'Hilsen til gjengen på jobb', website: '', form_token: who.token });

    // A window that is never now (a minute twelve station hours away, whatever the hour or season):
    // closed, in words; the live answer says so too.
    const rules = { enabled: true, daily_limit: 1, window_start: '00:00', window_end: '00:01', blocked: [{ artist: 'Vengaboys', title: '' }] };
    const farHour = String((zonedParts(new Date()).hour + 12) % 24).padStart(2, '0');
    const closedNow = { ...rules, window_start: `${farHour}:00`, window_end: `${farHour}:01` };
    expect((await tech.request('PUT', '/api/music-requests/rules', closedNow)).status).toBe(403);
    expect((await host.request('PUT', '/api/music-requests/rules', closedNow)).status).toBe(200);
    const closed = await ask(listeners[1]!, 'a-ha', 'Take On Me');
    expect(closed.status).toBe(422);
    expect(closed.body.error.message).toBe(LISTENER_STRINGS.requestsClosed(closedNow.window_start, closedNow.window_end));
    expect((await listeners[1]!.client.get('/api/listener/live')).body.requests.open).toBe(false);

    await host.request('PUT', '/api/music-requests/rules', { ...rules, window_start: '00:00', window_end: '00:00' });
    // Each device may send three in a burst (refusals count): the second listener tries the rules.
    expect((await ask(listeners[1]!, 'vengaboys', 'Boom Boom Boom')).body.error.message).toBe(LISTENER_STRINGS.requestBlocked);
    expect((await ask(listeners[0]!, 'a-ha', 'Take On Me')).status).toBe(202);
    expect((await ask(listeners[1]!, 'A-HA', 'take on me!')).body.error.message).toBe(LISTENER_STRINGS.requestAlreadyWanted);
    expect((await ask(listeners[0]!, 'Kaizers Orchestra', 'Kontroll på kontinentet')).body.error.message).toBe(LISTENER_STRINGS.requestDailyLimit(1));

    // By SMS: "ØNSKE artist - tittel"; the request and its queue row carry the song.
    const sms = await signedSms(server.url, { id: 'sms-req-1', from: '4790000002', text: 'Ønske Kaizers Orchestra - Kontroll på kontinentet: til mamma' });
    expect(await sms.json()).toEqual({ received: true, routed: 'request' });
    const list = (await tech.get('/api/music-requests')).body;
    expect(list.requests.map((r: { artist: string; source: string }) => [r.artist, r.source])).toEqual([
      ['Kaizers Orchestra', 'sms'],
      ['a-ha', 'web'],
    ]);
    const queue = (await tech.get('/api/listener-messages?source=request')).body.messages;
    expect(queue[0].request).toMatchObject({ artist: 'Kaizers Orchestra', title: 'Kontroll på kontinentet', greeting: 'til mamma' });
    expect(queue[0].phone).toBe('+47 ••••• 002');

    // A refused SMS request still reaches the studio as a message.
    expect(await (await signedSms(server.url, { id: 'sms-req-2', from: '4790000002', text: 'ØNSKE Vengaboys - We like to party' })).json()).toEqual({ received: true, routed: 'message' });

    const played = await tech.request('PATCH', `/api/music-requests/${list.requests[1].id}`, { status: 'spilt' });
    expect(played.body.request).toMatchObject({ status: 'spilt', status_changed_by: { full_name: 'Tor Tekniker' } });
    // Played, so it may be wished again.
    expect((await ask(listeners[2]!, 'A-HA', 'take on me!')).status).toBe(202);
  });

  it('keeps episode comments off the public page until approved, with the show reply; inbound SMS needs a valid, fresh signature', async () => {
    const reader = await listener(server);
    const { admin, host, tech } = await podcastTeam(server);
    const episode = await publishedEpisode(host, { title: 'Episode 1', description: 'Første' });
    const draft = await publishedEpisode(host, { title: 'Utkast', description: 'Ikke ute' }, { publish: false });
    await pause(MIN_FILL);

    const comment = (episodeId: string, body: string) =>
      reader.client.post(`/api/listener/episodes/${episodeId}/comments`, { name: 'Lise', body, website: '', form_token: reader.token });
    expect((await comment(draft.id, 'Hemmelig?')).status).toBe(404);
    expect((await comment(episode.id, 'For en episode!')).status).toBe(202);
    expect((await reader.client.get(`/api/listener/episodes/${episode.id}/comments`)).body.comments).toEqual([]);
    const waiting = (await tech.get('/api/listener-comments')).body.comments;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ moderation: 'venter', episode_title: 'Episode 1' });
    expect((await tech.get('/api/listener-messages?source=comment')).body.messages[0].episode_title).toBe('Episode 1');

    expect((await tech.post(`/api/listener-comments/${waiting[0].id}/moderate`, { moderation: 'godkjent' })).status).toBe(403);
    await host.post(`/api/listener-comments/${waiting[0].id}/moderate`, { moderation: 'godkjent' });
    await host.post(`/api/listener-comments/${waiting[0].id}/reply`, { body: 'Tusen takk, Lise!' });
    expect((await reader.client.get(`/api/listener/episodes/${episode.id}/comments`)).body.comments).toMatchObject([{ name: 'Lise', body: 'For en episode!', reply: 'Tusen takk, Lise!' }]);
    await admin.post(`/api/listener-comments/${waiting[0].id}/moderate`, { moderation: 'skjult' });
    expect((await reader.client.get(`/api/listener/episodes/${episode.id}/comments`)).body.comments).toEqual([]);

    // SMS: a wrong secret, a stale timestamp and a body changed after signing are refused; nothing stored.
    const body = { id: 'sms-1', from: '+4791112223', text: 'God morgen fra Bodø' };
    expect((await signedSms(server.url, body, undefined, 'not-the-secret-0123456789')).status).toBe(403);
    expect((await signedSms(server.url, body, Math.floor(Date.now() / 1000) - 600)).status).toBe(403);
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const tampered = await fetch(`${server.url}/api/inbound/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-studioportal-timestamp': timestamp, 'x-studioportal-signature': neutralSignature(SMS_SECRET, timestamp, raw) },
      body: raw.replace('Bodø', 'Bergen'),
    });
    expect(tampered.status).toBe(403);
    expect(await count(server, "SELECT count(*)::int AS n FROM messages WHERE source = 'sms'")).toBe(0);

    // Signed and fresh: stored once with the number in E.164; "GJETT" goes to Tankeleseren.
    expect(await (await signedSms(server.url, body)).json()).toEqual({ received: true, routed: 'message' });
    expect(await (await signedSms(server.url, body)).json()).toEqual({ received: true, routed: 'duplicate' });
    expect(await (await signedSms(server.url, { id: 'sms-2', from: '+4791112223', text: 'GJETT Kong Harald' })).json()).toEqual({ received: true, routed: 'guess' });
    const rows = await server.database.query<{ source: string; phone: string; body: string }>("SELECT source, phone, body FROM messages WHERE source IN ('sms', 'tankeleser') ORDER BY created_at");
    expect(rows).toEqual([
      { source: 'sms', phone: '+4791112223', body: 'God morgen fra Bodø' },
      { source: 'tankeleser', phone: '+4791112223', body: 'Kong Harald' },
    ]);

    // Twilio's form post with its signature over the configured URL; a wrong one is refused.
    const params = { MessageSid: 'SM123', AccountSid: 'AC1', From: '+4798765432', To: '+4720000000', Body: 'Hei fra Twilio' };
    const twilio = (signature: string) =>
      fetch(`${server.url}/api/inbound/sms/twilio`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(params).toString(),
      });
    expect((await twilio('d3Jvbmc=')).status).toBe(403);
    const ok = await twilio(twilioSignature(TWILIO_TOKEN, 'https://radio.example.no/api/inbound/sms/twilio', params));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<Response>');
    expect(await count(server, "SELECT count(*)::int AS n FROM messages WHERE body = 'Hei fra Twilio' AND phone = '+4798765432'")).toBe(1);
  });
});

describe('Inbound SMS without a secret', () => {
  it('answers 404 and stores nothing', async () => {
    const server = await startServer('pglite');
    try {
      const res = await signedSms(server.url, { id: 'x', from: '+4791234567', text: 'Hei' });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(LISTENER_STRINGS.smsNotConfigured);
      expect(await count(server, 'SELECT count(*)::int AS n FROM messages')).toBe(0);
    } finally {
      await server.close();
    }
  });
});
