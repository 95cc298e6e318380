import { KeyedRateLimiter } from '../../realtime/rate-limiter';

/**
 * Sign-in throttling per IP and per account. Buckets refill, so nobody is ever locked out for
 * good: after a pause the next attempt goes through.
 */
export class SignInThrottle {
  // 5 attempts per account, then one more every 12 s.
  private readonly perAccount = new KeyedRateLimiter(5 / 60, 5);
  // 20 attempts per IP, then one more every 3 s.
  private readonly perIp = new KeyedRateLimiter(20 / 60, 20);

  allow(ip: string, email: string): boolean {
    const ipOk = this.perIp.tryTake(ip);
    const accountOk = this.perAccount.tryTake(email.toLowerCase());
    return ipOk && accountOk;
  }
}
