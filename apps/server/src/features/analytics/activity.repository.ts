import { sql } from 'drizzle-orm';
import { stationTimeZone, zonedDateKey, type ActivityKind } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';

/**
 * Counts one thing a person did (sign-in, chat message, clock mark, content saved, Akutt sent) on
 * today's station day. Only a number per person, day and kind is kept — never what or when.
 * Writes at once (seeds, tests); the routes count through countActivity (activity-counter.ts),
 * which batches off the request. A count that cannot be written is dropped, never thrown.
 */
export async function recordActivity(db: DbOrTx, userId: string, kind: ActivityKind, at: Date = new Date()): Promise<void> {
  const day = zonedDateKey(at, stationTimeZone());
  try {
    await db.execute(sql`
      INSERT INTO user_activity (user_id, day, kind, count) VALUES (${userId}, ${day}::date, ${kind}, 1)
      ON CONFLICT (day, kind, user_id) DO UPDATE SET count = user_activity.count + 1`);
  } catch {
    // The person may have been deleted in the meantime, or the database is briefly away: a lost count is fine.
  }
}
