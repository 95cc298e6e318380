import type { FastifyRequest } from 'fastify';
import { TOTP_CODE_PATTERN } from '@studioportal/shared';
import { authHeaders } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { cookieHeaderFromSetCookie, toTwoFactorApiError } from './auth-errors';
import { refuseUsedTotpCode } from './totp-replay';

/** better-auth answers a correct password of a two-factor account with a challenge, not a session. */
export function isTwoFactorChallenge(response: unknown): boolean {
  return typeof response === 'object' && response !== null && (response as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/** Backup codes are stored as xxxxx-xxxxx; people often type them without the dash. */
function normaliseBackupCode(code: string) {
  return /^[A-Za-z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/**
 * Completes a sign-in challenge in the same request: the challenge cookie better-auth just set is
 * handed straight back to it with the code (a TOTP code, or a backup code that is then used up).
 * `accountId` is the account whose password was just accepted: a TOTP code already used for it
 * is refused before better-auth sees it (totp-replay.ts). Returns the answer's headers (the new
 * session cookie) and the user id.
 */
export async function completeTwoFactorSignIn(ctx: ServerContext, request: FastifyRequest, challenge: Headers, accountId: string, code: string) {
  const headers = authHeaders(request);
  headers.set('cookie', cookieHeaderFromSetCookie(challenge));
  const isTotp = TOTP_CODE_PATTERN.test(code);
  if (isTotp) await refuseUsedTotpCode(ctx, accountId, code);
  const answer = isTotp
    ? await ctx.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }).catch(toTwoFactorApiError)
    : await ctx.auth.api
        .verifyBackupCode({ body: { code: normaliseBackupCode(code) }, headers, returnHeaders: true })
        .catch(toTwoFactorApiError);
  const userId = (answer.response as { user?: { id?: string } }).user?.id;
  if (!userId) throw new Error('two-factor verification returned no user');
  return { headers: answer.headers, userId };
}
