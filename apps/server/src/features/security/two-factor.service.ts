import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TwoFactorEnrollment, TwoFactorStatus } from '@studioportal/shared';
import { authHeaders, forwardCookies } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { user } from '../../db/schema';
import { recordSecurityEvent } from '../../db/security-events';
import { sessionTokenFromSetCookie, toTwoFactorApiError } from './auth-errors';
import { rebindSessionSockets } from './session-sockets';
import { sessionIdByToken } from './sessions.repository';
import { refuseUsedTotpCode } from './totp-replay';

/**
 * Two-factor (TOTP) through better-auth's twoFactor plugin, called server-side so every input
 * passes our shared schemas and every error is Norwegian. Enrolment is two steps: enable (QR
 * code and backup codes) and verify (the first code from the app switches it on).
 */
export class TwoFactorService {
  constructor(private readonly ctx: ServerContext) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const [row] = await this.ctx.database.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    const enabled = row?.enabled ?? false;
    if (!enabled) return { enabled, backup_codes_remaining: null };
    const codes = await this.ctx.auth.api.viewBackupCodes({ body: { userId } }).catch(() => null);
    return { enabled, backup_codes_remaining: codes?.backupCodes.length ?? null };
  }

  async enable(request: FastifyRequest, password: string): Promise<TwoFactorEnrollment> {
    const result = await this.ctx.auth.api
      .enableTwoFactor({ body: { password }, headers: authHeaders(request) })
      .catch(toTwoFactorApiError);
    if (!('totpURI' in result) || !result.totpURI) throw new Error('two-factor enable returned no TOTP URI');
    const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
    return { totp_uri: result.totpURI, secret, backup_codes: result.backupCodes ?? [] };
  }

  /** The first code from the app: switches two-factor on (better-auth rotates the session). */
  async confirm(request: FastifyRequest, reply: FastifyReply, userId: string, sessionId: string, code: string) {
    // The confirming code is used up like a sign-in code: it cannot then sign anyone in.
    await refuseUsedTotpCode(this.ctx, userId, code);
    const { headers } = await this.ctx.auth.api
      .verifyTOTP({ body: { code }, headers: authHeaders(request), returnHeaders: true })
      .catch(toTwoFactorApiError);
    await this.followRotation(reply, headers, sessionId);
    await recordSecurityEvent(this.ctx.database.db, { type: 'two_factor_enabled', actorId: userId, targetId: userId, ip: request.ip });
    return this.status(userId);
  }

  async disable(request: FastifyRequest, reply: FastifyReply, userId: string, sessionId: string, password: string) {
    const { headers } = await this.ctx.auth.api
      .disableTwoFactor({ body: { password }, headers: authHeaders(request), returnHeaders: true })
      .catch(toTwoFactorApiError);
    await this.followRotation(reply, headers, sessionId);
    await recordSecurityEvent(this.ctx.database.db, { type: 'two_factor_disabled', actorId: userId, targetId: userId, ip: request.ip });
    return this.status(userId);
  }

  async regenerateBackupCodes(request: FastifyRequest, userId: string, password: string): Promise<string[]> {
    const result = await this.ctx.auth.api
      .generateBackupCodes({ body: { password }, headers: authHeaders(request) })
      .catch(toTwoFactorApiError);
    await recordSecurityEvent(this.ctx.database.db, { type: 'backup_codes_regenerated', actorId: userId, targetId: userId, ip: request.ip });
    return result.backupCodes;
  }

  /** Passes the rotated session cookie on and moves the tab's sockets to the new session. */
  private async followRotation(reply: FastifyReply, headers: Headers, oldSessionId: string) {
    forwardCookies(reply, headers);
    const token = sessionTokenFromSetCookie(headers);
    const newSessionId = token ? await sessionIdByToken(this.ctx.database.db, token) : null;
    if (newSessionId) await rebindSessionSockets(this.ctx, oldSessionId, newSessionId);
  }
}
