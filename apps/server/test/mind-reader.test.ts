import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  MIND_READER_EVENTS,
  MIND_READER_STRINGS as S,
  SOCKET_EVENTS,
  type ChannelEvent,
  type MindReaderHistory,
  type MindReaderRound,
  type MindReaderSession,
  type MindReaderToday,
} from '@studioportal/shared';
import { Client, DB_KINDS, nextEvent, startServer, type TestServer, subscribedTo } from './harness';
import { signedSms, SMS_SECRET, Traffic } from './listener-helpers';
import { podcastTeam } from './podcast-helpers';

/**
 * Tankeleseren: the secret stays the session producer's — at the API, in socket events and in the
 * listener page — for the host, an Administrator who is not the producer, a Tekniker and
 * listeners, until the producer reveals it; then everyone has it. The round's rules (limits, the
 * server's deadline, guesses, undo, hints), listener guesses by web and SMS with the first right
 * one recorded, reassignment moving the rights, and the season's history.
 */

const SECRET = 'Kong Harald';
const MIN_FILL = 2100;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const subscribed = (client: Client) => subscribedTo(client, CHANNELS.mindReader.name);

function roundEvent(socket: Socket, where: (round: MindReaderRound) => boolean) {
  return nextEvent<ChannelEvent<{ round: MindReaderRound }>>(
    socket,
    SOCKET_EVENTS.event,
    (e) => e.channel === CHANNELS.mindReader.name && e.type === MIND_READER_EVENTS.roundChanged && where(e.payload.round),
  );
}

async function idOf(client: Client): Promise<string> {
  return (await client.get('/api/me')).body.profile.id as string;
}

const ROUND = { caller_name: 'Kari fra Bodø', caller_phone: '912 34 567', category: 'Person', question_limit: 5, time_limit_s: 300 };

describe.each(DB_KINDS)('Tankeleseren (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind, { SMS_WEBHOOK_SECRET: SMS_SECRET });
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  it('keeps the secret the producer’s in every response, event and listener answer until the reveal, then shows it to all', async () => {
    const traffic = new Traffic();
    const { admin, host, tech } = await podcastTeam(server);
    const [hostId, techId] = [await idOf(host), await idOf(tech)];
    // The Administrator starts it, with a Tekniker producing: rights follow the session, not the role.
    traffic.client(admin);
    traffic.client(host);
    const adminSocket = traffic.socket(await subscribed(admin));
    const hostSocket = traffic.socket(await subscribed(host));
    const producerSocket = await subscribed(tech);
    sockets.push(adminSocket, hostSocket, producerSocket);
    const listener = traffic.client(new Client(server.url));
    expect((await admin.post('/api/on-air', { is_live: true })).status).toBe(200);

    expect((await tech.post('/api/mind-reader/sessions', { host_id: hostId, round: ROUND })).status).toBe(403);
    expect((await admin.post('/api/mind-reader/sessions', { producer_id: hostId, host_id: hostId, round: ROUND })).body.error.message).toBe(S.producerIsHost);
    const created = await admin.post('/api/mind-reader/sessions', { producer_id: techId, host_id: hostId, round: ROUND });
    expect(created.status).toBe(201);
    const session = created.body.session as MindReaderSession;
    expect(session.producer.id).toBe(techId);
    expect(session.rounds[0]).toMatchObject({ caller_name: 'Kari fra Bodø', caller_phone: '+47 ••••• 567', status: 'ready', has_secret: false, secret: null });
    expect((await admin.post('/api/mind-reader/sessions', { producer_id: techId, host_id: hostId, round: ROUND })).body.error.message).toBe(S.sessionOpen);
    const roundId = session.rounds[0]!.id;

    expect((await tech.post(`/api/mind-reader/rounds/${roundId}/start`)).body.error.message).toBe(S.secretRequired);
    const put = await tech.put(`/api/mind-reader/rounds/${roundId}/secret`, { secret: SECRET, accepted: ['Harald', 'Kongen'], hints: ['Bor på Slottet', 'Har vært konge siden 1991'] });
    expect(put.status).toBe(200);
    expect(put.body.secret).toMatchObject({ secret: SECRET, accepted: ['Harald', 'Kongen'], caller_phone: '+4791234567' });
    expect(put.headers.get('cache-control')).toBe('no-store');

    // Nobody but the producer gets the secret: the host, the Administrator who started it, a Tekniker would be refused alike.
    for (const who of [host, admin]) {
      const refused = await who.get(`/api/mind-reader/rounds/${roundId}/secret`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(S.onlyProducerSecret);
      expect((await who.post(`/api/mind-reader/rounds/${roundId}/start`)).body.error.message).toBe(S.onlyProducer);
    }
    expect((await host.get('/api/mind-reader/today')).body).toMatchObject({ role: 'host' });
    expect((await tech.get('/api/mind-reader/today')).body).toMatchObject({ role: 'producer' });

    const started = roundEvent(hostSocket, (r) => r.status === 'playing');
    expect((await tech.post(`/api/mind-reader/rounds/${roundId}/start`)).status).toBe(200);
    const live = (await started).payload.round;
    expect(Date.parse(live.deadline_at!) - Date.parse(live.started_at!)).toBe(300_000);
    expect((await tech.put(`/api/mind-reader/rounds/${roundId}/secret`, { secret: 'Noe annet' })).body.error.message).toBe(S.secretLocked);

    // The listener page shows the game, not the secret; a listener guesses it right, an SMS guesses wrong.
    const page = await listener.get('/api/listener/live');
    expect(page.body.mind_reader).toMatchObject({ round_id: roundId, category: 'Person', questions_used: 0, question_limit: 5 });
    await pause(MIN_FILL);
    expect((await listener.post('/api/mind-reader/public/guess', { name: 'Lise', guess: 'kongen', website: '', form_token: page.body.form_token })).status).toBe(202);
    expect((await signedSms(server.url, '+4798765432', 'GJETT Dronning Sonja', 'sms-1')).status).toBe(200);

    for (const [text, answer] of [
      ['Er det en person?', 'ja'],
      ['Er det en kvinne?', 'nei'],
      ['', 'vet_ikke'],
    ] as const) {
      expect((await tech.post(`/api/mind-reader/rounds/${roundId}/questions`, { text, answer })).status).toBe(201);
    }
    expect((await tech.post(`/api/mind-reader/rounds/${roundId}/hints/0/give`)).status).toBe(200);
    expect((await tech.post(`/api/mind-reader/rounds/${roundId}/hints/0/give`)).body.error.message).toBe(S.hintGiven);
    const wrong = await tech.post(`/api/mind-reader/rounds/${roundId}/guesses`, { text: 'Er det Jens Stoltenberg?', correct: false });
    expect(wrong.body.round).toMatchObject({ questions_used: 3, guesses_used: 1, status: 'playing', hints_given: [{ index: 0, text: 'Bor på Slottet' }], hints_total: 2, listener_guesses: 2 });

    const secretView = (await tech.get(`/api/mind-reader/rounds/${roundId}/secret`)).body.secret;
    expect(secretView.first_listener).toMatchObject({ name: 'Lise', source: 'web' });
    expect(secretView.listener_guesses.map((g: { text: string; matches: boolean }) => [g.text, g.matches])).toEqual([
      ['Dronning Sonja', false],
      ['kongen', true],
    ]);
    expect(secretView.hints).toEqual([
      expect.objectContaining({ index: 0, given_at: expect.any(String) }),
      expect.objectContaining({ index: 1, given_at: null }),
    ]);

    const right = await tech.post(`/api/mind-reader/rounds/${roundId}/guesses`, { text: 'Er det Kong Harald?', correct: true });
    expect(right.body.round).toMatchObject({ status: 'finished', outcome: 'gjettet', secret: null, first_listener: null });
    expect((await host.get('/api/mind-reader/history')).body.rows[0]).toMatchObject({ round_id: roundId, outcome: 'gjettet', secret: null });

    // Before the reveal: not in anything the host, the Administrator or the listener received; the
    // host's guess text is the host's own words and is not the secret's field.
    const unrevealed = [...traffic.seen].join('\n');
    expect(unrevealed).not.toContain('Har vært konge siden 1991');
    expect(unrevealed).not.toContain('"secret":"Kong Harald"');
    expect(unrevealed).not.toContain('Kongen"');
    expect(unrevealed).not.toContain('"first_listener":{');
    expect(unrevealed).not.toContain('+4791234567');

    expect((await host.post(`/api/mind-reader/rounds/${roundId}/reveal`)).status).toBe(403);
    const revealed = roundEvent(hostSocket, (r) => r.revealed_at !== null);
    expect((await tech.post(`/api/mind-reader/rounds/${roundId}/reveal`)).status).toBe(200);
    expect((await revealed).payload.round).toMatchObject({ secret: SECRET, first_listener: { name: 'Lise', source: 'web' } });
    expect((await host.get('/api/mind-reader/history')).body.rows[0]).toMatchObject({ secret: SECRET });
    expect((await tech.post(`/api/mind-reader/rounds/${roundId}/reveal`)).body.error.message).toBe(S.alreadyRevealed);
    expect((await listener.get('/api/listener/live')).body.mind_reader).toBeNull();
  });

  it('holds a round to its limits on the server: questions, guesses, the deadline, undo, one playing round, reassignment', async () => {
    const { admin, host, tech } = await podcastTeam(server);
    const [adminId, hostId, techId] = [await idOf(admin), await idOf(host), await idOf(tech)];
    const session = (await admin.post('/api/mind-reader/sessions', { host_id: hostId, round: ROUND })).body.session as MindReaderSession;
    expect(session.producer.id).toBe(adminId);
    const first = session.rounds[0]!.id;
    await admin.put(`/api/mind-reader/rounds/${first}/secret`, { secret: 'Lofoten' });
    // Not the producer: the host (a Programleder) and a Tekniker are refused the secret and every step.
    for (const who of [host, tech]) {
      expect((await who.get(`/api/mind-reader/rounds/${first}/secret`)).status).toBe(403);
      expect((await who.put(`/api/mind-reader/rounds/${first}/secret`, { secret: 'Noe annet' })).status).toBe(403);
      expect((await who.post(`/api/mind-reader/sessions/${session.id}/rounds`, ROUND)).status).toBe(403);
    }
    await admin.post(`/api/mind-reader/rounds/${first}/start`);
    const second = await admin.post(`/api/mind-reader/sessions/${session.id}/rounds`, { ...ROUND, caller_name: 'Per', category: 'Sted' });
    expect(second.status).toBe(201);
    const secondId = second.body.round.id as string;
    await admin.put(`/api/mind-reader/rounds/${secondId}/secret`, { secret: 'Nordkapp' });
    expect((await admin.post(`/api/mind-reader/rounds/${secondId}/start`)).body.error.message).toBe(S.anotherRoundPlaying);

    expect((await admin.post(`/api/mind-reader/rounds/${first}/undo`)).body.error.message).toBe(S.nothingToUndo);
    for (let i = 0; i < 5; i++) expect((await admin.post(`/api/mind-reader/rounds/${first}/questions`, { answer: 'nei' })).status).toBe(201);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/questions`, { answer: 'ja' })).body.error.message).toBe(S.questionsUsedUp(5));
    const undone = await admin.post(`/api/mind-reader/rounds/${first}/undo`);
    expect(undone.body.round.questions_used).toBe(4);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/questions`, { text: 'Er det i nord?', answer: 'ja' })).body.round.entries.at(-1)).toMatchObject({ text: 'Er det i nord?', answer: 'ja', position: 5 });
    for (let i = 0; i < 3; i++) expect((await admin.post(`/api/mind-reader/rounds/${first}/guesses`, { text: `Gjetning ${i}`, correct: false })).status).toBe(201);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/guesses`, { text: 'En til', correct: false })).body.error.message).toBe(S.guessesUsedUp);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/questions`, { answer: 'maybe' })).status).toBe(400);

    // The server's clock decides: after the deadline nothing more is recorded, the producer ends it.
    await server.database.query(`UPDATE mind_reader_rounds SET deadline_at = now() - interval '1 millisecond' WHERE id = '${first}'`);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/guesses`, { text: 'Sent', correct: true })).body.error.message).toBe(S.timeUp);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/reveal`)).body.error.message).toBe(S.notFinished);
    expect((await admin.post(`/api/mind-reader/rounds/${first}/finish`, { outcome: 'tiden_ute' })).body.round).toMatchObject({ status: 'finished', outcome: 'tiden_ute' });

    // Reassigning the producer moves the secret with it; the host can never be made producer of their own game.
    expect((await admin.patch(`/api/mind-reader/sessions/${session.id}`, { producer_id: hostId })).body.error.message).toBe(S.producerIsHost);
    expect((await tech.patch(`/api/mind-reader/sessions/${session.id}`, { producer_id: techId })).status).toBe(403);
    expect((await admin.patch(`/api/mind-reader/sessions/${session.id}`, { producer_id: techId })).body.session.producer.id).toBe(techId);
    expect((await admin.get(`/api/mind-reader/rounds/${secondId}/secret`)).status).toBe(403);
    expect((await tech.get(`/api/mind-reader/rounds/${secondId}/secret`)).body.secret.secret).toBe('Nordkapp');
    expect((await tech.post(`/api/mind-reader/sessions/${session.id}/close`)).status).toBe(200);
    expect((await tech.post(`/api/mind-reader/sessions/${session.id}/rounds`, ROUND)).body.error.message).toBe(S.sessionClosed);
    expect(((await host.get('/api/mind-reader/today')).body as MindReaderToday).session).toBeNull();
  });

  it('keeps the season’s record: success rate, average questions and the longest run of right guesses', async () => {
    const { admin, host } = await podcastTeam(server);
    const hostId = await idOf(host);
    const session = (await admin.post('/api/mind-reader/sessions', { host_id: hostId, round: ROUND })).body.session as MindReaderSession;
    const outcomes = [
      ['gjettet', 2],
      ['gjettet', 4],
      ['ga_opp', 5],
      ['gjettet', 1],
    ] as const;
    let roundId = session.rounds[0]!.id;
    for (const [index, [outcome, questions]] of outcomes.entries()) {
      if (index > 0) roundId = (await admin.post(`/api/mind-reader/sessions/${session.id}/rounds`, ROUND)).body.round.id;
      await admin.put(`/api/mind-reader/rounds/${roundId}/secret`, { secret: `Hemmelighet ${index}` });
      await admin.post(`/api/mind-reader/rounds/${roundId}/start`);
      for (let q = 0; q < questions; q++) await admin.post(`/api/mind-reader/rounds/${roundId}/questions`, { answer: 'ja' });
      if (outcome === 'gjettet') await admin.post(`/api/mind-reader/rounds/${roundId}/guesses`, { text: 'Riktig', correct: true });
      else await admin.post(`/api/mind-reader/rounds/${roundId}/finish`, { outcome });
      if (index % 2 === 0) await admin.post(`/api/mind-reader/rounds/${roundId}/reveal`);
    }
    const history = (await host.get('/api/mind-reader/history')).body as MindReaderHistory;
    expect(history.stats).toMatchObject({ rounds: 4, won: 3, success_rate: 0.75, average_questions: 3, longest_streak: 2, current_streak: 1 });
    expect(history.rows.map((r) => [r.outcome, r.questions_used, r.secret])).toEqual([
      ['gjettet', 1, null],
      ['ga_opp', 5, 'Hemmelighet 2'],
      ['gjettet', 4, null],
      ['gjettet', 2, 'Hemmelighet 0'],
    ]);
    expect((await host.get('/api/mind-reader/history?season=1999/00')).body.rows).toEqual([]);
    expect((await host.get('/api/mind-reader/history?season=nå')).status).toBe(400);
  });
});
