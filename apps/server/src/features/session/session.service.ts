import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, SESSION_MESSAGES, TWO_FACTOR_MESSAGES, type Profile, type SignInWithCodeInput, type SignUpInput } from '@studioportal/shared';
import { ACCOUNT_DEACTIVATED } from '../../auth/auth';
import { authHeaders } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { recordSecurityEvent } from '../../db/security-events';
import { ApiError } from '../../http/errors';
import { authErrorCode, completeTwoFactorSignIn, isTwoFactorChallenge, recordLoginAttempt } from '../security';
import * as repo from './session.repository';
import { SignInThrottle } from './sign-in-throttle';

const INVALID_CREDENTIALS = 'Feil e-post eller passord';
const THROTTLED = 'For mange innloggingsforsøk. Vent litt og prøv igjen.';

const emailTaken = () => new ApiError(409, 'email_taken', 'Det finnes allerede en konto med denne e-postadressen.');

/** What a sign-up or sign-in answers: the session cookies to forward and the profile. */
export interface SignedIn {
  headers: Headers;
  profile: Profile | null;
}

/**
 * Signing up, in and out through better-auth: throttled per IP and account, every attempt in the
 * login history and the security log, and a two-factor code checked in the same request.
 */
export class SessionService {
  private readonly throttle: SignInThrottle;

  constructor(private readonly ctx: ServerContext) {
    this.throttle = new SignInThrottle(ctx.realtime.rateLimits);
  }

  async signUp(request: FastifyRequest, input: SignUpInput): Promise<SignedIn> {
    const { ctx } = this;
    if (!(await this.throttle.allow(request.ip, input.email))) throw new ApiError(429, 'rate_limited', THROTTLED);
    // better-auth answers a duplicate sign-up as a success (enumeration protection); a staff
    // portal is better served by saying so plainly.
    if ((await repo.accountIdByEmail(ctx.database.db, input.email)) !== null) throw emailTaken();
    await ctx.profiles.assertNameFree(input.full_name);
    let signedUp: { headers: Headers; response: { user: { id: string } } };
    try {
      // Signed in by the same call (autoSignIn): the password was just hashed, so checking it again
      // would cost a second scrypt (~0.1 s of CPU) for nothing. The session hooks run as for a sign-in.
      signedUp = await ctx.auth.api.signUpEmail({
        body: { name: input.full_name, email: input.email, password: input.password },
        headers: authHeaders(request),
        returnHeaders: true,
      });
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        throw emailTaken();
      }
      if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') {
        throw new ApiError(400, 'validation_failed', ERROR_MESSAGES.validation_failed);
      }
      throw error;
    }
    const { headers, response } = signedUp;
    // The sign-in that comes with a sign-up is the account's first entry in its login history.
    await recordLoginAttempt(ctx.database.db, {
      email: input.email,
      userId: response.user.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      success: true,
    });
    if (input.app_role) await ctx.profiles.setRequestedRole(response.user.id, input.app_role);
    return { headers, profile: await ctx.profiles.get(response.user.id) };
  }

  async signIn(request: FastifyRequest, input: SignInWithCodeInput): Promise<SignedIn> {
    const { ctx } = this;
    if (!(await this.throttle.allow(request.ip, input.email))) throw new ApiError(429, 'rate_limited', THROTTLED);
    const attempt = { email: input.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const failed = async (error: unknown) => {
      const reason = error instanceof ApiError ? error.code : 'error';
      await recordLoginAttempt(ctx.database.db, { ...attempt, success: false, reason });
      return error;
    };
    const first = await this.signInWithPassword(request, input.email, input.password).catch(async (error) => {
      throw await failed(error);
    });
    let headers = first.headers;
    let userId: string;
    if (isTwoFactorChallenge(first.response)) {
      // Right password, second factor pending: the client asks for the code and sends all three.
      if (!input.code) throw new ApiError(401, 'two_factor_required', TWO_FACTOR_MESSAGES.codeRequired);
      try {
        // The password was right for this address, so the account exists.
        const accountId = await repo.accountIdByEmail(ctx.database.db, input.email);
        if (!accountId) throw new Error('two-factor challenge for an unknown account');
        ({ headers, userId } = await completeTwoFactorSignIn(ctx, request, first.headers, accountId, input.code));
      } catch (error) {
        await recordSecurityEvent(ctx.database.db, { type: 'sign_in_failed', ip: request.ip, details: { email: input.email, reason: 'invalid_code' } });
        throw await failed(error);
      }
    } else {
      userId = (first.response as { user: { id: string } }).user.id;
    }
    await recordLoginAttempt(ctx.database.db, { ...attempt, userId, success: true });
    await recordSecurityEvent(ctx.database.db, { type: 'sign_in', actorId: userId, ip: request.ip });
    return { headers, profile: await ctx.profiles.get(userId) };
  }

  /** Ends the request's session (if any) and closes its sockets; answers the cookie-clearing headers. */
  async signOut(request: FastifyRequest): Promise<Headers | null> {
    const headers = authHeaders(request);
    const current = await this.ctx.auth.api.getSession({ headers }).catch(() => null);
    const result = await this.ctx.auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
    if (current) this.ctx.realtime.sessionEnded(current.session.id);
    return result?.headers ?? null;
  }

  private async signInWithPassword(request: FastifyRequest, email: string, password: string) {
    try {
      return await this.ctx.auth.api.signInEmail({ body: { email, password }, headers: authHeaders(request), returnHeaders: true });
    } catch (error) {
      await recordSecurityEvent(this.ctx.database.db, { type: 'sign_in_failed', ip: request.ip, details: { email } });
      const code = authErrorCode(error);
      // The password was right but the session hook refused: the account is deactivated.
      if (code === ACCOUNT_DEACTIVATED) throw new ApiError(403, 'account_deactivated', SESSION_MESSAGES.deactivated);
      if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'INVALID_PASSWORD') {
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      if ((error as { status?: string }).status === 'UNAUTHORIZED' || (error as { statusCode?: number }).statusCode === 401) {
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      throw error;
    }
  }
}
