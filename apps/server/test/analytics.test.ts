import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsTable, zonedDateKey, type AnalyticsAnswer, type AnalyticsChart } from '@studioportal/shared';
import type { Database } from '../src/db/client';
import { recordActivity } from '../src/features/analytics';
import { ActivityCounter } from '../src/features/analytics/activity-counter';
import { adminAndPending, type Client, DB_KINDS, startServer, type TestServer } from './harness';

/**
 * /analytics (docs/analytics-api.md): each chart's numbers on a small data set whose answers are
 * known — the ±30 s boundary of clock punctuality, station-day boundaries (Europe/Oslo, UTC+1 in
 * January), listener contributions per show and source — the CSV being the same table as the
 * JSON, range validation, and recordActivity counting through the routes it is hooked into.
 */

const PASSWORD = 'et langt passord 123';

async function exec(database: Database, query: ReturnType<typeof sql>) {
  await database.db.execute(query);
}

/** Two shows on 10 January 2026: Morgen 06–10 and Kveld 22–00:30 Oslo time (UTC+1). */
async function seedShows(database: Database) {
  await exec(database, sql`
    INSERT INTO scheduled_shows (id, title, scheduled_start, scheduled_end, status) VALUES
      ('00000000-0000-4000-8000-000000000001', 'Morgen', '2026-01-10T05:00:00Z', '2026-01-10T09:00:00Z', 'done'),
      ('00000000-0000-4000-8000-000000000002', 'Kveld', '2026-01-10T21:00:00Z', '2026-01-10T23:30:00Z', 'done'),
      ('00000000-0000-4000-8000-000000000003', 'Avlyst', '2026-01-10T11:00:00Z', '2026-01-10T13:00:00Z', 'cancelled')`);
}

async function seedClocks(database: Database) {
  // 07:00 Oslo in Morgen; 12:00 Oslo when only a cancelled show was planned.
  await exec(database, sql`
    INSERT INTO active_clocks (id, broadcast_date, hour, starts_at, name, color) VALUES
      ('00000000-0000-4000-8000-000000000011', '2026-01-10', 7, '2026-01-10T06:00:00Z', 'Morgenklokke', '#112233'),
      ('00000000-0000-4000-8000-000000000012', '2026-01-10', 12, '2026-01-10T11:00:00Z', 'Lunsjklokke', '#112233')`);
  await exec(database, sql`
    INSERT INTO clock_content_elements (active_clock_id, position, type, title, start_offset_s, duration_s, sent_status, sent_at, marked_in_bulk) VALUES
      ('00000000-0000-4000-8000-000000000011', 0, 'news', 'Nyheter', 0, 60, 'sent', '2026-01-10T06:00:30Z', false),
      ('00000000-0000-4000-8000-000000000011', 1, 'talk', 'Prat', 600, 60, 'sent', '2026-01-10T06:10:31Z', false),
      ('00000000-0000-4000-8000-000000000011', 2, 'music', 'Musikk', 1200, 60, 'sent', '2026-01-10T06:19:30Z', false),
      ('00000000-0000-4000-8000-000000000011', 3, 'ad', 'Reklame', 1800, 60, 'sent', '2026-01-10T06:30:00Z', true),
      ('00000000-0000-4000-8000-000000000011', 4, 'jingle', 'Jingel', 2400, 60, 'pending', NULL, false),
      ('00000000-0000-4000-8000-000000000012', 0, 'news', 'Nyheter', 0, 60, 'sent', '2026-01-10T11:00:00Z', false)`);
}

async function seedListeners(database: Database) {
  await exec(database, sql`
    INSERT INTO messages (source, sender_name, body, show_id, created_at) VALUES
      ('sms', 'Kari', 'Hei fra Tromsø', '00000000-0000-4000-8000-000000000001', '2026-01-10T06:00:00Z'),
      ('sms', 'Ola', 'God morgen', '00000000-0000-4000-8000-000000000001', '2026-01-10T06:05:00Z'),
      ('web', 'Per', 'Spill noe rolig', NULL, '2026-01-10T22:30:00Z'),
      ('telefon', 'Liv', 'Ringte inn', NULL, '2026-01-10T23:15:00Z')`);
  await exec(database, sql`
    INSERT INTO listener_polls (id, question, options, status) VALUES
      ('00000000-0000-4000-8000-000000000021', 'Kaffe eller te?', '[{"id":"a","label":"Kaffe"},{"id":"b","label":"Te"}]', 'lukket')`);
  await exec(database, sql`
    INSERT INTO listener_poll_votes (poll_id, voter, option_id, source, created_at) VALUES
      ('00000000-0000-4000-8000-000000000021', 'device:a', 'a', 'web', '2026-01-10T06:30:00Z'),
      ('00000000-0000-4000-8000-000000000021', 'phone:+4791234567', 'b', 'sms', '2026-01-10T12:00:00Z')`);
}

async function seedPodcast(database: Database) {
  await exec(database, sql`
    INSERT INTO podcast_episodes (id, title) VALUES
      ('00000000-0000-4000-8000-000000000031', 'Episode A'),
      ('00000000-0000-4000-8000-000000000032', 'Episode B')`);
  await exec(database, sql`
    INSERT INTO podcast_episode_stats (episode_id, day, plays, downloads) VALUES
      ('00000000-0000-4000-8000-000000000031', '2026-01-10', 5, 2),
      ('00000000-0000-4000-8000-000000000031', '2026-01-11', 3, 0),
      ('00000000-0000-4000-8000-000000000032', '2026-01-11', 7, 1),
      ('00000000-0000-4000-8000-000000000032', '2026-01-13', 100, 100)`);
}

async function seedQuiz(database: Database) {
  // 23:59 Oslo on the 10th, and 00:00 Oslo on the 11th (23:00 UTC on the 10th).
  await exec(database, sql`
    INSERT INTO live_quiz_sessions (id, title, code, phase, questions, scoring, streak_bonus, created_at) VALUES
      ('00000000-0000-4000-8000-000000000041', 'Kveldsquiz', '1234', 'finished', '[]', 'flat', false, '2026-01-10T22:59:00Z'),
      ('00000000-0000-4000-8000-000000000042', 'Midnattsquiz', '4321', 'finished', '[]', 'flat', false, '2026-01-10T23:00:00Z')`);
  await exec(database, sql`
    INSERT INTO live_quiz_participants (id, session_id, kind, name, removed_at) VALUES
      ('00000000-0000-4000-8000-000000000051', '00000000-0000-4000-8000-000000000041', 'guest', 'Anne', NULL),
      ('00000000-0000-4000-8000-000000000052', '00000000-0000-4000-8000-000000000041', 'guest', 'Bjørn', NULL),
      ('00000000-0000-4000-8000-000000000053', '00000000-0000-4000-8000-000000000041', 'guest', 'Cecilie', '2026-01-10T23:05:00Z')`);
  await exec(database, sql`
    INSERT INTO live_quiz_answers (session_id, participant_id, question_index, choice, answered_at, elapsed_ms, source, correct) VALUES
      ('00000000-0000-4000-8000-000000000041', '00000000-0000-4000-8000-000000000051', 0, 1, '2026-01-10T23:00:00Z', 1000, 'staff', true),
      ('00000000-0000-4000-8000-000000000041', '00000000-0000-4000-8000-000000000052', 0, 2, '2026-01-10T23:00:01Z', 2000, 'staff', false),
      ('00000000-0000-4000-8000-000000000041', '00000000-0000-4000-8000-000000000051', 1, 0, '2026-01-10T23:01:00Z', 1500, 'staff', true)`);
}

/** The body as bytes decoded, the BOM kept (Response.text() would drop it). */
const bodyText = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

/** The CSV's cells, quotes and BOM taken off (every field is quoted; none of ours holds ';' or a line break). */
function csvCells(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

describe.each(DB_KINDS)('Analytics (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  let adminId: string;

  beforeEach(async () => {
    server = await startServer(kind);
    ({ admin, adminId } = await adminAndPending(server));
  });
  afterEach(async () => {
    await server.close();
  });

  const chart = async <C extends AnalyticsChart>(name: C, from: string, to: string): Promise<AnalyticsAnswer<C>> => {
    const res = await admin.get(`/api/analytics/${name}?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    return res.body as AnalyticsAnswer<C>;
  };

  it('clock punctuality: ±30 s is on time, 31 s is not, bulk marks and pending elements are left out, clocks go to the show on the plan', async () => {
    await seedShows(server.database);
    await seedClocks(server.database);
    const answer = await chart('punctuality', '2026-01-10', '2026-01-10');
    expect(answer.rows).toEqual([
      { show: 'Morgen', measured: 3, on_time: 2, on_time_percent: 66.7, mean_drift_s: 10.3, mean_abs_drift_s: 30.3 },
      { show: 'Utenfor sending', measured: 1, on_time: 1, on_time_percent: 100, mean_drift_s: 0, mean_abs_drift_s: 0 },
    ]);
    expect((await chart('punctuality', '2026-01-11', '2026-01-11')).rows).toEqual([]);
  });

  it('listener messages and votes per show and source, with the station day deciding the range', async () => {
    await seedShows(server.database);
    await seedListeners(server.database);
    // 23:15 UTC on the 10th is 00:15 on the 11th in Oslo: outside a range that ends on the 10th.
    expect((await chart('listeners', '2026-01-10', '2026-01-10')).rows).toEqual([
      { show: 'Kveld', source: 'web', count: 1 },
      { show: 'Morgen', source: 'sms', count: 2 },
      { show: 'Morgen', source: 'vote_web', count: 1 },
      { show: 'Utenfor sending', source: 'vote_sms', count: 1 },
    ]);
    expect((await chart('listeners', '2026-01-11', '2026-01-11')).rows).toEqual([{ show: 'Kveld', source: 'telefon', count: 1 }]);
  });

  it('podcast plays per day (every day of the range, zeros too) and per episode', async () => {
    await seedPodcast(server.database);
    expect((await chart('podcast-days', '2026-01-10', '2026-01-12')).rows).toEqual([
      { day: '2026-01-10', plays: 5, downloads: 2 },
      { day: '2026-01-11', plays: 10, downloads: 1 },
      { day: '2026-01-12', plays: 0, downloads: 0 },
    ]);
    expect((await chart('podcast-episodes', '2026-01-10', '2026-01-12')).rows).toEqual([
      { episode: 'Episode A', plays: 8, downloads: 2 },
      { episode: 'Episode B', plays: 7, downloads: 1 },
    ]);
  });

  it('quiz participation per session on its station day: removed participants do not count', async () => {
    await seedQuiz(server.database);
    expect((await chart('quiz', '2026-01-10', '2026-01-11')).rows).toEqual([
      { day: '2026-01-10', quiz: 'Kveldsquiz', participants: 2, answers: 3, correct: 2 },
      { day: '2026-01-11', quiz: 'Midnattsquiz', participants: 0, answers: 0, correct: 0 },
    ]);
  });

  it('recordActivity counts per station day and kind; the chart sums people without naming them; sign-in and chat count through their routes', async () => {
    await recordActivity(server.database.db, adminId, 'chat_message', new Date('2026-01-10T22:30:00Z'));
    await recordActivity(server.database.db, adminId, 'chat_message', new Date('2026-01-10T23:30:00Z'));
    await recordActivity(server.database.db, adminId, 'chat_message', new Date('2026-01-10T23:45:00Z'));
    expect((await chart('activity', '2026-01-10', '2026-01-11')).rows).toEqual([
      { day: '2026-01-10', kind: 'chat_message', count: 1, people: 1 },
      { day: '2026-01-11', kind: 'chat_message', count: 2, people: 1 },
    ]);
    // A count for someone who does not exist is dropped, never thrown.
    await expect(recordActivity(server.database.db, 'nobody', 'akutt')).resolves.toBeUndefined();

    await admin.post('/api/session/sign-out');
    expect((await admin.post('/api/session/sign-in', { email: 'ada@example.no', password: PASSWORD })).status).toBe(200);
    expect((await admin.post('/api/chat/messages', { message: 'Hei, redaksjonen!' })).status).toBe(201);
    const today = zonedDateKey(new Date());
    const rows = (await chart('activity', today, today)).rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: today, kind: 'sign_in', count: 1, people: 1 },
        { day: today, kind: 'chat_message', count: 1, people: 1 },
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(adminId);
  });

  it('the activity counter gathers counts in memory and writes them in one go; a deleted person’s count is dropped, not the batch', async () => {
    const counter = new ActivityCounter(server);
    const at = new Date('2026-02-03T09:00:00Z');
    for (let i = 0; i < 3; i++) counter.count(adminId, 'clock_mark', at);
    counter.count('nobody', 'clock_mark', at);
    expect((await chart('activity', '2026-02-03', '2026-02-03')).rows).toEqual([]);
    await counter.flush();
    expect((await chart('activity', '2026-02-03', '2026-02-03')).rows).toEqual([{ day: '2026-02-03', kind: 'clock_mark', count: 3, people: 1 }]);
    counter.count(adminId, 'clock_mark', at);
    await counter.flush();
    expect((await chart('activity', '2026-02-03', '2026-02-03')).rows).toEqual([{ day: '2026-02-03', kind: 'clock_mark', count: 4, people: 1 }]);
  });

  it('the CSV is the table of the JSON: BOM, ";", Norwegian headers and words, decimal comma', async () => {
    await seedShows(server.database);
    await seedClocks(server.database);
    await seedListeners(server.database);
    for (const name of ['punctuality', 'listeners'] as const) {
      const json = await chart(name, '2026-01-10', '2026-01-11');
      const res = await fetch(`${server.url}/api/analytics/${name}/csv?from=2026-01-10&to=2026-01-11`, { headers: { cookie: admin.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statistikk-${name}-2026-01-10-2026-01-11.csv"`);
      const table = analyticsTable(json);
      expect(csvCells(await bodyText(res))).toEqual([table.header, ...table.rows]);
    }
    const punctual = await fetch(`${server.url}/api/analytics/punctuality/csv?from=2026-01-10&to=2026-01-10`, { headers: { cookie: admin.cookie } });
    expect(csvCells(await bodyText(punctual))[1]).toEqual(['Morgen', '3', '2', '66,7', '10,3', '30,3']);
    const listeners = await fetch(`${server.url}/api/analytics/listeners/csv?from=2026-01-10&to=2026-01-10`, { headers: { cookie: admin.cookie } });
    expect(csvCells(await bodyText(listeners))).toContainEqual(['Morgen', 'Stemme (nettside)', '1']);
  });

  it('refuses a range that is backwards, too long, not a date, or a chart that does not exist', async () => {
    const status = async (url: string) => {
      const res = await admin.get(url);
      return [res.status, res.body?.error?.code ?? res.body?.code];
    };
    expect(await status('/api/analytics/quiz?from=2026-01-11&to=2026-01-10')).toEqual([400, 'validation_failed']);
    expect((await admin.get('/api/analytics/quiz?from=2026-01-11&to=2026-01-10')).body.error.message).toBe('Velg en periode der fra-datoen ikke er etter til-datoen.');
    expect(await status('/api/analytics/quiz?from=2025-01-01&to=2026-01-02')).toEqual([400, 'validation_failed']);
    expect((await admin.get('/api/analytics/quiz?from=2025-01-01&to=2026-01-01')).status).toBe(200); // 366 days
    expect(await status('/api/analytics/quiz?from=2026-02-30&to=2026-03-01')).toEqual([400, 'validation_failed']);
    expect(await status('/api/analytics/quiz?from=2026-01-01')).toEqual([400, 'validation_failed']);
    expect(await status('/api/analytics/quiz/csv?from=2026-01-01&to=2026-01-01&x=1')).toEqual([400, 'validation_failed']);
    expect(await status('/api/analytics/visitors?from=2026-01-01&to=2026-01-01')).toEqual([400, 'validation_failed']);
  });
});
