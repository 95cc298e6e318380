import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Past station days for /analytics to look back on: five weekday shows (07–10) with their hour
 * clocks of 15 elements marked sent with a realistic drift (each show its own habit, drift growing
 * through the hour, a few bulk marks), listener messages and a poll with votes per show, a live
 * quiz every Friday, daily podcast plays for every published episode (a launch peak that fades),
 * and staff activity per person, day and kind. The demo seed uses it for a few weeks, the
 * analytics bench for a year.
 *
 * Set-based SQL so a year is seconds, not minutes, and deterministic: "random" numbers are hashes
 * of the row's own keys, so the same range gives the same figures every time.
 */

/** Marks the shows this generator made (their description): a second run sees them and adds nothing. */
export const HISTORY_MARK = 'Tidligere sending (statistikkdata)';

export const HISTORY_SHOWS = ['Morgenshowet', 'Lokalnytt', 'Musikkmiks', 'Sportsprat', 'Fredagsquiz'] as const;

export interface HistoryOptions {
  /** Station dates, both included. */
  from: string;
  to: string;
  zone: string;
  /** Podcast episodes to create first (the bench); the demo uses the podcast's own episodes. */
  createEpisodes?: number;
}

export interface HistoryTally {
  shows: number;
  clocks: number;
  elements: number;
  messages: number;
  votes: number;
  quizzes: number;
  answers: number;
  podcastDays: number;
  activity: number;
}

/** A number in [0, n) from the text of a row's keys. */
const pick = (n: number, key: ReturnType<typeof sql>) => sql`(abs(hashtext(${key})) % ${n})`;

/** Keys from times and names, never from generated ids: the same range gives the same numbers on any database. */
const epoch = (column: string) => sql.raw(`extract(epoch FROM ${column})::bigint::text`);
const showKey = epoch('s.scheduled_start');
const clockKey = epoch('c.starts_at');
const pollKey = epoch('p.opened_at');
const quizKey = epoch('q.started_at');
const playerKey = sql.raw(`(extract(epoch FROM p.joined_at)::bigint::text || p.name)`);

const count = async (db: DbOrTx, query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);

export async function alreadyGenerated(db: DbOrTx): Promise<boolean> {
  return (await count(db, sql`SELECT count(*)::int AS n FROM scheduled_shows WHERE description = ${HISTORY_MARK}`)) > 0;
}

const emptyTally = (): HistoryTally => ({ shows: 0, clocks: 0, elements: 0, messages: 0, votes: 0, quizzes: 0, answers: 0, podcastDays: 0, activity: 0 });
const daysOf = (o: HistoryOptions) => sql`generate_series(${o.from}::date, ${o.to}::date, interval '1 day') AS d(day)`;

/** Everything at once (the bench, on an empty database). */
export async function generateAnalyticsHistory(db: DbOrTx, o: HistoryOptions): Promise<HistoryTally> {
  const plan = await generatePlanHistory(db, o);
  const usage = await generateUsageHistory(db, o);
  return { ...plan, podcastDays: usage.podcastDays, activity: usage.activity };
}

/** The shows and what happened in them: clocks, listener messages and votes, quizzes. Not idempotent by itself (see alreadyGenerated). */
export async function generatePlanHistory(db: DbOrTx, o: HistoryOptions): Promise<HistoryTally> {
  const days = daysOf(o);
  const start = sql`((${o.from}::date)::timestamp AT TIME ZONE ${o.zone})`;
  const end = sql`(((${o.to}::date) + 1)::timestamp AT TIME ZONE ${o.zone})`;
  const titles = sql.raw(`ARRAY[${HISTORY_SHOWS.map((t) => `'${t}'`).join(', ')}]`);
  const shows = sql`(SELECT id, title, scheduled_start FROM scheduled_shows WHERE description = ${HISTORY_MARK} AND scheduled_start >= ${start} AND scheduled_start < ${end})`;

  const tally = emptyTally();

  tally.shows = await count(db, sql`
    WITH made AS (
      INSERT INTO scheduled_shows (title, description, scheduled_start, scheduled_end, status)
      SELECT (${titles})[extract(isodow FROM d.day)::int], ${HISTORY_MARK},
        (d.day::date + time '07:00') AT TIME ZONE ${o.zone}, (d.day::date + time '10:00') AT TIME ZONE ${o.zone}, 'done'
      FROM ${days} WHERE extract(isodow FROM d.day) <= 5
      RETURNING 1)
    SELECT count(*)::int AS n FROM made`);

  // Three hour clocks per show; an hour someone already has a clock for is left alone.
  const elementTypes = sql.raw(`ARRAY['station_id','news','weather','traffic','music','talk','ad','music','interview','music','sponsor','promo','music','talk','jingle']`);
  const drift = sql`CASE WHEN ${pick(100, sql`${clockKey} || 'bulk' || i`)} < 5 THEN 0
    ELSE ${pick(61, sql`${clockKey} || i`)} - 30 + i * 2 + (${pick(25, sql`split_part(c.name, ' ', 1)`)} - 8) END`;
  const clockRows = rowsOf<{ clocks: number; elements: number }>(
    await db.execute(sql`
      WITH clocks AS (
        INSERT INTO active_clocks (broadcast_date, hour, starts_at, name, color)
        SELECT (s.scheduled_start AT TIME ZONE ${o.zone})::date, 7 + h, s.scheduled_start + make_interval(hours => h), s.title || ' kl. ' || (7 + h), '#2563eb'
        FROM ${shows} s, generate_series(0, 2) AS h
        ON CONFLICT (broadcast_date, hour) DO NOTHING
        RETURNING id, starts_at, name),
      elements AS (
        INSERT INTO clock_content_elements (active_clock_id, position, type, title, start_offset_s, duration_s, sent_status, sent_at, marked_in_bulk)
        SELECT c.id, i, (${elementTypes})[i + 1], initcap(replace((${elementTypes})[i + 1], '_', ' ')), i * 240, 230, 'sent',
          c.starts_at + make_interval(secs => i * 240 + ${drift}), ${pick(100, sql`${clockKey} || 'bulk' || i`)} < 5
        FROM clocks c, generate_series(0, 14) AS i
        RETURNING 1)
      SELECT (SELECT count(*) FROM clocks)::int AS clocks, (SELECT count(*) FROM elements)::int AS elements`),
  );
  tally.clocks = Number(clockRows[0]?.clocks ?? 0);
  tally.elements = Number(clockRows[0]?.elements ?? 0);

  const sources = sql.raw(`ARRAY['sms','sms','sms','sms','web','web','web','telefon','request','comment']`);
  const senders = sql.raw(`ARRAY['Kari','Ola','Anne','Per','Liv','Jonas','Mari','Knut','Ingrid','Sander','Hanne','Tor']`);
  const bodies = sql.raw(`ARRAY['Hilsen fra Tromsø!','Kan dere spille noe rolig?','God morgen til alle på jobb','Takk for praten i går','Hvem vant kampen?','Hils til mamma','Fint vær på Storsteinnes','Mer lokalnytt, takk']`);
  tally.messages = await count(db, sql`
    WITH made AS (
      INSERT INTO messages (source, status, sender_name, body, show_id, created_at)
      SELECT (${sources})[${pick(10, sql`${showKey} || 'src' || n`)} + 1], 'arkivert',
        (${senders})[${pick(12, sql`${showKey} || 'who' || n`)} + 1], (${bodies})[${pick(8, sql`${showKey} || 'what' || n`)} + 1],
        s.id, s.scheduled_start + make_interval(secs => ${pick(10800, sql`${showKey} || 'at' || n`)})
      FROM ${shows} s, generate_series(1, 20) AS n
      WHERE n <= 4 + ${pick(16, sql`${showKey} || 'many'`)}
      RETURNING 1)
    SELECT count(*)::int AS n FROM made`);

  tally.votes = await count(db, sql`
    WITH polls AS (
      INSERT INTO listener_polls (question, options, status, created_at, opened_at, closed_at)
      SELECT 'Dagens spørsmål i ' || s.title, '[{"id":"a","label":"Ja"},{"id":"b","label":"Nei"},{"id":"c","label":"Vet ikke"}]'::jsonb, 'lukket',
        s.scheduled_start, s.scheduled_start + interval '1 hour', s.scheduled_start + interval '2 hours'
      FROM ${shows} s
      RETURNING id, opened_at),
    votes AS (
      INSERT INTO listener_poll_votes (poll_id, voter, option_id, source, created_at)
      SELECT p.id, 'device:historikk-' || n, (ARRAY['a','b','c'])[${pick(3, sql`${pollKey} || n`)} + 1],
        CASE WHEN ${pick(3, sql`${pollKey} || 'via' || n`)} = 0 THEN 'sms' ELSE 'web' END,
        p.opened_at + make_interval(secs => ${pick(3600, sql`${pollKey} || 'at' || n`)})
      FROM polls p, generate_series(1, 40) AS n
      WHERE n <= 8 + ${pick(32, sql`${pollKey} || 'many'`)}
      RETURNING 1)
    SELECT count(*)::int AS n FROM votes`);

  const quizRows = rowsOf<{ quizzes: number; answers: number }>(
    await db.execute(sql`
      WITH sessions AS (
        INSERT INTO live_quiz_sessions (title, code, phase, questions, scoring, streak_bonus, created_at, started_at, ended_at)
        SELECT 'Fredagsquiz ' || to_char(s.scheduled_start AT TIME ZONE ${o.zone}, 'DD.MM.YYYY'), lpad(${pick(10000, sql`${showKey}`)}::text, 4, '0'),
          'finished', '[]'::jsonb, 'speed', true, s.scheduled_start + interval '1 hour', s.scheduled_start + interval '1 hour', s.scheduled_start + interval '90 minutes'
        FROM ${shows} s WHERE s.title = 'Fredagsquiz'
        RETURNING id, started_at),
      players AS (
        INSERT INTO live_quiz_participants (session_id, kind, name, joined_at)
        SELECT q.id, 'guest', 'Deltaker ' || n, q.started_at FROM sessions q, generate_series(1, 45) AS n
        WHERE n <= 10 + ${pick(35, sql`${quizKey}`)}
        RETURNING id, session_id, joined_at, name),
      answers AS (
        INSERT INTO live_quiz_answers (session_id, participant_id, question_index, choice, answered_at, elapsed_ms, source, correct, points)
        SELECT p.session_id, p.id, qi, ${pick(4, sql`${playerKey} || qi`)}, p.joined_at + make_interval(secs => qi * 60 + 5),
          1000 + ${pick(9000, sql`${playerKey} || 'ms' || qi`)}, 'web', ${pick(3, sql`${playerKey} || 'ok' || qi`)} <> 0, 0
        FROM players p, generate_series(0, 7) AS qi
        WHERE ${pick(10, sql`${playerKey} || 'skip' || qi`)} <> 0
        RETURNING 1)
      SELECT (SELECT count(*) FROM sessions)::int AS quizzes, (SELECT count(*) FROM answers)::int AS answers`),
  );
  tally.quizzes = Number(quizRows[0]?.quizzes ?? 0);
  tally.answers = Number(quizRows[0]?.answers ?? 0);

  return tally;
}

/**
 * Podcast plays and staff activity for the people and episodes there are: safe to run again (a day
 * already counted is left as it is), so colleagues added later get their history too.
 */
export async function generateUsageHistory(db: DbOrTx, o: HistoryOptions): Promise<Pick<HistoryTally, 'podcastDays' | 'activity'>> {
  const days = daysOf(o);
  const tally = { podcastDays: 0, activity: 0 };
  if (o.createEpisodes) {
    // For the bench's empty database only: the audio keys name no stored file (nobody plays them).
    // Spread over the range: a new episode every few weeks, like a station's weekly-ish podcast.
    await db.execute(sql`
      INSERT INTO podcast_episodes (title, description, audio_key, audio_type, audio_size, duration_s, publish_at, episode_number)
      SELECT 'Episode ' || n || ': ' || (ARRAY['Lokalhistorie','Sportsprat','Musikk fra nord','Gjest i studio','Nyhetsuka'])[n % 5 + 1], '',
        'statistikk/episode-' || n || '.mp3', 'audio/mpeg', 30000000, 1800,
        ((${o.from}::date + ((n - 1) * ((${o.to}::date - ${o.from}::date) / ${o.createEpisodes})))::timestamp + time '06:00') AT TIME ZONE ${o.zone}, n
      FROM generate_series(1, ${o.createEpisodes}) AS n`);
  }
  // Every published episode, every day from its release: a launch peak fading over a month, a long tail after.
  tally.podcastDays = await count(db, sql`
    WITH made AS (
      INSERT INTO podcast_episode_stats (episode_id, day, plays, downloads)
      SELECT e.id, d.day::date, x.plays, x.plays / 3
      FROM podcast_episodes e CROSS JOIN ${days}
      CROSS JOIN LATERAL (SELECT round((15 + ${pick(60, sql`e.title`)}) * exp(-(d.day::date - (e.publish_at AT TIME ZONE ${o.zone})::date) / 20.0)
        + ${pick(4, sql`e.title || d.day::text`)})::int AS plays) x
      WHERE e.publish_at IS NOT NULL AND e.publish_at <= now() AND d.day::date >= (e.publish_at AT TIME ZONE ${o.zone})::date
      ON CONFLICT (episode_id, day) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS n FROM made`);

  // Everyone active on most days; clock marks on weekdays only; Akutt now and then.
  tally.activity = await count(db, sql`
    WITH made AS (
      INSERT INTO user_activity (user_id, day, kind, count)
      SELECT p.id, d.day::date, k.kind, x.n
      FROM profiles p CROSS JOIN ${days}
      CROSS JOIN unnest(ARRAY['sign_in', 'chat_message', 'clock_mark', 'content_save', 'akutt']) AS k(kind)
      CROSS JOIN LATERAL (SELECT abs(hashtext(p.email || d.day::text || k.kind)) AS h) r
      CROSS JOIN LATERAL (SELECT CASE k.kind
        WHEN 'sign_in' THEN 1 + r.h % 2
        WHEN 'chat_message' THEN r.h % 14
        WHEN 'clock_mark' THEN CASE WHEN extract(isodow FROM d.day) <= 5 THEN r.h % 25 ELSE 0 END
        WHEN 'content_save' THEN r.h % 5
        ELSE CASE WHEN r.h % 30 = 0 THEN 1 ELSE 0 END END AS n) x
      WHERE p.approval_status = 'approved' AND abs(hashtext(p.email || d.day::text)) % 10 < 7 AND x.n > 0
      ON CONFLICT (day, kind, user_id) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS n FROM made`);

  return tally;
}

/**
 * Puts a name on the history's clock marks once colleagues exist (the demo's first run has none):
 * every mark in a sent element of the range's clocks without a sender gets the first approved
 * demo colleague, as the demo's own as-run does.
 */
export async function signHistoryMarks(db: DbOrTx, o: HistoryOptions, emailDomain: string): Promise<void> {
  await db.execute(sql`
    UPDATE clock_content_elements e SET sent_by = who.id
    FROM active_clocks ac,
      (SELECT id FROM profiles WHERE approval_status = 'approved' AND email LIKE ${`%@${emailDomain}`} ORDER BY email LIMIT 1) who
    WHERE e.active_clock_id = ac.id AND ac.broadcast_date BETWEEN ${o.from}::date AND ${o.to}::date
      AND e.sent_status = 'sent' AND e.sent_by IS NULL`);
}
