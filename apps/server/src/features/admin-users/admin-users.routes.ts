import type { FastifyInstance } from 'fastify';
import {
  adminUsersQuerySchema,
  approveUserSchema,
  changeRoleSchema,
  rejectUserSchema,
  setActiveUserSchema,
  userIdParamsSchema,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { notifyApprovalDecision } from '../notifications';
import { AdminUsersService } from './admin-users.service';

const manageUsers = { access: { permission: 'manageUsers' } } as const;

export function registerAdminUserRoutes(app: FastifyInstance, ctx: ServerContext) {
  const users = new AdminUsersService(ctx);

  app.get('/api/admin/users', { config: manageUsers }, async (request) => {
    const query = parseInput(adminUsersQuerySchema, request.query ?? {});
    return users.list(query);
  });

  /** The admin button's badge: cheap enough to refetch on every account change. */
  app.get('/api/admin/users/pending-count', { config: manageUsers }, async () => ({
    count: (await users.counts()).pending,
  }));

  app.post('/api/admin/users/:id/approve', { config: manageUsers }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const body = parseInput(approveUserSchema, request.body ?? {});
    const profile = await ctx.profiles.approve(viewerOf(request).userId, id, body.app_role, request.ip);
    await notifyApprovalDecision(ctx, ctx.database.db, profile);
    return { profile };
  });

  app.post('/api/admin/users/:id/reject', { config: manageUsers }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const body = parseInput(rejectUserSchema, request.body);
    const profile = await ctx.profiles.reject(viewerOf(request).userId, id, body.reason, request.ip);
    await notifyApprovalDecision(ctx, ctx.database.db, profile);
    return { profile };
  });

  app.post('/api/admin/users/:id/role', { config: manageUsers }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const body = parseInput(changeRoleSchema, request.body);
    return { profile: await ctx.profiles.changeRole(viewerOf(request).userId, id, body.app_role, request.ip) };
  });

  /** Ends every session and socket of the account at once; sign-in is refused until reactivated. */
  app.post('/api/admin/users/:id/deactivate', { config: manageUsers }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    parseInput(setActiveUserSchema, request.body ?? {});
    return { profile: await ctx.profiles.setActive(viewerOf(request).userId, id, false, request.ip) };
  });

  app.post('/api/admin/users/:id/reactivate', { config: manageUsers }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    parseInput(setActiveUserSchema, request.body ?? {});
    return { profile: await ctx.profiles.setActive(viewerOf(request).userId, id, true, request.ip) };
  });
}
