import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_EVENTS, CHANNELS, SOCKET_EVENTS, type Achievement, type AchievementKey, type ChannelEvent } from '@studioportal/shared';
import { evaluateAchievements } from '../src/features/achievements';
import { AchievementsService } from '../src/features/achievements/achievements.service';
import { sweep } from '../src/features/achievements/evaluation.job';
import { adminAndPending, Client, connected, DB_KINDS, emitAck, startServer, startServersOnPostgres, type TestServer } from './harness';

/**
 * Staff achievements: earned from the person's own record only (seeded here with SQL as the
 * other features would have written it), announced once to that person's screens alone.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const settle = () => new Promise((r) => setTimeout(r, 400));

type Db = Pick<TestServer['database'], 'query'>;

/** An Administrator (Ada, the one we follow) and a Tekniker (Tor), both approved and signed in. */
async function colleagues(server: TestServer) {
  const { admin: ada, adminId: adaId, pending: tor, pendingId: torId } = await adminAndPending(server);
  expect((await ada.post(`/api/admin/users/${torId}/approve`, { app_role: 'Tekniker' })).status).toBe(200);
  return { ada, adaId, tor, torId };
}

/** Every achievements event this client's screens receive from now on. */
async function watch(client: Client) {
  const socket: Socket = await connected(client.socket('/'));
  expect((await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: CHANNELS.achievements.name })).ok).toBe(true);
  const events: ChannelEvent<{ user_id: string; achievement: Achievement }>[] = [];
  socket.on(SOCKET_EVENTS.event, (e: ChannelEvent<{ user_id: string; achievement: Achievement }>) => {
    if (e.channel === CHANNELS.achievements.name) events.push(e);
  });
  return { events, close: () => socket.close() };
}

/** Midnight UTC `daysAgo` days before now. */
const dayStart = (daysAgo: number) => new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY);

/**
 * One dated clock at `startsAt` with an element every ten minutes, each marked by `userId` this
 * many seconds off its plan (null: left pending). `bulk` marks one with "Marker alt til nå".
 */
async function markedClock(db: Db, startsAt: Date, userId: string, drifts: (number | null)[], options: { bulkAt?: number } = {}) {
  const date = startsAt.toISOString().slice(0, 10);
  const [clock] = await db.query<{ id: string }>(
    `INSERT INTO active_clocks (broadcast_date, hour, starts_at, name, color) VALUES ($1, $2, $3, 'Morgen', '#3b82f6') RETURNING id`,
    [date, startsAt.getUTCHours(), startsAt.toISOString()],
  );
  const marks: Date[] = [];
  for (const [i, drift] of drifts.entries()) {
    const offset = i * 600;
    const sentAt = drift === null ? null : new Date(startsAt.getTime() + (offset + drift) * 1000);
    const bulk = options.bulkAt === i;
    await db.query(
      `INSERT INTO clock_content_elements (active_clock_id, position, type, title, start_offset_s, duration_s, sent_status, sent_at, sent_by, marked_in_bulk)
       VALUES ($1, $2, 'talk', $3, $4, 300, $5, $6, $7, $8)`,
      [clock!.id, i, `Element ${i + 1}`, offset, sentAt ? 'sent' : 'pending', sentAt?.toISOString() ?? null, sentAt ? userId : null, bulk],
    );
    if (sentAt && !bulk) marks.push(sentAt);
  }
  return marks;
}

/**
 * Ada's history: 22 morning shows, of which 20 precise (day 5 has a mark 31 s late, day 9 one
 * caught up in bulk; ±30 s exactly still counts). Day 1's show is a scheduled show of two clock
 * hours (one show, ending at its scheduled end). A published episode, 10 finished quizzes and a
 * speed round, an acknowledged Akutt message, 12 listener messages handled.
 */
async function seedAda(db: Db, adaId: string) {
  const marks: Date[] = [];
  for (let day = 22; day >= 1; day--) {
    const start = new Date(dayStart(day).getTime() + 6 * HOUR);
    const drifts = day === 5 ? [10, 31, 0, 5, 2] : [30, -30, 12, 0, -4];
    marks.push(...(await markedClock(db, start, adaId, drifts, day === 9 ? { bulkAt: 2 } : {})));
  }
  const showStart = new Date(dayStart(1).getTime() + 6 * HOUR);
  const showEnd = new Date(showStart.getTime() + 2 * HOUR);
  marks.push(...(await markedClock(db, new Date(showStart.getTime() + HOUR), adaId, [3, 8, -2, 1, 0])));
  await db.query(`INSERT INTO scheduled_shows (title, scheduled_start, scheduled_end) VALUES ('Morgenshowet', $1, $2)`, [showStart.toISOString(), showEnd.toISOString()]);

  const publishedAt = new Date(dayStart(3).getTime() + 9 * HOUR);
  await db.query(
    `INSERT INTO podcast_episodes (title, audio_key, audio_type, audio_size, duration_s, publish_at, created_by)
     VALUES ('Episode 1', 'ep1.mp3', 'audio/mpeg', 1000, 60, $1, $2)`,
    [publishedAt.toISOString(), adaId],
  );
  const quizEnds: Date[] = [];
  for (let i = 0; i < 10; i++) {
    const ended = new Date(dayStart(20 - i * 2).getTime() + 8 * HOUR);
    quizEnds.push(ended);
    await db.query(`INSERT INTO game_sessions (kind, ref_id, title, run_by, ended_at) VALUES ('quiz', $1, $2, $3, $4)`, [randomUUID(), `Quiz ${i + 1}`, adaId, ended.toISOString()]);
  }
  await db.query(`INSERT INTO game_sessions (kind, ref_id, title, run_by) VALUES ('speed_round', $1, 'Fartsrunde', $2)`, [randomUUID(), adaId]);
  await db.query(`INSERT INTO broadcast_messages (sender_id, message, acknowledged_by) VALUES ($1, 'Brannalarm i bygget', ARRAY[$1]::text[])`, [adaId]);
  for (let i = 0; i < 12; i++) {
    await db.query(
      `INSERT INTO messages (source, status, sender_name, body, status_changed_by, status_changed_at) VALUES ('web', 'lest', 'Kari', 'Hei studio', $1, $2)`,
      [adaId, new Date(dayStart(2).getTime() + i * 60_000).toISOString()],
    );
  }
  marks.sort((a, b) => a.getTime() - b.getTime());
  return { hundredthMark: marks[99]!, markCount: marks.length, showEnd, publishedAt, tenthQuiz: quizEnds.sort((a, b) => a.getTime() - b.getTime())[9]! };
}

/**
 * Tor: three precise shows, one running now (not counted until it ends), a draft episode, one quiz.
 * The finished shows are two days back or more: unscheduled hours group by broadcast day, and in
 * the first 25 minutes after midnight the running clock still belongs to yesterday's.
 */
async function seedTor(db: Db, torId: string) {
  for (let day = 4; day >= 2; day--) await markedClock(db, new Date(dayStart(day).getTime() + 14 * HOUR), torId, [0, 1, 2, 3]);
  await markedClock(db, new Date(Date.now() - 25 * 60_000), torId, [0, 5, null, null]);
  await db.query(`INSERT INTO podcast_episodes (title, created_by) VALUES ('Utkast', $1)`, [torId]);
  await db.query(`INSERT INTO game_sessions (kind, ref_id, title, run_by) VALUES ('quiz', $1, 'Quiz', $2)`, [randomUUID(), torId]);
}

const byKey = (list: Achievement[]) => Object.fromEntries(list.map((a) => [a.key, a])) as Record<AchievementKey, Achievement>;

describe.each(DB_KINDS)('staff achievements (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('earns from the record on GET: progress, dates from the record, one event each to that person only', async () => {
    const { ada, adaId, tor, torId } = await colleagues(server);
    const adaScreens = await watch(ada);
    const torScreens = await watch(tor);
    const history = await seedAda(server.database, adaId);
    await seedTor(server.database, torId);

    const res = await ada.get('/api/achievements');
    expect(res.status).toBe(200);
    const list: Achievement[] = res.body.achievements;
    const mine = byKey(list);
    expect(mine['presise-klokker']).toMatchObject({ current: 20, target: 20, earned_at: history.showEnd.toISOString() });
    expect(mine['elementer-markert']).toMatchObject({ current: 100, target: 100, earned_at: history.hundredthMark.toISOString() });
    expect(history.markCount).toBeGreaterThan(100);
    expect(mine['forste-podkastepisode']).toMatchObject({ current: 1, earned_at: history.publishedAt.toISOString() });
    expect(mine.quizmaster).toMatchObject({ current: 10, earned_at: history.tenthQuiz.toISOString() });
    // The acknowledgement keeps no time of its own: earned when the server noticed.
    expect(Date.parse(mine['forste-akuttmelding'].earned_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine['lyttermeldinger-behandlet']).toMatchObject({ current: 12, target: 50, earned_at: null });
    expect(mine['onskelater-spilt']).toMatchObject({ current: 0, target: 25, earned_at: null });
    // Earned first (newest first), then the closest.
    expect(list.map((a) => a.key)).toEqual(['forste-akuttmelding', 'presise-klokker', 'quizmaster', 'elementer-markert', 'forste-podkastepisode', 'lyttermeldinger-behandlet', 'onskelater-spilt']);

    await settle();
    expect(adaScreens.events.map((e) => e.payload.achievement.key).sort()).toEqual(['elementer-markert', 'forste-akuttmelding', 'forste-podkastepisode', 'presise-klokker', 'quizmaster']);
    for (const event of adaScreens.events) {
      expect(event.type).toBe(ACHIEVEMENT_EVENTS.earned);
      expect(event.payload.user_id).toBe(adaId);
      expect(event.payload.achievement.earned_at).toBe(mine[event.payload.achievement.key].earned_at);
    }
    expect(torScreens.events).toEqual([]);

    // Asked again, from every path at once: nothing more is earned or announced.
    const service = new AchievementsService(server.ctx);
    const again = await Promise.all([ada.get('/api/achievements'), evaluateAchievements(server.ctx, adaId), sweep(server.ctx, service, new Date()), service.evaluate(adaId)]);
    expect(again[0].body.achievements).toEqual(list);
    expect(again[1]).toEqual([]);
    await settle();
    expect(adaScreens.events).toHaveLength(5);
    const stored = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM realtime_events WHERE channel = 'achievements:v1'`);
    expect(stored[0]!.n).toBe(5);

    // Tor: progress, nothing earned; the show running now is not counted yet, its marks are.
    const theirs = byKey((await tor.get('/api/achievements')).body.achievements);
    expect(theirs['presise-klokker']).toMatchObject({ current: 3, earned_at: null });
    expect(theirs['elementer-markert']).toMatchObject({ current: 14, earned_at: null });
    expect(theirs['forste-podkastepisode']).toMatchObject({ current: 0, earned_at: null });
    expect(theirs.quizmaster).toMatchObject({ current: 1, earned_at: null });
    await settle();
    expect(torScreens.events).toEqual([]);
    const rows = await server.database.query<{ user_id: string }>('SELECT user_id FROM user_achievements');
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([adaId]));

    adaScreens.close();
    torScreens.close();
  });

  it('the minute sweep earns for whoever was active lately, and other features can ask with evaluateAchievements', async () => {
    const { ada, adaId, tor, torId } = await colleagues(server);
    const adaScreens = await watch(ada);
    const torScreens = await watch(tor);
    // Ada finishes her tenth quiz a minute ago; the sweep finds her by it.
    for (let i = 0; i < 10; i++) {
      const ended = new Date(Date.now() - (i === 0 ? 60_000 : i * DAY));
      await server.database.query(`INSERT INTO game_sessions (kind, ref_id, title, run_by, ended_at) VALUES ('quiz', $1, 'Quiz', $2, $3)`, [randomUUID(), adaId, ended.toISOString()]);
    }
    // Every process asks for the minute's run at start-up; the queue runs it once.
    await expect.poll(async () => (await server.database.query<{ status: string }>(`SELECT status FROM jobs WHERE queue = 'achievements.evaluate'`)).map((j) => j.status)).toEqual(['done']);
    const service = new AchievementsService(server.ctx);
    expect(await sweep(server.ctx, service, new Date())).toEqual([adaId]);
    await settle();
    expect(adaScreens.events.map((e) => e.payload.achievement.key)).toEqual(['quizmaster']);

    // Tor's hundredth mark, long ago (outside the sweep's window): the caller asks directly.
    const start = new Date(dayStart(4).getTime() + 10 * HOUR);
    for (let hour = 0; hour < 20; hour++) await markedClock(server.database, new Date(start.getTime() + hour * HOUR), torId, [0, 1, 2, 3, 4]);
    expect(await sweep(server.ctx, service, new Date())).not.toContain(torId);
    expect(await evaluateAchievements(server.ctx, torId)).toEqual(['elementer-markert']);
    expect(await evaluateAchievements(server.ctx, torId)).toEqual([]);
    await settle();
    expect(torScreens.events.map((e) => e.payload.achievement.key)).toEqual(['elementer-markert']);
    expect(adaScreens.events).toHaveLength(1);

    adaScreens.close();
    torScreens.close();
  });

  it('GET /api/achievements is for approved staff only', async () => {
    const { pending } = await adminAndPending(server);
    expect((await pending.get('/api/achievements')).status).toBe(403);
    expect((await new Client(server.url).get('/api/achievements')).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('staff achievements on two processes (PostgreSQL)', () => {
  it('two processes evaluating the same person at once record and announce each achievement once', async () => {
    const { servers, close } = await startServersOnPostgres(2);
    try {
      const [one, two] = servers as [TestServer, TestServer];
      const { ada, adaId } = await colleagues(one);
      const screens = await watch(ada);
      await seedAda(one.database, adaId);
      await Promise.all([evaluateAchievements(one.ctx, adaId), evaluateAchievements(two.ctx, adaId), evaluateAchievements(one.ctx, adaId), evaluateAchievements(two.ctx, adaId)]);
      await settle();
      expect(screens.events).toHaveLength(5);
      expect(new Set(screens.events.map((e) => e.payload.achievement.key)).size).toBe(5);
      screens.close();
    } finally {
      await close();
    }
  });
});
