import type pg from 'pg';
import type { RateLimitRule, RateLimitStore } from './rate-limit-store';

/** The bucket refilled to the database's now; GREATEST guards against a statement that started earlier. */
const REFILLED = `LEAST($3::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * $2::float8)`;

/**
 * One statement takes a token atomically: the row lock of the UPSERT serialises concurrent takes
 * on one bucket across every process, and the database's clock is the one clock they all share.
 */
const TAKE_SQL = `
  INSERT INTO rate_limit_buckets AS b (bucket, tokens, taken, updated_at)
  VALUES ($1, $3::float8 - 1, true, now())
  ON CONFLICT (bucket) DO UPDATE SET
    taken = ${REFILLED} >= 1,
    tokens = ${REFILLED} - CASE WHEN ${REFILLED} >= 1 THEN 1 ELSE 0 END,
    updated_at = GREATEST(b.updated_at, now())
  RETURNING taken`;

/** An idle hour refills every bucket we use (the slowest, sign-in, is full after a minute). */
const SWEEP_SQL = `DELETE FROM rate_limit_buckets WHERE updated_at < now() - interval '1 hour'`;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Token buckets in PostgreSQL, shared by every process. Uses its own small pool (not the one the
 * features' transactions hold), so a take inside a busy transaction can never wait for itself.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly kind = 'postgres';
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    onError: (error: Error) => void,
  ) {
    this.sweeper = setInterval(() => {
      pool.query(SWEEP_SQL).catch(onError);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  async take(bucket: string, rule: RateLimitRule): Promise<boolean> {
    const result = await this.pool.query<{ taken: boolean }>(TAKE_SQL, [bucket, rule.perSecond, rule.burst]);
    return result.rows[0]?.taken === true;
  }

  async close() {
    clearInterval(this.sweeper);
  }
}
