import type { FastifyRequest } from 'fastify';
import { SESSION_MESSAGES } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { recordSecurityEvent } from '../profiles/security-events.repository';
import * as sessions from './sessions.repository';

/** Own sessions: list, log one out, log out all others. Every revoke closes its sockets at once. */
export class SecurityService {
  constructor(private readonly ctx: ServerContext) {}

  listSessions(userId: string, currentSessionId: string) {
    return sessions.listActiveSessions(this.ctx.database.db, userId, currentSessionId);
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
