import type { FastifyInstance } from 'fastify';
import {
  broadcastStateInputSchema,
  displayMessageIdParamsSchema,
  displayMessageInputSchema,
  onAirEmptyInputSchema,
  onAirSwitchSchema,
  type BroadcastStateChangedPayload,
  type DisplayMessageResponse,
  type DisplayMessagesResponse,
  type OnAirResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { OnAirService } from './on-air.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const switchers = { access: { permission: 'switchOnAir' } } as const;
const pushers = { access: { permission: 'pushDisplayMessage' } } as const;

export function registerOnAirRoutes(app: FastifyInstance, ctx: ServerContext) {
  const onAir = new OnAirService(ctx);

  app.get('/api/on-air', { config: staff }, async (request): Promise<OnAirResponse> => {
    parseInput(onAirEmptyInputSchema, request.query ?? {});
    return onAir.overview();
  });

  app.post('/api/on-air', { config: switchers }, async (request): Promise<OnAirResponse> => {
    const { is_live } = parseInput(onAirSwitchSchema, request.body);
    return onAir.switch(viewerOf(request), is_live, new Date());
  });

  app.put('/api/on-air/state', { config: switchers }, async (request): Promise<BroadcastStateChangedPayload> => {
    const input = parseInput(broadcastStateInputSchema, request.body ?? {});
    return { state: await onAir.setState(viewerOf(request), input, new Date()) };
  });

  app.get('/api/display-messages', { config: staff }, async (request): Promise<DisplayMessagesResponse> => {
    parseInput(onAirEmptyInputSchema, request.query ?? {});
    return { messages: await onAir.displayMessages() };
  });

  app.post('/api/display-messages', { config: pushers }, async (request, reply) => {
    const { text } = parseInput(displayMessageInputSchema, request.body);
    const message = await onAir.push(viewerOf(request), text, new Date());
    return reply.status(201).send({ message } satisfies DisplayMessageResponse);
  });

  app.post('/api/display-messages/:id/clear', { config: pushers }, async (request): Promise<DisplayMessageResponse> => {
    const { id } = parseInput(displayMessageIdParamsSchema, request.params);
    parseInput(onAirEmptyInputSchema, request.body ?? {});
    return { message: await onAir.clear(viewerOf(request), id, new Date()) };
  });
}
