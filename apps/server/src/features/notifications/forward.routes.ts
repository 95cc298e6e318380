import type { FastifyInstance } from 'fastify';
import { forwardListenerMessageInputSchema, listenerIdParamsSchema, type Notification } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { ForwardService } from './forward.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;

/** "Send til kollega" on a listener message in the queue (docs/notifications-api.md). */
export function registerForwardRoutes(app: FastifyInstance, ctx: ServerContext) {
  const forwarding = new ForwardService(ctx);

  app.post('/api/listener-messages/:id/send-to-colleague', { config: staff }, async (request): Promise<{ notification: Notification | null }> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    const { user_id, note } = parseInput(forwardListenerMessageInputSchema, request.body);
    return { notification: await forwarding.forward(viewerOf(request), id, user_id, note, new Date()) };
  });
}
