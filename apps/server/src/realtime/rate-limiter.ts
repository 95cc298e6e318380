/**
 * A token bucket: `perSecond` tokens refill continuously up to `burst`. Cheap enough for the
 * socket hot path (no timers, no allocation per call beyond the per-key entry).
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number = perSecond,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  tryTake(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One bucket per key (user id, IP), forgotten after a quiet while so memory stays bounded. */
export class KeyedRateLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number = perSecond,
    private readonly now: () => number = Date.now,
  ) {}

  tryTake(key: string): boolean {
    const t = this.now();
    let entry = this.buckets.get(key);
    if (!entry) {
      if (this.buckets.size > 10_000) this.sweep(t);
      entry = { bucket: new TokenBucket(this.perSecond, this.burst, this.now), seen: t };
      this.buckets.set(key, entry);
    }
    entry.seen = t;
    return entry.bucket.tryTake();
  }

  private sweep(t: number) {
    for (const [key, entry] of this.buckets) if (t - entry.seen > 60_000) this.buckets.delete(key);
  }
}
