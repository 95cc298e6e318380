import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX, PASSWORD_MIN } from '@studioportal/shared';
import type { Db } from '../db/client';
import { account, session, user, user2fa, verification } from '../db/schema';
import { rollingExpiry, type RollingExpiry } from './session-lifetime';

export interface AuthHooks {
  /** Creates the profile row for a new account (first account becomes administrator). */
  onUserCreated(user: { id: string; email: string; name: string }): Promise<void>;
  /** Refuses new sessions for deactivated accounts. */
  mayCreateSession(userId: string): Promise<boolean>;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  hooks: AuthHooks;
  /** better-auth's rolling session expiry (session-lifetime.ts); the lifetimes themselves are checked outside it. */
  rolling?: RollingExpiry;
  /** Where better-auth's own messages go (the server's pino logger); the console when omitted. */
  log?: AuthLog;
}

/** The pino methods better-auth's messages are passed to. */
export type AuthLog = Record<'debug' | 'info' | 'warn' | 'error', (obj: object, msg: string) => void>;

/**
 * better-auth's extra log arguments can be whole session or user objects (tokens included), so
 * only an Error among them is passed on; the message itself is better-auth's fixed text.
 */
function authLogger(log: AuthLog) {
  return {
    level: 'debug' as const,
    log: (level: keyof AuthLog, message: string, ...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      log[level]({ source: 'better-auth', ...(err ? { err: { type: err.name, message: err.message } } : {}) }, message);
    },
  };
}

/** The code of the APIError the session hook throws when it refuses a session (deactivated account). */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';
/** better-auth names its cookies `<prefix>.<name>` (`__Secure-` in front over HTTPS): the session's is `studioportal.session_token`. */
export const AUTH_COOKIE_PREFIX = 'studioportal';

/** The twoFactor plugin's table, named as the spec names it (user_2fa, keyed by user_id). */
const TWO_FACTOR_TABLE = 'user_2fa';

export function createAuth({ db, secret, baseURL, secureCookies, hooks, rolling = rollingExpiry(), log }: AuthOptions) {
  return betterAuth({
    appName: 'Studioportal',
    baseURL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, [TWO_FACTOR_TABLE]: user2fa } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Sign-up signs in at once: the profile row is made by the user hook before the session, and
      // duplicates never reach better-auth (our route answers them with 409 first).
      autoSignIn: true,
    },
    // Keeps a session row and its cookie alive; the idle and absolute limits in force are checked
    // where the session is resolved (session-lifetime.ts), since /enterprise may change them.
    session: rolling,
    // Sign-up and sign-in go through /api/session/* (shared zod schemas, Norwegian errors, our throttle).
    // Two-factor goes through /api/security/two-factor/* and the code through /api/session/sign-in.
    disabledPaths: [
      '/sign-up/email',
      '/sign-in/email',
      '/two-factor/enable',
      '/two-factor/disable',
      '/two-factor/get-totp-uri',
      '/two-factor/verify-totp',
      '/two-factor/verify-backup-code',
      '/two-factor/generate-backup-codes',
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
      // Revoking goes through /api/security/sessions/*, which also closes the session's sockets.
      '/revoke-session',
      '/revoke-sessions',
      '/revoke-other-sessions',
      // Through /api/security/password, which keeps the current session and closes the others' sockets.
      '/change-password',
    ],
    plugins: [
      twoFactor({
        issuer: 'Studioportal',
        twoFactorTable: TWO_FACTOR_TABLE,
        // Our own per-IP and per-account throttle sits in front; this caps guessing per account
        // for a quarter of an hour, never for good.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
    ],
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    ...(log ? { logger: authLogger(log) } : {}),
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-studioportal-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await hooks.onUserCreated(created);
          },
        },
      },
      session: {
        create: {
          before: async (s) => {
            if (await hooks.mayCreateSession(s.userId)) return undefined;
            // A refusal, not a failure: logged as one, and thrown rather than answered with `false`,
            // which better-auth would log at error level ("Failed to create session").
            log?.warn({ source: 'auth', userId: s.userId, reason: 'account_deactivated' }, 'sign-in refused: account deactivated');
            throw APIError.from('FORBIDDEN', { code: ACCOUNT_DEACTIVATED, message: 'account deactivated' });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
