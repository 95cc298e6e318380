import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHAT_SOCKET_EVENTS,
  chatHistoryQuerySchema,
  chatMessageParamsSchema,
  editChatMessageSchema,
  markChatReadSchema,
  sendChatMessageSchema,
} from '@studioportal/shared';
import { viewerOf, type Access } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { countActivity } from '../analytics';
import { registerChatModerationRoutes } from './chat-moderation.routes';
import { ChatService, type ChatViewer } from './chat.service';

const access: Access = { permission: 'useStaffScreens' };
const config = { access };

function chatViewer(request: FastifyRequest): ChatViewer {
  const { userId, profile } = viewerOf(request);
  return { userId, profile };
}

/** Chat over HTTP (history, sending, editing, read cursors) plus the typing signal on the socket, and its moderation. */
export function registerChatRoutes(app: FastifyInstance, ctx: ServerContext) {
  const chat = new ChatService(ctx);

  app.get('/api/chat/conversations', { config }, async (request) => chat.conversations(chatViewer(request)));

  app.get('/api/chat/colleagues', { config }, async () => chat.colleagues());

  app.get('/api/chat/messages', { config }, async (request) => {
    const query = parseInput(chatHistoryQuerySchema, request.query);
    return chat.history(chatViewer(request), query);
  });

  app.post('/api/chat/messages', { config, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const input = parseInput(sendChatMessageSchema, request.body);
    const { message, created } = await chat.send(chatViewer(request), input);
    if (created) countActivity(ctx, viewerOf(request).userId, 'chat_message');
    return reply.status(created ? 201 : 200).send({ message });
  });

  app.patch('/api/chat/messages/:id', { config, bodyLimit: 64 * 1024 }, async (request) => {
    const { id } = parseInput(chatMessageParamsSchema, request.params);
    const { message } = parseInput(editChatMessageSchema, request.body);
    return { message: await chat.edit(chatViewer(request), id, message) };
  });

  app.delete('/api/chat/messages/:id', { config }, async (request) => {
    const { id } = parseInput(chatMessageParamsSchema, request.params);
    return { message: await chat.remove(chatViewer(request), id) };
  });

  app.post('/api/chat/read', { config }, async (request) => {
    const input = parseInput(markChatReadSchema, request.body);
    return chat.markRead(chatViewer(request), input);
  });

  ctx.realtime.handlers.register({
    event: CHAT_SOCKET_EVENTS.typing,
    permission: 'useStaffScreens',
    handle: async ({ socket, userId }, { conversation }) => {
      await chat.typing({ userId, profile: socket.data.profile }, conversation);
    },
  });

  registerChatModerationRoutes(app, ctx);
}
