import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { user2fa } from '../../db/schema';
import { ApiError } from '../../http/errors';

/**
 * A TOTP code works once (issue 17, part 5). better-auth's twoFactor plugin accepts any code of
 * the steps now-1..now+1 as often as it is sent, so we keep the last accepted step per account
 * (user_2fa.last_totp_step) and refuse a code whose step is at or below it, before better-auth
 * sees the code. The plugin's settings are its defaults: RFC 6238, HMAC-SHA-1, 30 s, 6 digits.
 */
const PERIOD_MS = 30_000;
const DIGITS = 6;
/**
 * How many steps either side the code is looked up: one more than better-auth's window, so the step
 * better-auth accepts is always the one claimed here even if a step boundary passes in between.
 */
const SEARCH_STEPS = 2;
/** better-auth stores secrets imported from elsewhere as `base32:<secret>` (totp/index.mjs). */
const BASE32_PREFIX = 'base32:';
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32 TOTP secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The HMAC key of the account's stored (encrypted) secret, decrypted as better-auth does it. */
async function totpKey(ctx: ServerContext, stored: string): Promise<Buffer> {
  const { secretConfig } = await ctx.auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: stored });
  return secret.startsWith(BASE32_PREFIX) ? base32Decode(secret.slice(BASE32_PREFIX.length)) : Buffer.from(secret, 'utf8');
}

/** RFC 4226 HOTP for one counter. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString().padStart(DIGITS, '0');
}

/** The time step (RFC 6238 counter) the code belongs to, near `now`; null if none. The highest wins. */
export function matchedTotpStep(key: Buffer, code: string, now = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== DIGITS) return null;
  const current = Math.floor(now / PERIOD_MS);
  const given = Buffer.from(code);
  let matched: number | null = null;
  for (let step = current - SEARCH_STEPS; step <= current + SEARCH_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) matched = step;
  }
  return matched;
}

/**
 * Records the code's step as the account's last accepted one, in one conditional UPDATE: of two
 * requests with the same code exactly one gets the row back. 'replayed' when the step was already
 * used (or an older code comes after a newer one); 'unknown' when the code matches no step near
 * now or the account has no secret, which better-auth then answers as a wrong code.
 */
export async function claimTotpStep(ctx: ServerContext, userId: string, code: string): Promise<'claimed' | 'replayed' | 'unknown'> {
  const db = ctx.database.db;
  const [row] = await db.select({ secret: user2fa.secret }).from(user2fa).where(eq(user2fa.userId, userId)).limit(1);
  if (!row) return 'unknown';
  const step = matchedTotpStep(await totpKey(ctx, row.secret), code);
  if (step === null) return 'unknown';
  const claimed = await db
    .update(user2fa)
    .set({ lastTotpStep: step })
    .where(and(eq(user2fa.userId, userId), or(isNull(user2fa.lastTotpStep), lt(user2fa.lastTotpStep, step))))
    .returning({ id: user2fa.id });
  return claimed.length > 0 ? 'claimed' : 'replayed';
}

/** Answers a code that was already used exactly like a wrong one (same code and message). */
export async function refuseUsedTotpCode(ctx: ServerContext, userId: string, code: string) {
  if ((await claimTotpStep(ctx, userId, code)) === 'replayed') throw new ApiError(401, 'invalid_code', TWO_FACTOR_MESSAGES.invalidCode);
}
