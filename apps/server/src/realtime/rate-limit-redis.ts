import type { RedisClientType } from 'redis';
import type { RateLimitRule, RateLimitStore } from './rate-limit-store';

/**
 * The same token bucket as in memory, run atomically inside Redis on Redis's own clock. The key
 * expires once the bucket would be full again, so idle keys clean themselves up.
 */
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local v = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(v[1]) or burst
local ts = tonumber(v[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - ts) / 1000 * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return taken`;

export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';

  constructor(
    private readonly client: RedisClientType,
    /** Keeps several installations on one Redis apart. */
    private readonly scope: string,
  ) {}

  async take(bucket: string, rule: RateLimitRule): Promise<boolean> {
    const taken = await this.client.eval(TAKE_SCRIPT, {
      keys: [`${this.scope}:ratelimit:${bucket}`],
      arguments: [String(rule.perSecond), String(rule.burst)],
    });
    return Number(taken) === 1;
  }

  async close() {}
}
