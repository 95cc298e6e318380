import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENT_RULES, type AchievementKey } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { userAchievements } from '../../db/schema';

/**
 * The achievements' own table, and the reads of each person's record in other features' tables
 * (never written here). Every measure answers how many the person has and, once they have
 * `target`, when the record reached it.
 */

export interface EarnedRow {
  key: AchievementKey;
  earnedAt: Date;
}

export interface Measured {
  current: number;
  /** When the record reached the target (null below it, or when the record keeps no time). */
  reachedAt: Date | null;
}

export async function listEarned(db: DbOrTx, userId: string): Promise<EarnedRow[]> {
  const rows = await db
    .select({ key: userAchievements.achievementKey, earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  return rows.map((r) => ({ key: r.key as AchievementKey, earnedAt: r.earnedAt }));
}

/** Records an achievement once; true only for the insert that went through (another process may have won). */
export async function insertEarned(db: DbOrTx, userId: string, key: AchievementKey, earnedAt: Date, progress: number): Promise<boolean> {
  const rows = await db
    .insert(userAchievements)
    .values({ userId, achievementKey: key, earnedAt, progress })
    .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementKey] })
    .returning({ key: userAchievements.achievementKey });
  return rows.length > 0;
}

export async function earnedAt(db: DbOrTx, userId: string, key: AchievementKey): Promise<Date | null> {
  const rows = await db
    .select({ earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementKey, key)));
  return rows[0]?.earnedAt ?? null;
}

const toDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string | Date));

/** How many `hits` (a query of one column `at`) there are, and the time of the target-th in time order. */
async function countAndNth(db: DbOrTx, hits: SQL, target: number): Promise<Measured> {
  const rows = rowsOf<{ current: number | string; reached_at: unknown }>(
    await db.execute(sql`
      WITH hits AS (${hits})
      SELECT (SELECT count(*) FROM hits) AS current,
             (SELECT at FROM hits WHERE at IS NOT NULL ORDER BY at OFFSET ${target - 1} LIMIT 1) AS reached_at`),
  );
  return { current: Number(rows[0]?.current ?? 0), reachedAt: toDate(rows[0]?.reached_at) };
}

/**
 * Shows in which every clock element the person marked sent was marked within ±30 s of its
 * planned time, counted once the show is over. A show is the scheduled show (not cancelled) whose
 * time holds the element's planned start; a mark outside any scheduled show belongs to that
 * broadcast day's unscheduled hours, which end with their last clock. A mark made with "Marker
 * alt til nå som sendt" carries the planned time rather than a real one: the element was caught
 * up afterwards, so the show does not count as precise. The target-th such show reached the
 * target when it ended.
 */
function preciseShows(userId: string, now: Date): SQL {
  return sql`
    WITH marks AS (
      SELECT e.sent_at, e.marked_in_bulk, c.starts_at AS clock_start, c.broadcast_date,
             c.starts_at + e.start_offset_s * interval '1 second' AS planned_at
      FROM clock_content_elements e JOIN active_clocks c ON c.id = e.active_clock_id
      WHERE e.sent_by = ${userId} AND e.sent_status = 'sent'
    ), placed AS (
      SELECT m.*, s.id AS show_id, s.scheduled_end AS show_end
      FROM marks m LEFT JOIN LATERAL (
        SELECT id, scheduled_end FROM scheduled_shows
        WHERE status <> 'cancelled' AND scheduled_start <= m.planned_at AND scheduled_end > m.planned_at
        ORDER BY scheduled_start DESC LIMIT 1
      ) s ON true
    ), shows AS (
      SELECT coalesce(max(show_end), max(clock_start) + interval '1 hour') AS ended_at,
             bool_and(NOT marked_in_bulk AND abs(extract(epoch FROM sent_at - planned_at)) <= ${ACHIEVEMENT_RULES.preciseMarkS}) AS precise
      FROM placed
      GROUP BY coalesce(show_id::text, 'dag:' || broadcast_date::text)
    )
    SELECT ended_at AS at FROM shows WHERE precise AND ended_at <= ${now.toISOString()}::timestamptz`;
}

/** Clock elements the person marked sent one by one (not caught up in bulk). */
const markedElements = (userId: string) => sql`
  SELECT sent_at AS at FROM clock_content_elements
  WHERE sent_by = ${userId} AND sent_status = 'sent' AND NOT marked_in_bulk`;

/** Podcast episodes the person made that are out (publish time passed). */
const publishedEpisodes = (userId: string, now: Date) => sql`
  SELECT publish_at AS at FROM podcast_episodes
  WHERE created_by = ${userId} AND publish_at <= ${now.toISOString()}::timestamptz`;

/** Finished quizzes the person ran (the quiz engine writes the row when a session finishes). */
const quizzesRun = (userId: string) => sql`
  SELECT ended_at AS at FROM game_sessions WHERE run_by = ${userId} AND kind = 'quiz'`;

/** Akutt messages the person acknowledged; the list keeps no time of the acknowledgement. */
const acknowledgedBroadcasts = (userId: string) => sql`
  SELECT NULL::timestamptz AS at FROM broadcast_messages WHERE ${userId} = ANY(acknowledged_by)`;

/** Listener messages whose last status change (read, starred, used on air, archived) was theirs. */
const handledMessages = (userId: string) => sql`
  SELECT status_changed_at AS at FROM messages WHERE status_changed_by = ${userId} AND status <> 'ny'`;

/** Music requests they marked played. */
const playedRequests = (userId: string) => sql`
  SELECT status_changed_at AS at FROM music_requests WHERE status_changed_by = ${userId} AND status = 'spilt'`;

const HITS: Record<AchievementKey, (userId: string, now: Date) => SQL> = {
  'presise-klokker': preciseShows,
  'elementer-markert': markedElements,
  'forste-podkastepisode': publishedEpisodes,
  quizmaster: quizzesRun,
  'forste-akuttmelding': acknowledgedBroadcasts,
  'lyttermeldinger-behandlet': handledMessages,
  'onskelater-spilt': playedRequests,
};

export function measure(db: DbOrTx, key: AchievementKey, userId: string, target: number, now: Date): Promise<Measured> {
  return countAndNth(db, HITS[key](userId, now), target);
}

/**
 * Approved, active colleagues whose record changed since `since`: who marked a clock element, or
 * marked in a clock hour that has just ended (a show is counted when it is over), changed a
 * listener message or played a request, finished a quiz, had an episode come out, or
 * acknowledged a recent Akutt message. The periodic sweep evaluates only these.
 */
export async function recentlyActive(db: DbOrTx, since: Date, now: Date): Promise<string[]> {
  const from = since.toISOString();
  const to = now.toISOString();
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT a.user_id FROM (
        SELECT sent_by AS user_id FROM clock_content_elements
          WHERE sent_status = 'sent' AND sent_at > ${from}::timestamptz
        UNION
        SELECT e.sent_by FROM active_clocks c JOIN clock_content_elements e ON e.active_clock_id = c.id AND e.sent_status = 'sent'
          WHERE c.starts_at > ${from}::timestamptz - interval '1 hour' AND c.starts_at <= ${to}::timestamptz - interval '1 hour'
        UNION
        SELECT status_changed_by FROM messages WHERE status_changed_by IS NOT NULL AND status_changed_at > ${from}::timestamptz
        UNION
        SELECT status_changed_by FROM music_requests WHERE status = 'spilt' AND status_changed_at > ${from}::timestamptz
        UNION
        SELECT run_by FROM game_sessions WHERE ended_at > ${from}::timestamptz
        UNION
        SELECT created_by FROM podcast_episodes WHERE publish_at > ${from}::timestamptz AND publish_at <= ${to}::timestamptz
        UNION
        SELECT unnest(acknowledged_by) FROM broadcast_messages WHERE is_active OR created_at > ${to}::timestamptz - interval '1 day'
      ) a
      JOIN profiles p ON p.id = a.user_id AND p.approval_status = 'approved' AND p.is_active`),
  );
  return rows.map((r) => r.user_id);
}

/**
 * The sweep queues one job a minute under its own key; finished runs are removed after an hour
 * so they do not pile up in the jobs table (failed ones stay for the health report).
 */
export async function pruneFinishedRuns(db: DbOrTx, queue: string, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE queue = ${queue} AND status = 'done' AND finished_at < ${before.toISOString()}::timestamptz`);
}
