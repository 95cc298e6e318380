import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runningState, tallySession } from '@studioportal/shared';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { listClocks } from '../src/features/clocks';
import { seedDemo, type DemoEnv } from '../src/seed/demo';
import { DEMO_PEOPLE } from '../src/seed/demo-people';
import { createStorage } from '../src/storage/create-storage';
import { Client, DB_KINDS, freshDatabase } from './harness';

/** Wednesday 8 January 2025, 15:00 in Oslo: a newcomer trying the demo in the afternoon. */
const NOW = new Date('2025-01-08T14:00:00Z');
const TODAY = '2025-01-08';
/** The weekdays before it whose morning show gets an as-run (and a podcast episode). */
const PAST_MORNINGS = ['2025-01-03', '2025-01-06', '2025-01-07'];
const SEEDED_DATES = `('${[TODAY, ...PAST_MORNINGS].join("','")}')`;

/** What the seed makes, counted; active clocks only on the days it seeds (a running server adds its own today). */
async function counts(database: Database) {
  const n = async (sql: string) => (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n;
  return {
    users: await n('users'),
    profiles: await n('profiles'),
    passwords: await n('accounts'),
    clockTemplates: await n('clock_templates'),
    templateElements: await n('clock_template_elements'),
    shows: await n('scheduled_shows'),
    showsWithProducer: await n('scheduled_shows WHERE producer_id IS NOT NULL'),
    hosts: await n('scheduled_show_hosts'),
    rundownItems: await n('show_content'),
    rundownWithoutResponsible: await n('show_content WHERE responsible_id IS NULL'),
    rundownGuests: await n(`show_content WHERE guest <> ''`),
    activeClocks: await n(`active_clocks WHERE broadcast_date IN ${SEEDED_DATES}`),
    sentElements: await n(`clock_content_elements e JOIN active_clocks a ON a.id = e.active_clock_id
      WHERE a.broadcast_date IN ${SEEDED_DATES} AND e.sent_status = 'sent'`),
    sentWithoutSender: await n(`clock_content_elements WHERE sent_status = 'sent' AND sent_by IS NULL`),
    editorial: await n('user_editorial_content'),
    editorialOnClockElements: await n(`user_editorial_content WHERE target_kind = 'clock_element'`),
    editorialStatuses: await n('(SELECT DISTINCT status FROM user_editorial_content) s'),
    editorialWithoutResponsible: await n('user_editorial_content WHERE responsible_id IS NULL'),
    notes: await n('notes'),
    sharedPinnedNotes: await n(`notes WHERE visibility = 'shared' AND is_pinned`),
    media: await n('media_library'),
    mediaProcessed: await n(`media_library m JOIN media_processing_jobs j ON j.media_id = m.id
      WHERE j.status = 'done' AND ((m.kind = 'audio' AND jsonb_array_length(m.waveform) = 600 AND m.duration_ms > 0) OR (m.kind = 'image' AND m.width > 0))`),
    mediaImages: await n(`media_library WHERE kind = 'image'`),
    mediaWithoutOwner: await n('media_library WHERE owner_id IS NULL'),
    markers: await n('media_markers'),
    mediaJobs: await n(`jobs WHERE queue = 'media.process'`),
    episodes: await n(`podcast_episodes WHERE publish_at <= now() AND audio_key IS NOT NULL AND jsonb_array_length(chapters) >= 5`),
    podcastShows: await n('podcast_show'),
    listenerMessages: await n('messages'),
    musicRequests: await n(`music_requests WHERE message_id IS NOT NULL`),
    closedPollVotes: await n(`listener_poll_votes v JOIN listener_polls p ON p.id = v.poll_id WHERE p.status = 'lukket'`),
    approvedComments: await n(`listener_comments WHERE moderation = 'godkjent' AND reply IS NOT NULL`),
    quizSets: await n('quiz_sets'),
    quizQuestions: await n('quiz_questions'),
    quizSessions: await n(`live_quiz_sessions WHERE phase = 'finished'`),
    quizSessionsWithProducer: await n('live_quiz_sessions WHERE producer_id IS NOT NULL'),
    quizParticipants: await n('live_quiz_participants'),
    quizAnswers: await n('live_quiz_answers WHERE correct IS NOT NULL AND points IS NOT NULL'),
    quizLeaderboards: await n('game_leaderboards'),
    quizAdjustments: await n('live_quiz_adjustments'),
    gameSessions: await n(`game_sessions WHERE kind = 'quiz' AND winner_name IS NOT NULL`),
    mindReaderRounds: await n(`mind_reader_rounds WHERE status = 'finished' AND revealed_at IS NOT NULL`),
    mindReaderGuessed: await n(`mind_reader_rounds WHERE outcome = 'gjettet'`),
    mindReaderUnderLimit: await n(`mind_reader_rounds r WHERE (SELECT count(*) FROM mind_reader_entries e WHERE e.round_id = r.id AND e.kind = 'question') <= r.question_limit`),
    gameSessionsRunBy: await n(`game_sessions WHERE run_by IS NOT NULL`),
    playerAchievements: await n('game_achievements'),
    tournaments: await n('game_tournaments'),
    tournamentWinners: await n(`tournament_participants WHERE handover_status = 'levert'`),
    sponsors: await n('sponsors'),
    sponsorCompetitions: await n('sponsor_competitions'),
    competitionEntries: await n('competition_entries'),
    lateEntries: await n('competition_entries WHERE late'),
    competitionDraws: await n('competition_draws'),
    sponsorWinnersDelivered: await n(`sponsor_winners WHERE handover = 'levert'`),
    sponsorMentions: await n(`sponsor_mentions WHERE source = 'studio'`),
  };
}

async function serve(database: Database, dataDir: string): Promise<BuiltApp & { url: string }> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const built = await buildApp({ config, database, serveWebApp: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { ...built, url: `http://127.0.0.1:${address.port}` };
}

describe.each(DB_KINDS)('npm run seed:demo (%s)', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('loads every kind of demo data, adds nothing twice, keeps the first sign-up administrator and runs a clock at 15:00', async () => {
    const { database, drop } = await freshDatabase(kind);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-seed-'));
    cleanups.push(drop, () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const env: DemoEnv = { storage: createStorage(config.storage, config.dataDir), showName: config.showName };
    const lines: string[] = [];
    const seed = () => seedDemo(database.db, NOW, (line) => lines.push(line), env);

    // ── An empty station: everything but people (they would take the first sign-up's administrator role).
    await seed();
    const first = await counts(database);
    expect(first).toEqual({
      users: 0,
      profiles: 0,
      passwords: 0,
      clockTemplates: 168, // 7 days × 24 hours: 20 morning-show clocks and 148 for the rest of the day
      templateElements: expect.any(Number),
      shows: 35 + 40, // 5 morning shows, 2 weekend breakfasts, 7 × night, late morning, afternoon and evening; 8 weeks of past weekday shows for /analytics
      showsWithProducer: 0,
      hosts: 0,
      rundownItems: 71, // 5 × 5 in the morning show, 2 in each daytime and evening show
      rundownWithoutResponsible: 71,
      rundownGuests: expect.any(Number),
      activeClocks: 24 + 3 * 4, // today's clocks and the morning show of the last three weekdays
      sentElements: expect.any(Number),
      sentWithoutSender: expect.any(Number),
      editorial: 9,
      editorialOnClockElements: 8,
      editorialStatuses: 4,
      editorialWithoutResponsible: 9,
      notes: 0,
      sharedPinnedNotes: 0,
      media: 6,
      mediaProcessed: 6,
      mediaImages: 1,
      mediaWithoutOwner: 6,
      markers: 4,
      mediaJobs: 0, // processed by the seed itself: nothing waits for the server's queue
      episodes: 3,
      podcastShows: 1,
      listenerMessages: 6 + 4 + 2 + 439, // messages, requests and comments, all in the one queue; and those of the past shows (/analytics)
      musicRequests: 4,
      closedPollVotes: 890 + 897, // the demo poll's, and a poll in each past show (/analytics)
      approvedComments: 1,
      quizSets: 6, // the morning show's big set and one short set per weekday
      quizQuestions: 10 + 5 * 3,
      quizSessions: 8 + 8, // every weekday morning of last week (Mon–Fri) and this week so far (Mon–Wed); 8 past Friday quizzes (/analytics)
      quizSessionsWithProducer: 0,
      quizParticipants: 46 + 162,
      quizAnswers: 187 + 1151, // every one scored at its reveal
      quizLeaderboards: 10 + 7 * 3, // one after every question
      quizAdjustments: 1,
      gameSessions: 8,
      gameSessionsRunBy: 0,
      playerAchievements: 17,
      tournaments: 2, // last week's and this week's
      tournamentWinners: 1, // last week's, prize handed over; this week's is still running
      sponsors: 1,
      sponsorCompetitions: 2, // last week's, drawn; this week's, open
      competitionEntries: 25 + 1 + 9, // last week's in the window and one late SMS; this week's first mornings
      lateEntries: 1,
      competitionDraws: 0, // drawn once the demo producer is there (an audit row names who drew it, for good)
      sponsorWinnersDelivered: 0,
      sponsorMentions: 20, // 07:10 and 08:40 on the ten weekdays of the last two weeks
      mindReaderRounds: 0, // a session needs its producer and host: the demo people come with the next run
      mindReaderGuessed: 0,
      mindReaderUnderLimit: 0,
    });
    expect(first.templateElements).toBeGreaterThan(168 * 8);
    expect(first.rundownGuests).toBeGreaterThanOrEqual(5 + 14);
    expect(first.sentElements).toBeGreaterThan(12 * 12);
    expect(lines).toContain(
      '  Ingen demokolleger ennå: stasjonen har ingen administrator. Registrer deg først (du blir administrator), og kjør `npm run seed:demo` igjen for programledere, produsenter og notater.',
    );

    // ── A newcomer at 15:00 sees a running clock with elements, inside a show.
    const clocks = await listClocks(database.db, { date: TODAY });
    expect(clocks.map((c) => c.hour)).toEqual([...Array(24).keys()]);
    const state = runningState(clocks, NOW);
    expect(state.clock).toMatchObject({ hour: 15, name: 'Ettermiddagen 15' });
    expect(state.clock!.elements.length).toBeGreaterThan(5);
    expect(state.plannedNow).not.toBeNull();
    expect(state.clock!.elements.every((e) => e.sent_status === 'pending')).toBe(true);
    expect(clocks.find((c) => c.hour === 13)!.elements.some((e) => e.sent_status === 'sent')).toBe(true);
    const running = await database.query<{ title: string }>(`SELECT title FROM scheduled_shows WHERE scheduled_start <= $1 AND scheduled_end > $1`, [NOW]);
    expect(running.map((s) => s.title)).toEqual(['Ettermiddagen']);

    // ── Twice: nothing new.
    await seed();
    expect(await counts(database)).toEqual(first);

    // ── The first person to sign up is still the administrator.
    const server = await serve(database, dataDir);
    cleanups.push(() => server.app.close());
    const admin = new Client(server.url);
    const signUp = await admin.signUp('Kari Nordmann', 'kari@example.no');
    expect(signUp.status).toBe(201);
    expect(signUp.body.profile).toMatchObject({ app_role: 'Administrator', approval_status: 'approved' });

    // ── With an administrator there, the next run brings the demo colleagues and staffs the shows.
    lines.length = 0;
    await seed();
    const staffed = await counts(database);
    expect(staffed).toEqual({
      ...first,
      users: 7,
      profiles: 7,
      passwords: 1, // only the administrator's: the demo people have none
      showsWithProducer: 35,
      hosts: 47,
      rundownWithoutResponsible: 0,
      sentWithoutSender: 0,
      editorialWithoutResponsible: 0,
      notes: 6,
      sharedPinnedNotes: 2,
      mediaWithoutOwner: 0,
      quizSessionsWithProducer: 8,
      gameSessionsRunBy: 8,
      competitionDraws: 1,
      sponsorWinnersDelivered: 1,
      mindReaderRounds: 40, // every weekday of the last eight weeks, each revealed
      mindReaderGuessed: 34, // "Tankeleseren har klart 34 av 40"
      mindReaderUnderLimit: 40,
    });
    expect(lines).toContain('  Demokolleger: 6 nye (kan ikke logge inn: ingen passord).');
    await seed();
    expect(await counts(database)).toEqual(staffed);

    // ── Nobody can sign in as a demo person, nor claim one's address.
    const { email } = DEMO_PEOPLE.ingrid;
    const stranger = new Client(server.url);
    const signIn = await stranger.post('/api/session/sign-in', { email, password: 'et langt passord 123' });
    expect(signIn.status).toBe(401);
    expect(signIn.body.error.code).toBe('invalid_credentials');
    expect((await stranger.signUp('Ingrid Solberg', email)).status).toBe(409);

    // ── The administrator sees it all through the API.
    const week = await admin.get(`/api/shows?from=${encodeURIComponent(`${TODAY}T00:00:00+01:00`)}&to=${encodeURIComponent('2025-01-15T00:00:00+01:00')}`);
    expect(week.status).toBe(200);
    expect(week.body.shows).toHaveLength(35);
    const morning = week.body.shows.find((s: any) => s.title === 'Morgenshowet');
    expect(morning.hosts.map((h: any) => h.full_name)).toEqual(['Ingrid Solberg (demo)', 'Emil Haugland (demo)']);
    expect(morning.producer.full_name).toBe('Sara Nilsen (demo)');
    const rundown = await admin.get(`/api/shows/${morning.id}/rundown`);
    expect(rundown.body.items.map((i: any) => i.guest).filter(Boolean)).toEqual(['Mina Khalid, daglig leder i Frivilligsentralen']);

    const people = await admin.get('/api/admin/users');
    const demo = people.body.users.filter((u: any) => u.full_name?.endsWith('(demo)'));
    expect(demo).toHaveLength(6);
    expect(new Set(demo.map((u: any) => u.chat_color)).size).toBe(6);
    expect(demo.every((u: any) => u.approval_status === 'approved' && u.app_role !== 'Administrator')).toBe(true);

    const notes = await admin.get('/api/notes');
    expect(notes.body.notes).toHaveLength(6);
    expect(notes.body.notes[0]).toMatchObject({ is_pinned: true, visibility: 'shared' });

    const media = await admin.get('/api/media');
    expect(media.body.media).toHaveLength(6);
    for (const item of media.body.media) {
      expect(item.processing.status).toBe('done');
      if (item.kind === 'audio') expect(item.waveform).toHaveLength(600);
    }
    const file = await admin.get(media.body.media[0].url);
    expect(file.status).toBe(200);

    const editorial = await admin.get('/api/editorial-content');
    expect(editorial.body.items.filter((i: any) => i.target?.kind === 'clock_element' && i.target.label)).toHaveLength(8);

    const episodes = await admin.get('/api/podcast/episodes');
    expect(episodes.body.episodes.map((e: any) => [e.episode_number, e.status])).toEqual([
      [3, 'published'],
      [2, 'published'],
      [1, 'published'],
    ]);
    const chapters = episodes.body.episodes[0].chapters.map((c: any) => c.title);
    expect(chapters).toEqual(['Nyheter', 'Været', 'Trafikk', 'Dagens konkurranse – ring inn!', 'Nyhetsoppdatering', 'Morgengjesten: Lise Moe']);
    const feed = await new Client(server.url).get('/podcast/feed.xml');
    expect(feed.status).toBe(200);
    expect(String(feed.body)).toContain('Biblioteket vil få byen til å lese');

    const asRun = await admin.get(`/api/active-clocks?date=${PAST_MORNINGS[2]}`);
    const eight = asRun.body.clocks.find((c: any) => c.hour === 8);
    expect(eight.elements.filter((e: any) => e.sent_status === 'sent').every((e: any) => e.sent_by?.full_name === 'Thomas Berg (demo)')).toBe(true);

    // ── The quiz: this morning's game run by the demo producer, this week's tournament running, last week's won.
    const quizzes = await admin.get('/api/quiz/sessions?status=finished');
    expect(quizzes.body.sessions).toHaveLength(8 + 8); // and the Friday quizzes of the past shows (/analytics), older than these
    expect(quizzes.body.sessions[0]).toMatchObject({ title: 'Morgenquiz: Nord-Norge rundt', question_count: 10, participants: 9, producer: { full_name: 'Sara Nilsen (demo)' } });
    const morningQuiz = (await admin.get(`/api/quiz/sessions/${quizzes.body.sessions[0].id}`)).body.detail;
    expect(morningQuiz.reveals).toHaveLength(10);
    expect(morningQuiz.adjustments[0]).toMatchObject({ points: 800, made_by: { full_name: 'Sara Nilsen (demo)' } });
    expect(morningQuiz.leaderboard.entries[0].name).toBe(quizzes.body.sessions[0].winner);
    const tournaments = (await admin.get('/api/quiz/tournaments')).body.tournaments;
    expect(tournaments.map((t: any) => [t.name, t.starts_on, t.ends_on, t.sessions, t.winners.length])).toEqual([
      ['Ukesquiz uke 2', '2025-01-06', '2025-01-10', 3, 0],
      ['Ukesquiz uke 1', '2024-12-30', '2025-01-03', 5, 1],
    ]);
    const lastWeek = (await admin.get(`/api/quiz/tournaments/${tournaments[1].id}`)).body;
    expect(lastWeek.tournament.winners[0]).toMatchObject({ name: lastWeek.standings[0].name, rank: 1, handover_status: 'levert' });
    // ── The sponsor desk: last week's competition drawn with its audit row and the prize handed over.
    const competitions = (await admin.get('/api/sponsors/competitions')).body.competitions;
    expect(competitions.map((c: any) => [c.title, c.entries, c.late_entries])).toEqual([
      ['Vinn kaffe for et år', 9, 0],
      ['Vinn en handlekurv fra Joker Nord', 25, 1],
    ]);
    const drawn = (await admin.get(`/api/sponsors/competitions/${competitions[1].id}`)).body;
    expect(drawn.competition.status).toBe('drawn');
    expect(drawn.draws[0]).toMatchObject({ total_entries: 25, valid_entries: 24, drawn_by: { full_name: 'Sara Nilsen (demo)' } });
    expect(drawn.draws[0].excluded).toHaveLength(1);
    expect(drawn.draws[0].late).toHaveLength(1);
    expect(drawn.winners[0]).toMatchObject({ handover: 'levert', replaced_at: null });
    // Every game's totals are what the shared rules make of its answers and corrections.
    for (const session of quizzes.body.sessions) {
      const questions = (await database.query<{ questions: any }>('SELECT questions FROM live_quiz_sessions WHERE id = $1', [session.id]))[0]!.questions;
      const answers = await database.query<{ participant_id: string; question_index: number; correct: boolean; elapsed_ms: number }>(
        'SELECT participant_id, question_index, correct, elapsed_ms FROM live_quiz_answers WHERE session_id = $1',
        [session.id],
      );
      const players = await database.query<{ id: string; points: number }>('SELECT id, points FROM live_quiz_participants WHERE session_id = $1', [session.id]);
      const corrections = await database.query<{ participant_id: string; points: number }>('SELECT participant_id, points FROM live_quiz_adjustments WHERE session_id = $1', [session.id]);
      const list = typeof questions === 'string' ? JSON.parse(questions) : questions;
      const tallies = tallySession({
        participantIds: players.map((p) => p.id),
        questions: list.map((q: any) => ({ timeLimitS: q.time_limit_s, points: q.points })),
        revealedThrough: list.length - 1,
        answers: answers.map((a) => ({ participantId: a.participant_id, questionIndex: a.question_index, correct: a.correct, elapsedMs: a.elapsed_ms })),
        adjustments: corrections.map((c) => ({ participantId: c.participant_id, points: Number(c.points) })),
        scoring: 'speed',
        streakBonusOn: true,
      });
      for (const p of players) expect(p.points, `${session.title} ${p.id}`).toBe(tallies.get(p.id)!.points);
    }
  });
});
