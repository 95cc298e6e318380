import { sql } from 'drizzle-orm';
import { stationTimeZone, zonedDateKey, type ActivityKind } from '@studioportal/shared';
import type { ServerContext } from '../../context';

/** How long counts gather in memory before one write takes them all. */
const FLUSH_MS = 2_000;

interface PendingCount {
  user_id: string;
  day: string;
  kind: ActivityKind;
  count: number;
}

/**
 * Staff activity counted off the hot paths: a chat message, a clock mark or an Akutt only bumps a
 * number in memory, and one statement writes what gathered every two seconds (and when the server
 * stops, and before the activity chart is read here). A crash loses at most those two seconds of
 * counts, which a chart of daily totals can bear; the action itself never waits for its count.
 */
export class ActivityCounter {
  private pending = new Map<string, PendingCount>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: Pick<ServerContext, 'database'>) {}

  count(userId: string, kind: ActivityKind, at: Date = new Date()): void {
    const day = zonedDateKey(at, stationTimeZone());
    const key = `${day}|${kind}|${userId}`;
    const entry = this.pending.get(key);
    if (entry) entry.count += 1;
    else this.pending.set(key, { user_id: userId, day, kind, count: 1 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what has gathered; resolves once it (and any write before it) is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending.clear();
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: PendingCount[]): Promise<void> {
    try {
      // The join drops counts for people deleted meanwhile instead of failing the whole batch.
      await this.ctx.database.db.execute(sql`
        INSERT INTO user_activity (user_id, day, kind, count)
        SELECT v.user_id, v.day, v.kind, v.count
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(user_id text, day date, kind text, count int)
        JOIN profiles p ON p.id = v.user_id
        ON CONFLICT (day, kind, user_id) DO UPDATE SET count = user_activity.count + EXCLUDED.count`);
    } catch {
      // The database is briefly away or closing: a lost count is fine, the action it counted is not touched.
    }
  }
}

const counters = new WeakMap<object, ActivityCounter>();

/** The one activity counter of a server. */
export function activityCounterOf(ctx: Pick<ServerContext, 'database'>): ActivityCounter {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = new ActivityCounter(ctx);
    counters.set(ctx, counter);
  }
  return counter;
}

/** Counts one thing a person did; returns at once (see ActivityCounter). */
export function countActivity(ctx: Pick<ServerContext, 'database'>, userId: string, kind: ActivityKind): void {
  activityCounterOf(ctx).count(userId, kind);
}
