import type { FastifyInstance } from 'fastify';
import { auditLogQuerySchema, userIdParamsSchema, type AuditLogResponse, type UserModerationResponse } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { AuditService } from './audit.service';

const stationSettings = { access: { permission: 'stationSettings' } } as const;
const manageUsers = { access: { permission: 'manageUsers' } } as const;

/** The audit log is read-only over HTTP: no route changes or removes a row (docs/enterprise-api.md). */
export function registerAuditRoutes(app: FastifyInstance, ctx: ServerContext) {
  const audit = new AuditService(ctx);

  app.get('/api/audit-log', { config: stationSettings }, async (request): Promise<AuditLogResponse> => audit.list(parseInput(auditLogQuerySchema, request.query ?? {})));

  app.get('/api/admin/users/:id/moderation', { config: manageUsers }, async (request): Promise<UserModerationResponse> => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    return audit.moderationOf(id);
  });
}
