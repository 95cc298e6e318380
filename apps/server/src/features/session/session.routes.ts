import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, SESSION_MESSAGES, signInWithCodeSchema, signUpSchema, TWO_FACTOR_MESSAGES } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import { ACCOUNT_DEACTIVATED } from '../../auth/auth';
import { authHeaders, forwardCookies } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { user } from '../../db/schema';
import { ApiError, parseInput } from '../../http/errors';
import { recordSecurityEvent } from '../profiles/security-events.repository';
import { recordLoginAttempt } from '../security/login-history.repository';
import { startSessionSweep } from '../security/session-sockets';
import { completeTwoFactorSignIn, isTwoFactorChallenge } from '../security/two-factor-sign-in';
import { SignInThrottle } from './sign-in-throttle';

const INVALID_CREDENTIALS = 'Feil e-post eller passord';
const THROTTLED = 'For mange innloggingsforsøk. Vent litt og prøv igjen.';

function authErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: string } }).body;
  return body?.code;
}

const emailTaken = () => new ApiError(409, 'email_taken', 'Det finnes allerede en konto med denne e-postadressen.');

async function accountIdByEmail(ctx: ServerContext, email: string): Promise<string | null> {
  const rows = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows[0]?.id ?? null;
}

async function emailExists(ctx: ServerContext, email: string) {
  return (await accountIdByEmail(ctx, email)) !== null;
}

export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext) {
  const throttle = new SignInThrottle(ctx.realtime.rateLimits);
  startSessionSweep(app, ctx);

  const signIn = async (email: string, password: string, request: Parameters<typeof authHeaders>[0]) => {
    try {
      return await ctx.auth.api.signInEmail({ body: { email, password }, headers: authHeaders(request), returnHeaders: true });
    } catch (error) {
      await recordSecurityEvent(ctx.database.db, { type: 'sign_in_failed', ip: request.ip, details: { email } });
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
  };

  app.post('/api/session/sign-up', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(signUpSchema, request.body);
    if (!(await throttle.allow(request.ip, input.email))) throw new ApiError(429, 'rate_limited', THROTTLED);
    // better-auth answers a duplicate sign-up as a success (enumeration protection); a staff
    // portal is better served by saying so plainly.
    if (await emailExists(ctx, input.email)) throw emailTaken();
    await ctx.profiles.assertNameFree(input.full_name);
    try {
      await ctx.auth.api.signUpEmail({
        body: { name: input.full_name, email: input.email, password: input.password },
        headers: authHeaders(request),
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
    const { headers, response } = await signIn(input.email, input.password, request);
    // The sign-in that follows a sign-up is the account's first entry in its login history.
    await recordLoginAttempt(ctx.database.db, {
      email: input.email,
      userId: response.user.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      success: true,
    });
    if (input.app_role) await ctx.profiles.setRequestedRole(response.user.id, input.app_role);
    forwardCookies(reply, headers);
    const profile = await ctx.profiles.get(response.user.id);
    return reply.status(201).send({ profile });
  });

  app.post('/api/session/sign-in', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(signInWithCodeSchema, request.body);
    if (!(await throttle.allow(request.ip, input.email))) throw new ApiError(429, 'rate_limited', THROTTLED);
    const attempt = { email: input.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const failed = async (error: unknown) => {
      const reason = error instanceof ApiError ? error.code : 'error';
      await recordLoginAttempt(ctx.database.db, { ...attempt, success: false, reason });
      return error;
    };
    const first = await signIn(input.email, input.password, request).catch(async (error) => {
      throw await failed(error);
    });
    let headers = first.headers;
    let userId: string;
    if (isTwoFactorChallenge(first.response)) {
      // Right password, second factor pending: the client asks for the code and sends all three.
      if (!input.code) throw new ApiError(401, 'two_factor_required', TWO_FACTOR_MESSAGES.codeRequired);
      try {
        // The password was right for this address, so the account exists.
        const accountId = await accountIdByEmail(ctx, input.email);
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
    forwardCookies(reply, headers);
    const profile = await ctx.profiles.get(userId);
    return reply.send({ profile });
  });

  app.post('/api/session/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    const headers = authHeaders(request);
    const current = await ctx.auth.api.getSession({ headers }).catch(() => null);
    const result = await ctx.auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
    if (result) forwardCookies(reply, result.headers);
    if (current) ctx.realtime.sessionEnded(current.session.id);
    return reply.send({ ok: true });
  });

  app.get('/api/me', { config: { access: 'session' } }, async (request) => {
    return { profile: viewerOf(request).profile };
  });
}
