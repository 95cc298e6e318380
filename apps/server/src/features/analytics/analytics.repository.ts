import { sql } from 'drizzle-orm';
import {
  ANALYTICS_LIMITS,
  NO_SHOW_LABEL,
  oneDecimal,
  type ActivityRow,
  type ContributionSource,
  type ListenerRow,
  type PodcastDayRow,
  type PodcastEpisodeRow,
  type PunctualityRow,
  type QuizRow,
} from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * One query per chart. A range is station dates [from, to], both included; instants are compared
 * against the start of `from` and the start of the day after `to` in the station's zone, and
 * instants are bucketed into station days with AT TIME ZONE, so a message at 23:30 Oslo time on
 * the 1st counts on the 1st whatever UTC says.
 */
export interface Range {
  from: string;
  to: string;
  zone: string;
}

const startOf = (r: Range) => sql`((${r.from}::date)::timestamp AT TIME ZONE ${r.zone})`;
const endOf = (r: Range) => sql`(((${r.to}::date) + 1)::timestamp AT TIME ZONE ${r.zone})`;

/**
 * The shows a range can attribute to: not cancelled, overlapping [from, to). A moment belongs to
 * the latest show started by then, if that show has not ended yet.
 */
const showsIn = (r: Range) => sql`
  SELECT id, title, scheduled_start, scheduled_end FROM scheduled_shows
  WHERE status <> 'cancelled' AND scheduled_start < ${endOf(r)} AND scheduled_end > ${startOf(r)}`;

/**
 * Moments (at, plus what is counted) → the show on the plan at each, in one pass over the sorted
 * timeline rather than an index probe per moment: shows are numbered by start, show starts and
 * moments are merged in time order, and each moment takes the highest number started by then (a
 * running max — one sort and one window, where carrying the title forward would need two), keeping
 * that show only while it is still on.
 */
const onPlan = (r: Range, moments: ReturnType<typeof sql>) => sql`
  plan AS (
    SELECT row_number() OVER (ORDER BY scheduled_start, id) AS seq, title, scheduled_end, scheduled_start FROM (${showsIn(r)}) s
  ), timeline AS (
    SELECT scheduled_start AS at, 0 AS ord, seq, NULL::text AS source, NULL::double precision AS value FROM plan
    UNION ALL SELECT at, 1, NULL, source, value FROM (${moments}) m
  ), placed AS (
    SELECT ord, at, source, value, max(seq) OVER (ORDER BY at, ord) AS seq FROM timeline
  ), on_plan AS (
    SELECT p.source, p.value, CASE WHEN s.scheduled_end > p.at THEN s.title END AS show
    FROM placed p LEFT JOIN plan s ON s.seq = p.seq WHERE p.ord = 1
  )`;

export async function podcastDays(db: DbOrTx, r: Range): Promise<PodcastDayRow[]> {
  const result = await db.execute(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(t.plays, 0)::int AS plays, coalesce(t.downloads, 0)::int AS downloads
    FROM generate_series(${r.from}::date, ${r.to}::date, interval '1 day') AS d(day)
    LEFT JOIN (
      SELECT day, sum(plays) AS plays, sum(downloads) AS downloads FROM podcast_episode_stats
      WHERE day BETWEEN ${r.from}::date AND ${r.to}::date GROUP BY day
    ) t ON t.day = d.day::date
    ORDER BY d.day`);
  return rowsOf<PodcastDayRow>(result).map((row) => ({ day: row.day, plays: Number(row.plays), downloads: Number(row.downloads) }));
}

export async function podcastEpisodes(db: DbOrTx, r: Range): Promise<PodcastEpisodeRow[]> {
  const result = await db.execute(sql`
    SELECT e.title AS episode, sum(s.plays)::int AS plays, sum(s.downloads)::int AS downloads
    FROM podcast_episode_stats s JOIN podcast_episodes e ON e.id = s.episode_id
    WHERE s.day BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY e.id, e.title
    ORDER BY plays DESC, e.title, e.id`);
  return rowsOf<PodcastEpisodeRow>(result).map((row) => ({ episode: row.episode, plays: Number(row.plays), downloads: Number(row.downloads) }));
}

/**
 * Elements marked sent one by one in the clocks of the range's broadcast days, against their
 * planned time (clock start + offset). Bulk marks ("Marker alt til nå som sendt") carry the
 * planned time itself and are left out. A clock belongs to the show on the plan when it starts.
 */
export async function punctuality(db: DbOrTx, r: Range): Promise<PunctualityRow[]> {
  const tolerance = ANALYTICS_LIMITS.punctualityToleranceS;
  // Elements are summed per clock first; only the clocks (a few a day) go through the timeline.
  const result = await db.execute(sql`
    WITH per_clock AS MATERIALIZED (
      SELECT x.clock::text AS clock, count(*) AS measured,
        count(*) FILTER (WHERE abs(x.drift) <= ${tolerance}) AS on_time, sum(x.drift) AS drift, sum(abs(x.drift)) AS abs_drift
      FROM (
        -- Seconds late, exact (numeric) before the cast: the same value as sent_at − (start + offset)
        -- without an interval per element. OFFSET 0 keeps this a subquery, so the drift is worked
        -- out once per element instead of once per aggregate that reads it (the bulk of the time on PGlite).
        SELECT ac.id AS clock, (extract(epoch FROM e.sent_at - ac.starts_at) - e.start_offset_s)::float8 AS drift
        FROM active_clocks ac JOIN clock_content_elements e ON e.active_clock_id = ac.id
        WHERE ac.broadcast_date BETWEEN ${r.from}::date AND ${r.to}::date AND e.sent_status = 'sent' AND NOT e.marked_in_bulk
        OFFSET 0
      ) x
      GROUP BY x.clock
    ), ${onPlan(
      r,
      sql`SELECT ac.starts_at AS at, ac.id::text AS source, NULL::double precision AS value FROM active_clocks ac
          WHERE ac.broadcast_date BETWEEN ${r.from}::date AND ${r.to}::date`,
    )}
    SELECT coalesce(o.show, ${NO_SHOW_LABEL}) AS show, sum(c.measured)::int AS measured, sum(c.on_time)::int AS on_time,
      (sum(c.drift) / sum(c.measured))::float8 AS mean_drift_s, (sum(c.abs_drift) / sum(c.measured))::float8 AS mean_abs_drift_s
    FROM on_plan o JOIN per_clock c ON c.clock = o.source
    GROUP BY 1 ORDER BY 1`);
  return rowsOf<{ show: string; measured: number; on_time: number; mean_drift_s: number; mean_abs_drift_s: number }>(result).map((row) => {
    const measured = Number(row.measured);
    const onTime = Number(row.on_time);
    return {
      show: row.show,
      measured,
      on_time: onTime,
      on_time_percent: measured === 0 ? 0 : oneDecimal((onTime * 100) / measured),
      mean_drift_s: oneDecimal(Number(row.mean_drift_s)),
      mean_abs_drift_s: oneDecimal(Number(row.mean_abs_drift_s)),
    };
  });
}

/**
 * Listener messages (every source of the queue) and poll votes, per show and source. A message
 * knows the show running when it arrived; a vote, and a message from before that was recorded,
 * goes to the show on the plan at its time.
 */
export async function listeners(db: DbOrTx, r: Range): Promise<ListenerRow[]> {
  const result = await db.execute(sql`
    WITH ${onPlan(
      r,
      sql`SELECT v.created_at AS at, 'vote_' || v.source AS source, NULL::double precision AS value FROM listener_poll_votes v
          WHERE v.created_at >= ${startOf(r)} AND v.created_at < ${endOf(r)}
          UNION ALL
          SELECT m.created_at, m.source, NULL FROM messages m
          WHERE m.show_id IS NULL AND m.created_at >= ${startOf(r)} AND m.created_at < ${endOf(r)}`,
    )},
    attributed AS (
      SELECT source, show FROM on_plan
      UNION ALL
      SELECT m.source, s.title FROM messages m JOIN scheduled_shows s ON s.id = m.show_id
      WHERE m.created_at >= ${startOf(r)} AND m.created_at < ${endOf(r)}
    )
    SELECT coalesce(show, ${NO_SHOW_LABEL}) AS show, source, count(*)::int AS count
    FROM attributed GROUP BY 1, 2 ORDER BY 1, 2`);
  return rowsOf<{ show: string; source: ContributionSource; count: number }>(result).map((row) => ({ ...row, count: Number(row.count) }));
}

/** Each live quiz started in the range (by the day it was created): participants still in, answers, correct answers. */
export async function quiz(db: DbOrTx, r: Range): Promise<QuizRow[]> {
  const result = await db.execute(sql`
    SELECT to_char(s.created_at AT TIME ZONE ${r.zone}, 'YYYY-MM-DD') AS day, s.title AS quiz,
      (SELECT count(*) FROM live_quiz_participants p WHERE p.session_id = s.id AND p.removed_at IS NULL)::int AS participants,
      coalesce(a.answers, 0)::int AS answers, coalesce(a.correct, 0)::int AS correct
    FROM live_quiz_sessions s
    LEFT JOIN LATERAL (
      SELECT count(*) AS answers, count(*) FILTER (WHERE correct) AS correct FROM live_quiz_answers WHERE session_id = s.id
    ) a ON true
    WHERE s.created_at >= ${startOf(r)} AND s.created_at < ${endOf(r)}
    ORDER BY s.created_at, s.id`);
  return rowsOf<QuizRow>(result).map((row) => ({
    day: row.day,
    quiz: row.quiz,
    participants: Number(row.participants),
    answers: Number(row.answers),
    correct: Number(row.correct),
  }));
}

/** Staff activity per day and kind: how much, and by how many people — never who. */
export async function activity(db: DbOrTx, r: Range): Promise<ActivityRow[]> {
  const result = await db.execute(sql`
    SELECT to_char(a.day::timestamp, 'YYYY-MM-DD') AS day, a.kind, sum(a.count)::int AS count, count(*)::int AS people
    FROM user_activity a WHERE a.day BETWEEN ${r.from}::date AND ${r.to}::date AND a.count > 0
    GROUP BY a.day, a.kind ORDER BY a.day, a.kind`);
  return rowsOf<ActivityRow>(result).map((row) => ({ ...row, count: Number(row.count), people: Number(row.people) }));
}
