import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  QUIZ_EVENTS,
  QUIZ_STRINGS as S,
  SOCKET_EVENTS,
  tallySession,
  type ChannelEvent,
  type QuizLeaderboard,
  type QuizPlayState,
  type QuizSessionDetail,
  type QuizStaffState,
} from '@studioportal/shared';
import { Client, DB_KINDS, nextEvent, startServer, type TestServer, subscribedTo } from './harness';
import { listener, signedSms, SMS_SECRET, Traffic } from './listener-helpers';
import { podcastTeam } from './podcast-helpers';

/**
 * The live quiz: a producer runs a set with a studio caller, listeners on their phones and an SMS
 * entrant; the answer stays secret until the reveal at the API, socket and stream level; the
 * server's clock decides what is late; scores, ties, corrections, the leaderboard against a
 * recomputation from the answers table, and what a finished game leaves behind.
 */

const MIN_FILL = 2100;
const SECRET_TEXT = 'Hemmeligby';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SET = {
  title: 'Morgenquiz',
  scoring: 'speed',
  streak_bonus: true,
  questions: [
    { kind: 'choice', prompt: 'Hvilken farge har Joker-logoen?', alternatives: ['Rød og gul', 'Blå', 'Grønn', 'Lilla'], correct_index: 0, time_limit_s: 20, points: 1000, host_notes: 'Les sakte' },
    { kind: 'text', prompt: 'Hvilken by er hemmelig?', accepted_answers: [SECRET_TEXT, 'Hemmelig by'], time_limit_s: 20, points: 1000 },
    { kind: 'choice', prompt: 'Hvor mange dager har en uke?', alternatives: ['Fem', 'Seks', 'Sju'], correct_index: 2, time_limit_s: 20, points: 1000 },
  ],
};

const subscribed = (client: Client) => subscribedTo(client, CHANNELS.quiz.name);

function quizEvent<P>(socket: Socket, type: string, where: (p: P) => boolean = () => true) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.quiz.name && e.type === type && where(e.payload as P));
}

/** Skips the countdown: answers open now (the server's rules are tested, not the clock). */
async function openNow(server: TestServer, id: string) {
  await server.database.query(`UPDATE live_quiz_sessions SET opens_at = now() - interval '200 milliseconds', deadline_at = now() + interval '20 seconds' WHERE id = '${id}'`);
}
async function timeUp(server: TestServer, id: string) {
  await server.database.query(`UPDATE live_quiz_sessions SET deadline_at = now() - interval '1 millisecond' WHERE id = '${id}'`);
}

/** Reads a listener's event stream until `until` holds, keeping every message. */
async function streamUntil(url: string, cookie: string, until: (s: QuizPlayState) => boolean, seen: string[], timeoutMs = 8000): Promise<QuizPlayState> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        seen.push(data);
        const state = JSON.parse(data.slice(6)) as QuizPlayState;
        if (until(state)) return state;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

describe.each(DB_KINDS)('Live quiz (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind, { SMS_WEBHOOK_SECRET: SMS_SECRET });
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  it('runs a set with a caller, two phones and an SMS entrant, keeps every answer secret until the reveal, and scores by the server’s clock', async () => {
    const traffic = new Traffic();
    const { admin, host, tech } = await podcastTeam(server);
    traffic.client(host);
    traffic.client(tech);
    const techSocket = traffic.socket(await subscribed(tech));
    const hostSocket = traffic.socket(await subscribed(host));
    sockets.push(techSocket, hostSocket);
    const kari = await listener(server);
    const ola = await listener(server);
    traffic.client(kari.client);
    traffic.client(ola.client);

    const set = await admin.post('/api/quiz/sets', SET);
    expect(set.status).toBe(201);
    // A Tekniker may not start a quiz; the producer is whoever started it.
    expect((await tech.post('/api/quiz/sessions', { set_id: set.body.set.id })).status).toBe(403);
    const created = await admin.post('/api/quiz/sessions', { set_id: set.body.set.id });
    expect(created.status).toBe(201);
    const detail = created.body.detail as QuizSessionDetail;
    const id = detail.state.id;
    expect(detail.is_producer).toBe(true);
    expect(detail.state).toMatchObject({ phase: 'lobby', question_index: -1, question_count: 3, title: 'Morgenquiz' });
    expect(detail.state.code).toMatch(/^\d{4}$/);
    expect((await admin.post('/api/quiz/sessions', { set_id: set.body.set.id })).body.error.message).toBe(S.oneLiveSession);

    // The answer key is the producer's alone: another Programleder and a Tekniker are refused.
    expect((await host.get(`/api/quiz/sessions/${id}/key`)).body.error.message).toBe(S.notProducer);
    expect((await tech.get(`/api/quiz/sessions/${id}/key`)).status).toBe(403);
    expect((await host.post(`/api/quiz/sessions/${id}/step`, { action: 'next', expect_phase: 'lobby', expect_index: -1 })).status).toBe(403);

    // Listeners join with the code read on air; a wrong code and a taken nickname are refused in words.
    await pause(MIN_FILL);
    const join = (who: { client: Client; token: string }, nickname: string, code = detail.state.code) =>
      who.client.post('/api/quiz/play/join', { code, nickname, website: '', form_token: who.token });
    const wrongCode = await join(kari, 'Kari', detail.state.code === '0000' ? '0001' : '0000');
    expect([wrongCode.status, wrongCode.body.error.message]).toEqual([404, S.codeInvalid]);
    const kariJoined = await join(kari, 'Kari');
    expect(kariJoined.status).toBe(201);
    expect(kariJoined.body.me).toMatchObject({ nickname: 'Kari', points: 0 });
    expect((await join(ola, 'kari')).body.error.message).toBe(S.nicknameTaken);
    expect((await join(ola, 'Ola')).status).toBe(201);
    // Joining again from the same phone is the same player.
    expect((await join(kari, 'Kari igjen')).body.me.nickname).toBe('Kari');

    // A caller in the studio, registered by staff; the entrants are in the listener queue as "quiz".
    const caller = await admin.post(`/api/quiz/sessions/${id}/participants`, { kind: 'caller', name: 'Per Innringer', phone: '912 34 567' });
    expect(caller.status).toBe(201);
    const callerId = caller.body.participant.id as string;
    await pause(300);
    expect((await server.database.query<{ n: number }>("SELECT count(*)::int AS n FROM messages WHERE source = 'quiz'"))[0]!.n).toBe(2);

    // Question 1: shown with a countdown; answering before it opens is refused.
    const step = async (action: string, expectPhase: string, expectIndex: number) => {
      const res = await admin.post(`/api/quiz/sessions/${id}/step`, { action, expect_phase: expectPhase, expect_index: expectIndex });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.detail as QuizSessionDetail;
    };
    const q1Event = quizEvent<{ state: QuizStaffState }>(techSocket, QUIZ_EVENTS.sessionChanged, (p) => p.state.phase === 'question');
    const q1 = await step('next', 'lobby', -1);
    expect(q1.state.question?.prompt).toBe('Hvilken farge har Joker-logoen?');
    expect((await q1Event).payload.state.host_notes).toBe('Les sakte');
    expect(new Date(q1.state.opens_at!).getTime() - new Date(q1.state.server_now).getTime()).toBeGreaterThan(4000);
    // A second press of the same step (or a colleague's) does not skip a question.
    expect((await admin.post(`/api/quiz/sessions/${id}/step`, { action: 'next', expect_phase: 'lobby', expect_index: -1 })).body.error.message).toBe(S.stepOutOfDate);
    const early = await kari.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 0, choice: 0 });
    expect([early.status, early.body.error.message]).toEqual([409, S.answerNotOpen]);

    await openNow(server, id);
    const alternatives = q1.state.question!.alternatives;
    const right = alternatives.indexOf('Rød og gul');
    const wrong = alternatives.indexOf('Blå');
    const key = await admin.get(`/api/quiz/sessions/${id}/key`);
    expect(key.body.key).toEqual({ question_index: 0, correct_index: right, accepted_answers: [] });

    const kariAck = await kari.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 0, choice: right });
    expect(kariAck.status).toBe(200);
    expect(kariAck.body.message).toBe(S.answerRegistered);
    expect(Object.keys(kariAck.body).sort()).toEqual(['answered_at', 'message', 'question_index']);
    const twice = await kari.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 0, choice: wrong });
    expect([twice.status, twice.body.error.message]).toEqual([409, S.answerTwice]);
    expect((await ola.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 0, choice: wrong })).status).toBe(200);
    expect((await admin.post(`/api/quiz/sessions/${id}/answers`, { participant_id: callerId, question_index: 0, choice: right })).status).toBe(200);
    // An SMS entrant: "SVAR" with the letter of the session's order; it joins on its first answer.
    const letter = String.fromCharCode(65 + right);
    expect((await signedSms(server.url, '+4798765432', `SVAR ${letter}`, 'sms-1')).status).toBe(200);
    const counted = await quizEvent<{ answers: number }>(techSocket, QUIZ_EVENTS.answersCounted, (p) => p.answers === 4);
    expect(counted.payload.answers).toBe(4);

    // Time is up by the server's clock: a late answer is refused in Norwegian, whoever sends it.
    await timeUp(server, id);
    const stranger = await listener(server);
    traffic.client(stranger.client);
    await pause(MIN_FILL);
    expect((await join(stranger, 'Sen')).status).toBe(201);
    const late = await stranger.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 0, choice: right });
    expect([late.status, late.body.error.message]).toEqual([409, S.answerLate]);
    expect((await signedSms(server.url, '+4791111111', `SVAR ${letter}`, 'sms-2')).status).toBe(200);
    expect((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM live_quiz_answers WHERE question_index = 0'))[0]!.n).toBe(4);

    // Before the reveal nothing anyone but the producer received carries the answer.
    const hostView = await host.get(`/api/quiz/sessions/${id}`);
    expect(hostView.body.detail.is_producer).toBe(false);
    expect(hostView.body.detail.state.reveal).toBeNull();
    const streamSeen: string[] = [];
    await streamUntil(`${server.url}/api/quiz/play/${detail.state.code}/events`, kari.client.cookie, (s) => s.session.phase === 'question', streamSeen);
    const before = traffic.text() + streamSeen.join('\n');
    expect(before).not.toContain('correct_index');
    expect(before).not.toContain('accepted_answers');
    expect(before).not.toContain('"correct":true');

    // Lock, reveal: the result and who was first right; the streams carry it to the phones.
    await step('lock', 'question', 0);
    const revealed = quizEvent<QuizLeaderboard>(techSocket, QUIZ_EVENTS.leaderboardUpdated);
    const afterReveal = await step('reveal', 'locked', 0);
    expect(afterReveal.state.reveal).toMatchObject({ correct_index: right, answers: 4, correct: 3 });
    expect(afterReveal.state.reveal!.distribution[right]).toBe(3);
    expect(afterReveal.state.reveal!.first_correct?.name).toBe('Kari');
    const board = (await revealed).payload;
    // Six players: the late SMS sender joined too, with nothing scored.
    expect(board.entries).toHaveLength(6);
    expect(board.entries[0]!.name).toBe('Kari');
    expect(board.entries.find((e) => e.name === 'Ola')?.points).toBe(0);

    // Question 2 (text): accents and case do not matter; the answer stays out of everything until revealed.
    await step('leaderboard', 'revealed', 0);
    await step('next', 'leaderboard', 0);
    await openNow(server, id);
    expect((await kari.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 1, text: 'hemmelig BY!' })).status).toBe(200);
    expect((await ola.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 1, text: 'Oslo' })).status).toBe(200);
    expect((await admin.post(`/api/quiz/sessions/${id}/answers`, { participant_id: callerId, question_index: 1, text: 'Hemmelígby' })).status).toBe(200);
    const q2Seen: string[] = [];
    await streamUntil(`${server.url}/api/quiz/play/${detail.state.code}/events`, ola.client.cookie, (s) => s.session.question_index === 1, q2Seen);
    expect((await host.get(`/api/quiz/sessions/current`)).body.detail.state.question.prompt).toBe('Hvilken by er hemmelig?');
    expect(traffic.text() + q2Seen.join('\n')).not.toContain(SECRET_TEXT);
    // Pause: answers wait; resume moves the window on.
    await step('pause', 'question', 1);
    expect((await stranger.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 1, text: 'x' })).body.error.message).toBe(S.answerPaused);
    await step('resume', 'question', 1);
    const reveal2 = await step('next', 'question', 1).then(() => step('next', 'locked', 1));
    expect(reveal2.state.reveal).toMatchObject({ correct_text: SECRET_TEXT, answers: 3, correct: 2 });
    // After the reveal each phone hears the server's verdict on its own answer (any accepted variant).
    expect((await kari.client.get(`/api/quiz/play/${detail.state.code}`)).body.me.answer).toMatchObject({ text: 'hemmelig BY!', correct: true });
    expect((await ola.client.get(`/api/quiz/play/${detail.state.code}`)).body.me.answer).toMatchObject({ text: 'Oslo', correct: false });

    // A correction with a reason is logged and moves the leaderboard.
    const adjustment = await admin.post(`/api/quiz/sessions/${id}/adjustments`, { participant_id: callerId, points: 250, reason: 'Svarte riktig på telefon før tiden var ute' });
    expect(adjustment.status).toBe(201);
    expect(adjustment.body.adjustment).toMatchObject({ points: 250, participant_name: 'Per Innringer' });
    expect((await admin.post(`/api/quiz/sessions/${id}/adjustments`, { participant_id: callerId, points: 0, reason: 'x' })).body.error.message).toBe(S.adjustmentZero);

    // Question 3 skipped; the quiz ends: the leaderboard equals a recomputation from the answers table.
    await step('leaderboard', 'revealed', 1);
    await step('next', 'leaderboard', 1);
    const finished = await step('skip', 'question', 2);
    expect(finished.state.phase).toBe('finished');
    const answers = await server.database.query<{ participant_id: string; question_index: number; correct: boolean; elapsed_ms: number; points: number }>(
      `SELECT participant_id, question_index, correct, elapsed_ms, points FROM live_quiz_answers WHERE session_id = '${id}'`,
    );
    const participants = await server.database.query<{ id: string; points: number }>(`SELECT id, points FROM live_quiz_participants WHERE session_id = '${id}'`);
    const adjustments = await server.database.query<{ participant_id: string; points: number }>(`SELECT participant_id, points FROM live_quiz_adjustments WHERE session_id = '${id}'`);
    const tallies = tallySession({
      participantIds: participants.map((p) => p.id),
      questions: SET.questions.map((q, i) => ({ timeLimitS: q.time_limit_s, points: q.points, skipped: i === 2 })),
      revealedThrough: 1,
      answers: answers.map((a) => ({ participantId: a.participant_id, questionIndex: a.question_index, correct: a.correct, elapsedMs: a.elapsed_ms })),
      adjustments: adjustments.map((a) => ({ participantId: a.participant_id, points: a.points })),
      scoring: 'speed',
      streakBonusOn: true,
    });
    for (const p of participants) expect(p.points, p.id).toBe(tallies.get(p.id)!.points);
    const final = finished.leaderboard.entries;
    expect(final[0]!.points).toBe(Math.max(...participants.map((p) => p.points)));
    const game = await server.database.query<{ run_by: string; winner_name: string; participants: number }>(`SELECT run_by, winner_name, participants FROM game_sessions WHERE ref_id = '${id}'`);
    expect(game[0]).toMatchObject({ winner_name: final[0]!.name, participants: 6 });
    expect((await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_achievements WHERE achievement = 'vinner'`))[0]!.n).toBe(1);

    // After the end the phones see the final leaderboard and their own place.
    const end = await ola.client.get(`/api/quiz/play/${detail.state.code}`);
    expect(end.body.session.phase).toBe('finished');
    expect(end.body.leaderboard.length).toBeGreaterThan(0);
    expect(end.body.me.rank).toBeGreaterThan(1);
    expect((await kari.client.post(`/api/quiz/play/${detail.state.code}/answers`, { question_index: 2, choice: 0 })).body.error.message).toBe(S.answerLate);
  }, 60_000);

  it('takes a whole audience answering in the same moment once each, in groups, and refuses a second answer sent alongside the first', async () => {
    const { admin } = await podcastTeam(server);
    const set = await admin.post('/api/quiz/sets', SET);
    const session = (await admin.post('/api/quiz/sessions', { set_id: set.body.set.id })).body.detail as QuizSessionDetail;
    const crowd = await Promise.all(Array.from({ length: 24 }, () => listener(server)));
    await pause(MIN_FILL);
    for (const [i, who] of crowd.entries()) {
      expect((await who.client.post('/api/quiz/play/join', { code: session.state.code, nickname: `Lytter ${i}`, website: '', form_token: who.token })).status).toBe(201);
    }
    await admin.post(`/api/quiz/sessions/${session.state.id}/step`, { action: 'next', expect_phase: 'lobby', expect_index: -1 });
    await openNow(server, session.state.id);
    const answer = (who: { client: Client }, choice: number) => who.client.post(`/api/quiz/play/${session.state.code}/answers`, { question_index: 0, choice });
    // Everyone at once, and the first listener a second time in the same breath.
    const results = await Promise.all([...crowd.map((who, i) => answer(who, i % 3)), answer(crowd[0]!, 1)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(24);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error.message])).toEqual([[409, S.answerTwice]]);
    const rows = await server.database.query<{ n: number; distinct_n: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT participant_id)::int AS distinct_n FROM live_quiz_answers WHERE session_id = '${session.state.id}'`,
    );
    expect(rows[0]).toEqual({ n: 24, distinct_n: 24 });
  }, 60_000);

  it('leaves "SVAR" to the open poll when no question is open, and refuses bad input in words', async () => {
    const { admin } = await podcastTeam(server);
    const set = await admin.post('/api/quiz/sets', SET);
    const session = (await admin.post('/api/quiz/sessions', { set_id: set.body.set.id })).body.detail as QuizSessionDetail;
    expect((await signedSms(server.url, '+4798765432', 'SVAR A', 'sms-lobby')).status).toBe(200);
    expect((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM live_quiz_participants'))[0]!.n).toBe(0);
    const bad = await admin.post(`/api/quiz/sessions/${session.state.id}/participants`, { kind: 'caller', name: '  ' });
    expect(bad.status).toBe(400);
    const noSession = await new Client(server.url).get('/api/quiz/play/0000');
    expect(noSession.status === 404 || noSession.body.session).toBeTruthy();
    expect((await new Client(server.url).get('/api/quiz/public')).body.live).toMatchObject({ title: 'Morgenquiz', phase: 'lobby' });
  });
});
