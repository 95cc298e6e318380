import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  QUIZ_EVENTS,
  QUIZ_EXPORT_FORMAT,
  QUIZ_STRINGS as S,
  SOCKET_EVENTS,
  type ChannelEvent,
  type QuizSet,
  type QuizSetInput,
  type SpeedRound,
  type Tournament,
  type TournamentDetail,
} from '@studioportal/shared';
import { loadSetQuestions } from '../src/features/quiz/sets.repository';
import { type Client, connected, DB_KINDS, emitAck, nextEvent, startServer, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';

/**
 * The quiz's server side outside the live session: the builder (sets saved whole with a version,
 * copied, exported and imported, media checked), tournaments (standings summed by player over
 * their sessions, winners with masked phones) and speed rounds on the server's clock.
 */

const QUIZ = CHANNELS.quiz.name;

async function subscribed(client: Client): Promise<Socket> {
  const socket = await connected(client.socket('/'));
  expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: QUIZ })).ok).toBe(true);
  return socket;
}

function quizEvent<P>(socket: Socket, type: string, where: (p: P) => boolean = () => true) {
  return nextEvent<ChannelEvent<P>>(socket, SOCKET_EVENTS.event, (e) => e.channel === QUIZ && e.type === type && where(e.payload as P)).then((e) => e.payload);
}

const choice = (prompt: string, alternatives: string[], correct_index: number, extra: Record<string, unknown> = {}) => ({ kind: 'choice' as const, prompt, alternatives, correct_index, ...extra });
const text = (prompt: string, accepted_answers: string[], extra: Record<string, unknown> = {}) => ({ kind: 'text' as const, prompt, accepted_answers, ...extra });

function aSet(extra: Partial<QuizSetInput> = {}): QuizSetInput {
  return {
    title: 'Morgenquiz',
    description: 'Fredagens quiz',
    questions: [choice('Hva er hovedstaden i Norge?', ['Bergen', 'Oslo', 'Trondheim'], 1), text('Hvilken by er Nordens Paris?', ['Tromsø']), choice('Hvor mange fylker?', ['11', '15'], 1)],
    ...extra,
  };
}

describe.each(DB_KINDS)('Quiz builder, tournaments and speed rounds (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  let host: Client;
  let tech: Client;
  let hostSocket: Socket;
  let techSocket: Socket;
  const sql = <T = Record<string, unknown>>(statement: string, params: unknown[] = []) => server.database.query<T>(statement, params);

  beforeAll(async () => {
    server = await startServer(kind);
    ({ admin, host, tech } = await podcastTeam(server));
    hostSocket = await subscribed(host);
    techSocket = await subscribed(tech);
  });
  afterAll(async () => {
    hostSocket?.disconnect();
    techSocket?.disconnect();
    await server?.close();
  });

  it('builds a set: Norwegian validation, media checked, saved whole in order with a version, copied, exported, imported and deleted', async () => {
    // Only game runners build: a Tekniker sees none of it (the sets carry the answers).
    expect((await tech.get('/api/quiz/sets')).status).toBe(403);
    expect((await tech.post('/api/quiz/sets', aSet())).status).toBe(403);

    const refused = async (body: unknown, message: string) => {
      const res = await host.post('/api/quiz/sets', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    };
    await refused(aSet({ title: '  ' }), S.setTitleRequired);
    await refused(aSet({ title: 'x'.repeat(101) }), S.setTitleTooLong);
    await refused(aSet({ questions: [] }), S.questionsRequired);
    await refused(aSet({ questions: [choice('Bare ett?', ['Ja'], 0)] }), S.alternativesCount);
    await refused(aSet({ questions: [choice('Like?', ['Ja', 'ja'], 0)] }), S.alternativesDistinct);
    await refused(aSet({ questions: [choice('Hvilken?', ['A', 'B'], 2)] }), S.correctRequired);
    await refused(aSet({ questions: [text('Hvilken by?', [])] }), S.acceptedRequired);
    await refused(aSet({ questions: [text('Hvilken by?', ['Oslo'], { time_limit_s: 3 })] }), S.timeLimitRange);
    await refused(aSet({ questions: [text('Hvilken by?', ['Oslo'], { points: 5000 })] }), S.pointsRange);

    // Media: a library picture is shown with its staff-only address; an unknown file is refused.
    const [picture] = await sql<{ id: string }>(
      `INSERT INTO media_library (title, kind, format, mime_type, size_bytes, storage_key) VALUES ('Slottet', 'image', 'png', 'image/png', 10, 'quiz/slottet.png') RETURNING id`,
    );
    await refused(aSet({ questions: [choice('Hva er dette?', ['Slottet', 'Stortinget'], 0, { media_id: '00000000-0000-4000-8000-000000000000' })] }), S.mediaNotFound);

    const changed = quizEvent<{ set: { title: string } }>(techSocket, QUIZ_EVENTS.setChanged, (p) => p.set.title === 'Morgenquiz');
    const body = aSet();
    body.questions[2] = choice('Hva er dette?', ['Slottet', 'Stortinget'], 0, { media_id: picture!.id, host_notes: 'Les sakte' });
    const created = await host.post('/api/quiz/sets', body);
    expect(created.status).toBe(201);
    const set = created.body.set as QuizSet;
    expect(set).toMatchObject({ title: 'Morgenquiz', scoring: 'speed', streak_bonus: true, version: 1, question_count: 3, sessions_run: 0, created_by: { full_name: 'Pia Programleder' } });
    expect(set.questions.map((q) => [q.position, q.kind, q.correct_index])).toEqual([
      [0, 'choice', 1],
      [1, 'text', null],
      [2, 'choice', 0],
    ]);
    expect(set.questions[1]!.accepted_answers).toEqual(['Tromsø']);
    expect(set.questions[2]!.media).toEqual({ id: picture!.id, kind: 'image', title: 'Slottet', url: '/storage/media/quiz/slottet.png' });
    // Every staff screen hears of it, without the questions (their answers stay in the builder).
    const event = await changed;
    expect(event.set).toMatchObject({ id: set.id, question_count: 3 });
    expect(JSON.stringify(event)).not.toContain('Tromsø');

    // The live-session engine's snapshot: the set's rules and its questions in order, with answers.
    const snapshot = await loadSetQuestions(server.database.db, set.id);
    expect(snapshot?.set).toEqual({ id: set.id, title: 'Morgenquiz', scoring: 'speed', streak_bonus: true });
    expect(snapshot?.questions.map((q) => [q.id, q.correct_index, q.accepted_answers, q.media_id])).toEqual([
      [set.questions[0]!.id, 1, [], null],
      [set.questions[1]!.id, null, ['Tromsø'], null],
      [set.questions[2]!.id, 0, [], picture!.id],
    ]);

    // Saved whole: reordered, one dropped, one new; kept questions keep their ids.
    const [q1, q2, q3] = set.questions;
    const asInput = ({ id, kind, prompt, alternatives, correct_index, accepted_answers, time_limit_s, points, media, host_notes }: QuizSet['questions'][number]) => ({
      id, kind, prompt, alternatives, correct_index, accepted_answers, time_limit_s, points, media_id: media?.id ?? null, host_notes,
    });
    const update = { title: 'Morgenquiz fredag', description: '', scoring: 'flat' as const, streak_bonus: false, version: 1 };
    const saved = await host.request('PUT', `/api/quiz/sets/${set.id}`, { ...update, questions: [asInput(q3!), asInput(q1!), text('Ny?', ['Ja'])] });
    expect(saved.status).toBe(200);
    const after = saved.body.set as QuizSet;
    expect(after).toMatchObject({ title: 'Morgenquiz fredag', scoring: 'flat', streak_bonus: false, version: 2, question_count: 3 });
    expect(after.questions.map((q) => q.prompt)).toEqual(['Hva er dette?', 'Hva er hovedstaden i Norge?', 'Ny?']);
    expect(after.questions.map((q) => q.position)).toEqual([0, 1, 2]);
    expect(after.questions[0]!.id).toBe(q3!.id);
    expect(after.questions[1]!.id).toBe(q1!.id);
    expect([q1!.id, q2!.id, q3!.id]).not.toContain(after.questions[2]!.id);
    expect(after.questions[0]!.media?.id).toBe(picture!.id);

    // A save from the old version is refused and changes nothing.
    const stale = await host.request('PUT', `/api/quiz/sets/${set.id}`, { ...update, title: 'Gammel', questions: [text('Gammel?', ['Ja'])] });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'set_changed', message: S.setChanged });
    expect((await host.get(`/api/quiz/sets/${set.id}`)).body.set).toMatchObject({ title: 'Morgenquiz fredag', version: 2, question_count: 3 });
    expect((await host.request('PUT', `/api/quiz/sets/00000000-0000-4000-8000-000000000000`, { ...update, questions: [text('Ny?', ['Ja'])] })).status).toBe(404);

    // Copied: "Kopi av …" within the title's 100 characters, new question ids, same media.
    const copy = (await host.post(`/api/quiz/sets/${set.id}/duplicate`)).body.set as QuizSet;
    expect(copy).toMatchObject({ title: 'Kopi av Morgenquiz fredag', version: 1, question_count: 3 });
    expect(copy.questions.map((q) => q.prompt)).toEqual(after.questions.map((q) => q.prompt));
    expect(copy.questions.some((q) => after.questions.some((a) => a.id === q.id))).toBe(false);
    expect(copy.questions[0]!.media?.id).toBe(picture!.id);
    const long = (await host.post('/api/quiz/sets', aSet({ title: 'L'.repeat(100) }))).body.set as QuizSet;
    const longCopy = await host.post(`/api/quiz/sets/${long.id}/duplicate`);
    expect(longCopy.status).toBe(201);
    expect(longCopy.body.set.title).toBe(`Kopi av ${'L'.repeat(92)}`);

    // Export → import: a download named after the title, no ids and no media; the import is a new set.
    const renamed = await host.request('PUT', `/api/quiz/sets/${set.id}`, { ...update, version: 2, title: 'Quiz om Tromsø – vår!', questions: after.questions.map(asInput) });
    expect(renamed.status).toBe(200);
    const exported = await host.get(`/api/quiz/sets/${set.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="Quiz_om_Tromso_var.quiz.json"');
    expect(exported.body).toMatchObject({ format: QUIZ_EXPORT_FORMAT, version: 1, set: { title: 'Quiz om Tromsø – vår!', scoring: 'flat', streak_bonus: false } });
    expect(exported.body.set.questions.map((q: { media_id: string | null }) => q.media_id)).toEqual([null, null, null]);
    expect(JSON.stringify(exported.body)).not.toContain(q1!.id);
    const imported = await host.post('/api/quiz/sets/import', exported.body);
    expect(imported.status).toBe(201);
    const copyOfImport = imported.body.set as QuizSet;
    expect(copyOfImport.id).not.toBe(set.id);
    expect(copyOfImport.questions.map(({ kind, prompt, alternatives, correct_index, accepted_answers, points, media }) => ({ kind, prompt, alternatives, correct_index, accepted_answers, points, media }))).toEqual(
      after.questions.map(({ kind, prompt, alternatives, correct_index, accepted_answers, points }) => ({ kind, prompt, alternatives, correct_index, accepted_answers, points, media: null })),
    );
    for (const junk of [{ format: 'noe annet', version: 1, set: {} }, { hello: 'world' }, { format: QUIZ_EXPORT_FORMAT, version: 1 }]) {
      const bad = await host.post('/api/quiz/sets/import', junk);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(S.importInvalid);
    }
    const emptyPrompt = await host.post('/api/quiz/sets/import', { ...exported.body, set: { ...exported.body.set, questions: [text(' ', ['Ja'])] } });
    expect(emptyPrompt.body.error.message).toBe(S.promptRequired);

    // The list counts sessions played from each set; deleting a set leaves its sessions (with their snapshot).
    await sql(`INSERT INTO live_quiz_sessions (set_id, title, code, phase, questions, scoring, streak_bonus) VALUES ($1, 'Spilt', '1234', 'finished', '[]', 'speed', true)`, [set.id]);
    const list = (await host.get('/api/quiz/sets')).body.sets as QuizSet[];
    expect(list.find((s) => s.id === set.id)).toMatchObject({ sessions_run: 1, question_count: 3 });
    expect(list.find((s) => s.id === copy.id)).toMatchObject({ sessions_run: 0 });
    expect(list[0]!.id).toBe(copyOfImport.id);
    const deleted = quizEvent<{ id: string }>(hostSocket, QUIZ_EVENTS.setDeleted, (p) => p.id === set.id);
    expect((await host.request('DELETE', `/api/quiz/sets/${set.id}`)).status).toBe(204);
    await deleted;
    const gone = await host.get(`/api/quiz/sets/${set.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(S.setNotFound);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM live_quiz_sessions WHERE title = 'Spilt' AND set_id IS NULL`))[0]!.n).toBe(1);
    expect((await host.request('DELETE', `/api/quiz/sets/${set.id}`)).status).toBe(404);
    await sql(`DELETE FROM live_quiz_sessions`);
  });

  it('keeps tournaments: standings summed by player with shared ranks, sessions with their winners, winners with masked phones', async () => {
    const input = { name: 'Vårturneringen', starts_on: '2025-03-01', ends_on: '2025-05-31', prize: 'Gavekort' };
    expect((await tech.post('/api/quiz/tournaments', input)).status).toBe(403);
    const backwards = await host.post('/api/quiz/tournaments', { ...input, ends_on: '2025-02-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(S.tournamentDates);
    expect((await host.post('/api/quiz/tournaments', { ...input, starts_on: '2025-02-30' })).status).toBe(400);
    expect((await host.post('/api/quiz/tournaments', { ...input, name: '' })).body.error.message).toBe(S.tournamentNameRequired);

    const announced = quizEvent<{ tournament: Tournament }>(techSocket, QUIZ_EVENTS.tournamentChanged, (p) => p.tournament.name === input.name);
    const created = await host.post('/api/quiz/tournaments', input);
    expect(created.status).toBe(201);
    const tournament = created.body.tournament as Tournament;
    expect(tournament).toMatchObject({ ...input, sessions: 0, winners: [], created_by: { full_name: 'Pia Programleder' } });
    expect((await announced).tournament.id).toBe(tournament.id);
    const other = (await host.post('/api/quiz/tournaments', { ...input, name: 'Høstturneringen', starts_on: '2025-09-01', ends_on: '2025-11-30' })).body.tournament as Tournament;
    expect((await tech.get('/api/quiz/tournaments')).body.tournaments.map((t: Tournament) => t.name)).toEqual(['Høstturneringen', 'Vårturneringen']);

    // Players across sessions; two finished sessions in the tournament, one in another.
    const player = async (name: string, phone: string | null) =>
      (await sql<{ id: string }>(`INSERT INTO game_participants (identity_key, display_name, phone) VALUES ($1, $2, $3) RETURNING id`, [phone ? `phone:${phone}` : `once:${name}`, name, phone]))[0]!.id;
    const anna = await player('Anna', '+4791234567');
    const bjorn = await player('Bjørn', '+4798765432');
    const cecilie = await player('Cecilie', null);
    const dag = await player('Dag', null);
    const session = async (title: string, tournamentId: string) =>
      (await sql<{ id: string }>(
        `INSERT INTO live_quiz_sessions (title, code, phase, questions, scoring, streak_bonus, tournament_id, ended_at) VALUES ($1, '4321', 'finished', '[{}, {}]', 'speed', true, $2, now()) RETURNING id`,
        [title, tournamentId],
      ))[0]!.id;
    const monday = await session('Mandagsquiz', tournament.id);
    const tuesday = await session('Tirsdagsquiz', tournament.id);
    const elsewhere = await session('Høstquiz', other.id);
    const played = (sessionId: string, playerId: string | null, name: string, points: number, timeMs: number, removed = false) =>
      sql(`INSERT INTO live_quiz_participants (session_id, player_id, kind, name, points, correct_time_ms, removed_at) VALUES ($1, $2, 'listener', $3, $4, $5, $6)`, [
        sessionId, playerId, name, points, timeMs, removed ? new Date().toISOString() : null,
      ]);
    await played(monday, anna, 'Anna', 1000, 3000);
    await played(tuesday, anna, 'Anna', 500, 1000);
    await played(monday, bjorn, 'Bjørn', 900, 500);
    await played(tuesday, bjorn, 'Bjørn', 600, 3500);
    await played(tuesday, cecilie, 'Cecilie', 1500, 2000);
    await played(monday, dag, 'Dag', 200, 0);
    await played(tuesday, dag, 'Dag', 5000, 0, true); // removed by the producer: not counted
    await played(elsewhere, dag, 'Dag', 9000, 0); // another tournament
    await played(monday, null, 'Gjest', 3000, 0); // no player to follow across sessions
    await sql(`INSERT INTO game_achievements (player_id, achievement) VALUES ($1, 'vinner')`, [anna]);

    const detail = (await tech.get(`/api/quiz/tournaments/${tournament.id}`)).body as TournamentDetail;
    expect(detail.tournament.sessions).toBe(2);
    // Equal points: less time on correct answers first; equal on both: the same rank.
    expect(detail.standings.map((s) => [s.rank, s.name, s.points, s.correct_time_ms, s.sessions, s.badges])).toEqual([
      [1, 'Cecilie', 1500, 2000, 1, []],
      [2, expect.any(String), 1500, 4000, 2, expect.any(Array)],
      [2, expect.any(String), 1500, 4000, 2, expect.any(Array)],
      [4, 'Dag', 200, 0, 1, []],
    ]);
    expect(detail.standings.find((s) => s.name === 'Anna')?.badges).toEqual(['vinner']);
    expect(detail.sessions.map((s) => [s.title, s.question_count, s.winner])).toEqual(
      expect.arrayContaining([
        ['Mandagsquiz', 2, 'Gjest'],
        ['Tirsdagsquiz', 2, 'Cecilie'],
      ]),
    );
    expect(detail.sessions.find((s) => s.title === 'Tirsdagsquiz')?.participants).toBe(3);

    // Winners: whole numbers for those who may contact listeners, masked for Teknikere and in every event.
    const winnerEvent = quizEvent<{ tournament: Tournament }>(techSocket, QUIZ_EVENTS.tournamentChanged, (p) => p.tournament.winners.length === 1);
    const recorded = await host.post(`/api/quiz/tournaments/${tournament.id}/winners`, { player_id: anna, rank: 1, prize: 'Gavekort 500 kr' });
    expect(recorded.status).toBe(201);
    expect(recorded.body.tournament.winners).toEqual([
      expect.objectContaining({ player_id: anna, name: 'Anna', phone: '+4791234567', rank: 1, prize: 'Gavekort 500 kr', handover_status: 'ikke_levert', recorded_by: expect.objectContaining({ full_name: 'Pia Programleder' }) }),
    ]);
    expect((await winnerEvent).tournament.winners[0]!.phone).toBe('+47 ••••• 567');
    expect((await tech.get(`/api/quiz/tournaments/${tournament.id}`)).body.tournament.winners[0].phone).toBe('+47 ••••• 567');
    expect((await tech.get('/api/quiz/tournaments')).body.tournaments.find((t: Tournament) => t.id === tournament.id).winners[0].phone).toBe('+47 ••••• 567');
    expect((await admin.get(`/api/quiz/tournaments/${tournament.id}`)).body.tournament.winners[0].phone).toBe('+4791234567');
    expect((await tech.post(`/api/quiz/tournaments/${tournament.id}/winners`, { player_id: bjorn, rank: 2 })).status).toBe(403);

    // Recording the same player again replaces the line; the handover moves on with PATCH.
    await host.post(`/api/quiz/tournaments/${tournament.id}/winners`, { player_id: bjorn, rank: 3 });
    const replaced = await host.post(`/api/quiz/tournaments/${tournament.id}/winners`, { player_id: bjorn, rank: 2, prize: 'Krus', handover_status: 'avtalt' });
    expect(replaced.body.tournament.winners.map((w: { name: string; rank: number; handover_status: string }) => [w.name, w.rank, w.handover_status])).toEqual([
      ['Anna', 1, 'ikke_levert'],
      ['Bjørn', 2, 'avtalt'],
    ]);
    const delivered = await host.request('PATCH', `/api/quiz/tournaments/${tournament.id}/winners/${anna}`, { handover_status: 'levert' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.tournament.winners[0]).toMatchObject({ handover_status: 'levert', prize: 'Gavekort 500 kr' });
    expect((await host.request('PATCH', `/api/quiz/tournaments/${tournament.id}/winners/${dag}`, { handover_status: 'levert' })).status).toBe(404);
    const unknown = await host.post(`/api/quiz/tournaments/${tournament.id}/winners`, { player_id: '00000000-0000-4000-8000-000000000000', rank: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(S.participantNotFound);

    // Edited and deleted: the sessions stay, without their tournament.
    const edited = await host.request('PUT', `/api/quiz/tournaments/${tournament.id}`, { ...input, name: 'Vårturneringen 2025' });
    expect(edited.body.tournament).toMatchObject({ name: 'Vårturneringen 2025', sessions: 2 });
    const deleted = quizEvent<{ id: string }>(techSocket, QUIZ_EVENTS.tournamentDeleted, (p) => p.id === tournament.id);
    expect((await host.request('DELETE', `/api/quiz/tournaments/${tournament.id}`)).status).toBe(204);
    await deleted;
    const gone = await tech.get(`/api/quiz/tournaments/${tournament.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(S.tournamentNotFound);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM live_quiz_sessions WHERE tournament_id IS NULL AND title IN ('Mandagsquiz', 'Tirsdagsquiz')`))[0]!.n).toBe(2);
    await sql(`DELETE FROM live_quiz_sessions`);
  });

  it('runs a speed round on the server clock: start, marks in order through the set, refused after the end, finished once into the game history', async () => {
    const set = (await host.post('/api/quiz/sets', aSet({ title: 'Hurtigsett' }))).body.set as QuizSet;
    expect((await tech.post('/api/quiz/speed-rounds', { participant_name: 'Kari' })).status).toBe(403);
    expect((await host.post('/api/quiz/speed-rounds', { participant_name: 'Kari', duration_s: 5 })).body.error.message).toBe(S.speedDurationRange);

    const created = await host.post('/api/quiz/speed-rounds', { participant_name: 'Kari', phone: '912 34 567', duration_s: 30, set_id: set.id });
    expect(created.status).toBe(201);
    const round = created.body.round as SpeedRound;
    expect(round).toMatchObject({ status: 'klar', phone: '+4791234567', started_at: null, ends_at: null, current_prompt: 'Hva er hovedstaden i Norge?', correct: 0 });
    expect(Date.parse(round.server_now)).toBeGreaterThan(Date.now() - 5000);
    expect((await tech.get('/api/quiz/speed-rounds')).body.rounds[0]).toMatchObject({ id: round.id, phone: '+47 ••••• 567' });

    const early = await host.post(`/api/quiz/speed-rounds/${round.id}/marks`, { mark: 'riktig' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(S.speedNotRunning);
    expect((await host.post(`/api/quiz/speed-rounds/${round.id}/finish`)).status).toBe(409);

    // The server stamps the start and the end.
    const startedEvent = quizEvent<{ round: SpeedRound }>(techSocket, QUIZ_EVENTS.speedRoundChanged, (p) => p.round.id === round.id && p.round.status === 'i_gang');
    const started = (await host.post(`/api/quiz/speed-rounds/${round.id}/start`)).body.round as SpeedRound;
    expect(started.status).toBe('i_gang');
    expect(Date.parse(started.ends_at!) - Date.parse(started.started_at!)).toBe(30_000);
    expect((await startedEvent).round.phone).toBe('+47 ••••• 567');
    const again = await host.post(`/api/quiz/speed-rounds/${round.id}/start`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(S.speedStarted);

    // Marks are counted and move through the set's questions, from the top again after the last.
    const markEvent = quizEvent<{ round: SpeedRound }>(hostSocket, QUIZ_EVENTS.speedRoundChanged, (p) => p.round.id === round.id && p.round.correct === 1);
    const mark = async (m: string) => (await host.post(`/api/quiz/speed-rounds/${round.id}/marks`, { mark: m })).body.round as SpeedRound;
    expect((await mark('riktig')).current_prompt).toBe('Hvilken by er Nordens Paris?');
    await markEvent;
    expect((await mark('feil')).current_prompt).toBe('Hvor mange fylker?');
    const third = await mark('pass');
    expect(third).toMatchObject({ correct: 1, wrong: 1, passes: 1, current_prompt: 'Hva er hovedstaden i Norge?' });
    expect((await host.post(`/api/quiz/speed-rounds/${round.id}/marks`, { mark: 'kanskje' })).status).toBe(400);
    const [stored] = await sql<{ marks: { mark: string; at: string }[] }>(`SELECT marks FROM quiz_speed_rounds WHERE id = $1`, [round.id]);
    expect(stored!.marks.map((m) => m.mark)).toEqual(['riktig', 'feil', 'pass']);
    expect(stored!.marks.every((m) => Date.parse(m.at) >= Date.parse(started.started_at!))).toBe(true);

    // Time is up (the clock moved on): a late mark is refused and the round is finished as of its end.
    await sql(`UPDATE quiz_speed_rounds SET started_at = started_at - interval '40 seconds', ends_at = ends_at - interval '40 seconds' WHERE id = $1`, [round.id]);
    const finishedEvent = quizEvent<{ round: SpeedRound }>(techSocket, QUIZ_EVENTS.speedRoundChanged, (p) => p.round.id === round.id && p.round.status === 'ferdig');
    const late = await host.post(`/api/quiz/speed-rounds/${round.id}/marks`, { mark: 'riktig' });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'speed_over', message: S.speedOver });
    expect((await finishedEvent).round).toMatchObject({ status: 'ferdig', correct: 1 });
    expect((await host.post(`/api/quiz/speed-rounds/${round.id}/marks`, { mark: 'riktig' })).body.error.code).toBe('speed_over');
    expect((await host.post(`/api/quiz/speed-rounds/${round.id}/finish`)).body.round).toMatchObject({ status: 'ferdig', correct: 1, wrong: 1, passes: 1 });

    const games = await sql<{ title: string; participants: number; winner_name: string; run_by: string; started_at: Date; ended_at: Date; winner_player_id: string }>(
      `SELECT title, participants, winner_name, run_by, started_at, ended_at, winner_player_id FROM game_sessions WHERE kind = 'speed_round' AND ref_id = $1`,
      [round.id],
    );
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ title: 'Hurtigrunde: Kari', participants: 1, winner_name: 'Kari', run_by: started.created_by!.id });
    const [finishedRow] = await sql<{ ends_at: Date; player_id: string }>(`SELECT ends_at, player_id FROM quiz_speed_rounds WHERE id = $1`, [round.id]);
    expect(new Date(games[0]!.ended_at).getTime()).toBe(new Date(finishedRow!.ends_at).getTime());
    const [kari] = await sql<{ id: string; display_name: string }>(`SELECT id, display_name FROM game_participants WHERE identity_key = 'phone:+4791234567'`);
    expect(kari).toMatchObject({ id: finishedRow!.player_id, display_name: 'Kari' });
    expect(games[0]!.winner_player_id).toBe(kari!.id);

    // Stopped early, without a set or a phone: ended now, a player of its own, no prompt.
    const paper = (await host.post('/api/quiz/speed-rounds', { participant_name: 'Ola' })).body.round as SpeedRound;
    expect(paper.current_prompt).toBeNull();
    await host.post(`/api/quiz/speed-rounds/${paper.id}/start`);
    const stopped = (await host.post(`/api/quiz/speed-rounds/${paper.id}/finish`)).body.round as SpeedRound;
    expect(stopped.status).toBe('ferdig');
    expect(Date.parse(stopped.ends_at!)).toBeLessThan(Date.parse(stopped.started_at!) + 60_000);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM game_sessions WHERE ref_id = $1`, [paper.id]))[0]!.n).toBe(1);

    // Nobody pressed finish and nobody marked: the next read finishes it.
    const forgotten = (await host.post('/api/quiz/speed-rounds', { participant_name: 'Per', duration_s: 10 })).body.round as SpeedRound;
    await host.post(`/api/quiz/speed-rounds/${forgotten.id}/start`);
    await sql(`UPDATE quiz_speed_rounds SET ends_at = now() - interval '1 second' WHERE id = $1`, [forgotten.id]);
    const listed = (await tech.get('/api/quiz/speed-rounds')).body.rounds as SpeedRound[];
    expect(listed.map((r) => [r.participant_name, r.status])).toEqual([
      ['Per', 'ferdig'],
      ['Ola', 'ferdig'],
      ['Kari', 'ferdig'],
    ]);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM game_sessions WHERE kind = 'speed_round'`))[0]!.n).toBe(3);
    expect((await host.post('/api/quiz/speed-rounds/00000000-0000-4000-8000-000000000000/start')).status).toBe(404);
  });
});
