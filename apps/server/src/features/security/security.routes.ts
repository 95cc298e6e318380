import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  passwordConfirmSchema,
  revokeOtherSessionsSchema,
  securityEventsQuerySchema,
  sessionIdParamsSchema,
  twoFactorVerifySchema,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { SecurityService } from './security.service';
import { startSessionSweep } from './session-sockets';
import { TwoFactorService } from './two-factor.service';

const approved = { access: 'approved' } as const;

export function registerSecurityRoutes(app: FastifyInstance, ctx: ServerContext) {
  startSessionSweep(app, ctx);
  const security = new SecurityService(ctx);
  const twoFactor = new TwoFactorService(ctx);
  // Password and code checks behind these routes: bounded per user like sign-in.
  const sensitive = ctx.realtime.limiter('security.sensitive', { perSecond: 10 / 60, burst: 10 });
  const guard = async (userId: string) => {
    if (!(await sensitive.tryTake(userId))) throw new ApiError(429, 'rate_limited');
  };

  app.get('/api/security/login-history', { config: approved }, async (request) => ({
    entries: await security.loginHistory(viewerOf(request).userId),
  }));

  app.get('/api/security/sessions', { config: approved }, async (request) => {
    const { userId, sessionId } = viewerOf(request);
    return { sessions: await security.listSessions(userId, sessionId) };
  });

  app.delete('/api/security/sessions/:id', { config: approved }, async (request) => {
    const { id } = parseInput(sessionIdParamsSchema, request.params);
    await security.revokeSession(request, viewerOf(request).userId, id);
    return { ok: true };
  });

  app.post('/api/security/sessions/revoke-others', { config: approved }, async (request) => {
    parseInput(revokeOtherSessionsSchema, request.body ?? {});
    const { userId, sessionId } = viewerOf(request);
    return { revoked: await security.revokeOtherSessions(request, userId, sessionId) };
  });

  app.post('/api/security/password', { config: approved }, async (request) => {
    const input = parseInput(changePasswordSchema, request.body);
    const { userId, sessionId } = viewerOf(request);
    await guard(userId);
    const revoked = await security.changePassword(request, userId, sessionId, input.current_password, input.new_password);
    return { ok: true as const, revoked };
  });

  app.get('/api/security/events', { config: { access: { permission: 'viewSecurityEvents' } } }, async (request) => {
    const query = parseInput(securityEventsQuerySchema, request.query ?? {});
    return { events: await security.events(query) };
  });

  app.get('/api/security/two-factor', { config: approved }, async (request) => twoFactor.status(viewerOf(request).userId));

  app.post('/api/security/two-factor/enable', { config: approved }, async (request) => {
    const { password } = parseInput(passwordConfirmSchema, request.body);
    await guard(viewerOf(request).userId);
    return twoFactor.enable(request, password);
  });

  app.post('/api/security/two-factor/verify', { config: approved }, async (request, reply) => {
    const { code } = parseInput(twoFactorVerifySchema, request.body);
    const { userId, sessionId } = viewerOf(request);
    await guard(userId);
    return twoFactor.confirm(request, reply, userId, sessionId, code);
  });

  app.post('/api/security/two-factor/disable', { config: approved }, async (request, reply) => {
    const { password } = parseInput(passwordConfirmSchema, request.body);
    const { userId, sessionId } = viewerOf(request);
    await guard(userId);
    return twoFactor.disable(request, reply, userId, sessionId, password);
  });

  app.post('/api/security/two-factor/backup-codes', { config: approved }, async (request) => {
    const { password } = parseInput(passwordConfirmSchema, request.body);
    const { userId } = viewerOf(request);
    await guard(userId);
    return { backup_codes: await twoFactor.regenerateBackupCodes(request, userId, password) };
  });
}
