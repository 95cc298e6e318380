import type { FastifyInstance } from 'fastify';
import {
  commentInputSchema,
  episodeCommentParamsSchema,
  listenerIdParamsSchema,
  listenerLiveQuerySchema,
  listenerMessageInputSchema,
  musicRequestInputSchema,
  pollVoteInputSchema,
  type ListenerLive,
  type ListenerReceipt,
  type PublicCommentsResponse,
  type PublicPoll,
} from '@studioportal/shared';
import { parseInput } from '../../http/errors';
import type { CommentsService } from './comments.service';
import type { ListenerIdentity } from './listener-identity';
import type { ToStudioService } from './to-studio.service';

const anyone = { access: 'public' } as const;
const RECEIVED: ListenerReceipt = { received: true };

/**
 * The listener's side, no account: /api/listener/*. Every answer is private and uncached (it
 * carries this device's form token and vote).
 */
export function registerListenerPublicRoutes(app: FastifyInstance, deps: { identity: ListenerIdentity; toStudio: ToStudioService; comments: CommentsService }) {
  const { identity, toStudio, comments } = deps;
  const originOf = (request: Parameters<ListenerIdentity['requireDevice']>[0]) => ({ device: identity.requireDevice(request), address: request.ip });

  app.get('/api/listener/live', { config: anyone }, async (request, reply): Promise<ListenerLive> => {
    parseInput(listenerLiveQuerySchema, request.query ?? {});
    return toStudio.live(identity.ensureDevice(request, reply), new Date());
  });

  app.post('/api/listener/messages', { config: anyone }, async (request, reply) => {
    const input = parseInput(listenerMessageInputSchema, request.body);
    await toStudio.message(originOf(request), input, new Date());
    return reply.status(202).send(RECEIVED);
  });

  app.post('/api/listener/requests', { config: anyone }, async (request, reply) => {
    const input = parseInput(musicRequestInputSchema, request.body);
    await toStudio.request(originOf(request), input, new Date());
    return reply.status(202).send(RECEIVED);
  });

  app.post('/api/listener/polls/:id/votes', { config: anyone }, async (request): Promise<{ poll: PublicPoll }> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    const { option_id } = parseInput(pollVoteInputSchema, request.body);
    return { poll: await toStudio.vote(originOf(request), id, option_id, new Date()) };
  });

  app.get('/api/listener/episodes/:id/comments', { config: anyone }, async (request): Promise<PublicCommentsResponse> => {
    const { id } = parseInput(episodeCommentParamsSchema, request.params);
    parseInput(listenerLiveQuerySchema, request.query ?? {});
    return { comments: await comments.publicList(id, new Date()) };
  });

  app.post('/api/listener/episodes/:id/comments', { config: anyone }, async (request, reply) => {
    const { id } = parseInput(episodeCommentParamsSchema, request.params);
    const input = parseInput(commentInputSchema, request.body);
    await toStudio.comment(originOf(request), id, input, new Date());
    return reply.status(202).send(RECEIVED);
  });
}
