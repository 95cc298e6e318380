import type { FastifyInstance } from 'fastify';
import {
  broadcastIdParamsSchema,
  createBroadcastSchema,
  dismissBroadcastSchema,
  emptyBroadcastInputSchema,
  type BroadcastListResponse,
  type BroadcastMessageResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { countActivity } from '../analytics';
import { BroadcastService } from './broadcast.service';

export function registerBroadcastRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new BroadcastService(ctx, (err) => app.log.error({ err }, 'broadcast expiry sweep failed'));
  app.addHook('onReady', async () => {
    await service.expiry.wake();
  });
  app.addHook('onClose', async () => {
    await service.expiry.stop();
  });

  app.get('/api/broadcast-messages', { config: { access: { permission: 'useStaffScreens' } } }, async (request): Promise<BroadcastListResponse> => {
    parseInput(emptyBroadcastInputSchema, request.query ?? {});
    return service.list();
  });

  app.post('/api/broadcast-messages', { config: { access: { permission: 'sendBroadcast' } } }, async (request, reply) => {
    const input = parseInput(createBroadcastSchema, request.body);
    const message = await service.create(viewerOf(request), input);
    countActivity(ctx, viewerOf(request).userId, 'akutt');
    return reply.status(201).send({ message } satisfies BroadcastMessageResponse);
  });

  app.post(
    '/api/broadcast-messages/:id/acknowledge',
    { config: { access: { permission: 'useStaffScreens' } } },
    async (request): Promise<BroadcastMessageResponse> => {
      const { id } = parseInput(broadcastIdParamsSchema, request.params);
      parseInput(emptyBroadcastInputSchema, request.body ?? {});
      return { message: await service.acknowledge(viewerOf(request), id) };
    },
  );

  // Spec section 7: the server function keeps its name; the answer is a bare JSON boolean.
  app.post('/api/rpc/dismiss_broadcast_message', { config: { access: 'approved' } }, async (request, reply) => {
    const { message_id } = parseInput(dismissBroadcastSchema, request.body);
    const dismissed = await service.dismiss(viewerOf(request), message_id);
    return reply.type('application/json').send(JSON.stringify(dismissed));
  });
}
