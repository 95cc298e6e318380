import { KeyedRateLimiter } from './rate-limiter';

/** A token bucket's shape: `perSecond` tokens refill continuously up to `burst` (burst >= 1). */
export interface RateLimitRule {
  perSecond: number;
  burst: number;
}

/**
 * Where token buckets live. One process (PGlite, the default) keeps them in memory; several
 * processes on one PostgreSQL (or Redis) must draw from one allowance, or a flooder (or a password
 * guesser) would simply get N times the limit by landing on N processes.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Takes one token from `bucket`; false when it is empty. */
  take(bucket: string, rule: RateLimitRule): Promise<boolean>;
  close(): Promise<void>;
}

/** This process only: the same token buckets as before, one KeyedRateLimiter per rule. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly byRule = new Map<string, KeyedRateLimiter>();

  constructor(private readonly now: () => number = Date.now) {}

  async take(bucket: string, rule: RateLimitRule): Promise<boolean> {
    const ruleKey = `${rule.perSecond}/${rule.burst}`;
    let limiter = this.byRule.get(ruleKey);
    if (!limiter) {
      limiter = new KeyedRateLimiter(rule.perSecond, rule.burst, this.now);
      this.byRule.set(ruleKey, limiter);
    }
    return limiter.tryTake(bucket);
  }

  async close() {}
}

/**
 * A named limit (e.g. 'chat.user') with one bucket per key (user id, IP, e-mail), in whichever
 * store the server runs with. Names keep the keys of different limits apart in a shared store.
 */
export class SharedRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly rule: RateLimitRule,
  ) {}

  tryTake(key: string): Promise<boolean> {
    return this.store.take(`${this.name}:${key}`, this.rule);
  }
}
