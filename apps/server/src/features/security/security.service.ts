import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, PASSWORD_CHANGE_MESSAGES, SESSION_MESSAGES, type SecurityEventsQuery } from '@studioportal/shared';
import { authHeaders } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { recordSecurityEvent } from '../../db/security-events';
import { ApiError } from '../../http/errors';
import { stationSettingsOf } from '../station';
import { authErrorCode } from './auth-errors';
import { listLoginHistory } from './login-history.repository';
import { listSecurityEvents } from './security-events.query';
import * as sessions from './sessions.repository';

const LOGIN_HISTORY_LIMIT = 50;

/**
 * Own sessions: list, log one out, log out all others (every revoke closes its sockets at once);
 * own login history; and the station's security log for those allowed to read it.
 */
export class SecurityService {
  constructor(private readonly ctx: ServerContext) {}

  /** The account's latest sign-in attempts, newest first. */
  loginHistory(userId: string) {
    return listLoginHistory(this.ctx.database.db, userId, LOGIN_HISTORY_LIMIT);
  }

  events(query: SecurityEventsQuery) {
    return listSecurityEvents(this.ctx.database.db, query);
  }

  listSessions(userId: string, currentSessionId: string) {
    return sessions.listActiveSessions(this.ctx.database.db, userId, currentSessionId, stationSettingsOf(this.ctx).sessionLifetimes());
  }

  /**
   * Needs the current password. Every other session of the account ends and its sockets close,
   * since whoever may have learnt the old password could be signed in elsewhere; this one stays.
   * better-auth's own revokeOtherSessions is not used: it replaces the current session as well.
   */
  async changePassword(request: FastifyRequest, userId: string, currentSessionId: string, currentPassword: string, newPassword: string): Promise<number> {
    try {
      await this.ctx.auth.api.changePassword({ body: { currentPassword, newPassword }, headers: authHeaders(request) });
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'INVALID_PASSWORD') throw new ApiError(400, 'wrong_password', PASSWORD_CHANGE_MESSAGES.wrongPassword);
      if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') throw new ApiError(400, 'validation_failed', ERROR_MESSAGES.validation_failed);
      throw error;
    }
    const ended = await sessions.deleteOtherSessions(this.ctx.database.db, userId, currentSessionId);
    for (const id of ended) this.ctx.realtime.sessionEnded(id);
    await recordSecurityEvent(this.ctx.database.db, {
      type: 'password_changed',
      actorId: userId,
      targetId: userId,
      ip: request.ip,
      details: { sessions_ended: ended.length },
    });
    return ended.length;
  }

  async revokeSession(request: FastifyRequest, userId: string, sessionId: string) {
    const deleted = await sessions.deleteOwnSession(this.ctx.database.db, userId, sessionId);
    if (!deleted) throw new ApiError(404, 'not_found', SESSION_MESSAGES.notFound);
    this.ctx.realtime.sessionEnded(sessionId);
    await recordSecurityEvent(this.ctx.database.db, { type: 'session_revoked', actorId: userId, targetId: userId, ip: request.ip, details: { session_id: sessionId } });
  }

  async revokeOtherSessions(request: FastifyRequest, userId: string, currentSessionId: string): Promise<number> {
    const ended = await sessions.deleteOtherSessions(this.ctx.database.db, userId, currentSessionId);
    for (const id of ended) this.ctx.realtime.sessionEnded(id);
    if (ended.length) {
      await recordSecurityEvent(this.ctx.database.db, { type: 'sessions_revoked', actorId: userId, targetId: userId, ip: request.ip, details: { count: ended.length } });
    }
    return ended.length;
  }
}
