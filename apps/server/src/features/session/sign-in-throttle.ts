import type { RateLimitStore } from '../../realtime/rate-limit-store';
import { SharedRateLimiter } from '../../realtime/rate-limit-store';

/**
 * Sign-in throttling per IP and per account. Buckets refill, so nobody is ever locked out for
 * good: after a pause the next attempt goes through. The buckets live in the store every server
 * process shares, so a guesser gets the same five tries whichever process answers.
 */
export class SignInThrottle {
  // 5 attempts per account, then one more every 12 s.
  private readonly perAccount: SharedRateLimiter;
  // 20 attempts per IP, then one more every 3 s.
  private readonly perIp: SharedRateLimiter;

  constructor(store: RateLimitStore) {
    this.perAccount = new SharedRateLimiter(store, 'signin.account', { perSecond: 5 / 60, burst: 5 });
    this.perIp = new SharedRateLimiter(store, 'signin.ip', { perSecond: 20 / 60, burst: 20 });
  }

  async allow(ip: string, email: string): Promise<boolean> {
    const [ipOk, accountOk] = await Promise.all([this.perIp.tryTake(ip), this.perAccount.tryTake(email.toLowerCase())]);
    return ipOk && accountOk;
  }
}
