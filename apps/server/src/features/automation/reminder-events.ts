import { sql } from 'drizzle-orm';
import type { ReminderEvent } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Something a host is reminded of: a planned show's start or a hard start in today's clocks. */
export interface ReminderTarget {
  /** The show's or clock element's id (part of each notification's dedupe key). */
  id: string;
  at: Date;
  title: string;
  /** Who is reminded: the show's hosts; for a hard start with no show around it, the element's responsible. */
  hosts: string[];
}

interface RawTarget {
  id: string;
  at: string | Date;
  title: string;
  hosts: unknown;
}

const idsOf = (value: unknown): string[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
};

const toTarget = (row: RawTarget): ReminderTarget => ({ id: row.id, at: new Date(row.at), title: row.title, hosts: idsOf(row.hosts) });

/**
 * The events of this kind with after < at <= until, oldest first. A cancelled show and a hard start
 * already marked sent are not reminded of. Reads the show plan and the as-run clocks (the plan's
 * published shape; automation never writes them).
 */
export async function reminderTargets(db: DbOrTx, event: ReminderEvent, after: Date, until: Date, limit = 200): Promise<ReminderTarget[]> {
  if (event === 'show_start') {
    return rowsOf<RawTarget>(
      await db.execute(sql`
        SELECT s.id, s.scheduled_start AS at, s.title,
          coalesce((SELECT json_agg(h.profile_id ORDER BY h.position) FROM scheduled_show_hosts h WHERE h.show_id = s.id), '[]'::json) AS hosts
        FROM scheduled_shows s
        WHERE s.status IN ('planned', 'live') AND s.scheduled_start > ${after} AND s.scheduled_start <= ${until}
        ORDER BY s.scheduled_start, s.id
        LIMIT ${limit}`),
    ).map(toTarget);
  }
  return rowsOf<RawTarget>(
    await db.execute(sql`
      WITH hard AS (
        SELECT e.id, e.title, e.responsible_id, c.starts_at + e.start_offset_s * interval '1 second' AS at
        FROM clock_content_elements e JOIN active_clocks c ON c.id = e.active_clock_id
        WHERE e.hard_start AND e.sent_status = 'pending'
          AND c.starts_at > ${after}::timestamptz - interval '1 hour' AND c.starts_at <= ${until}::timestamptz
      )
      SELECT hard.id, hard.at, hard.title,
        coalesce(
          (SELECT json_agg(DISTINCT h.profile_id) FROM scheduled_shows s JOIN scheduled_show_hosts h ON h.show_id = s.id
            WHERE s.status IN ('planned', 'live') AND s.scheduled_start <= hard.at AND s.scheduled_end > hard.at),
          CASE WHEN hard.responsible_id IS NULL THEN '[]'::json ELSE json_build_array(hard.responsible_id) END
        ) AS hosts
      FROM hard
      WHERE hard.at > ${after} AND hard.at <= ${until}
      ORDER BY hard.at, hard.id
      LIMIT ${limit}`),
  ).map(toTarget);
}
