import { SESSION_MESSAGES, TWO_FACTOR_MESSAGES } from '@studioportal/shared';
import { ACCOUNT_DEACTIVATED } from '../../auth/auth';
import { ApiError } from '../../http/errors';

/** better-auth's error code (APIError body), if the error came from it. */
export function authErrorCode(error: unknown): string | undefined {
  return (error as { body?: { code?: string } }).body?.code;
}

/** Maps better-auth's two-factor errors to our Norwegian API errors; rethrows anything else. */
export function toTwoFactorApiError(error: unknown): never {
  switch (authErrorCode(error)) {
    case 'INVALID_PASSWORD':
      throw new ApiError(400, 'wrong_password', TWO_FACTOR_MESSAGES.wrongPassword);
    case 'TOTP_ALREADY_ENABLED':
      throw new ApiError(409, 'two_factor_enabled', TWO_FACTOR_MESSAGES.alreadyEnabled);
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      throw new ApiError(409, 'two_factor_not_enabled', TWO_FACTOR_MESSAGES.notEnabled);
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      throw new ApiError(401, 'invalid_code', TWO_FACTOR_MESSAGES.invalidCode);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      throw new ApiError(429, 'two_factor_locked', TWO_FACTOR_MESSAGES.locked);
    case ACCOUNT_DEACTIVATED:
      // Deactivated between the password and the code: the session hook refused the session.
      throw new ApiError(403, 'account_deactivated', SESSION_MESSAGES.deactivated);
    case 'SESSION_NOT_FRESH':
      throw new ApiError(403, 'session_not_fresh', 'Logg inn på nytt før du endrer tofaktor.');
    default:
      throw error;
  }
}

/** The session token in a Set-Cookie answer (better-auth signs it as `token.signature`). */
export function sessionTokenFromSetCookie(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 0) continue;
    const name = pair.slice(0, eq);
    const value = decodeURIComponent(pair.slice(eq + 1));
    if (name.endsWith('session_token') && value) return value.split('.')[0] ?? null;
  }
  return null;
}

/** The cookies an answer sets, as a Cookie header for a follow-up server-side call. */
export function cookieHeaderFromSetCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .filter((pair): pair is string => !!pair && !pair.endsWith('='))
    .join('; ');
}
