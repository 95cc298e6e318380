import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationReadAllInputSchema,
  notificationReadInputSchema,
  type NotificationList,
  type NotificationReadAllAnswer,
  type NotificationReadAnswer,
  type UnreadCount,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { registerForwardRoutes } from './forward.routes';
import { NotificationsService } from './notifications.service';

const staff = { access: 'approved' } as const;
const noInput = z.strictObject({});

/** The signed-in person's own notifications (docs/notifications-api.md); nobody reads another's. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext) {
  const inbox = new NotificationsService(ctx);

  app.get('/api/notifications', { config: staff }, async (request): Promise<NotificationList> => {
    const query = parseInput(notificationListQuerySchema, request.query ?? {});
    return inbox.list(viewerOf(request).userId, query);
  });

  app.get('/api/notifications/unread-count', { config: staff }, async (request): Promise<UnreadCount> => {
    parseInput(noInput, request.query ?? {});
    return { unread: await inbox.unread(viewerOf(request).userId) };
  });

  app.put('/api/notifications/:id/read', { config: staff }, async (request): Promise<NotificationReadAnswer> => {
    const { id } = parseInput(notificationIdParamsSchema, request.params);
    const { is_read } = parseInput(notificationReadInputSchema, request.body);
    return inbox.setRead(viewerOf(request).userId, id, is_read, new Date());
  });

  app.post('/api/notifications/read-all', { config: staff }, async (request): Promise<NotificationReadAllAnswer> => {
    const { kind, up_to } = parseInput(notificationReadAllInputSchema, request.body ?? {});
    return inbox.readAll(viewerOf(request).userId, kind, up_to, new Date());
  });

  registerForwardRoutes(app, ctx);
}
