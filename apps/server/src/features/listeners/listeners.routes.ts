import type { FastifyInstance } from 'fastify';
import {
  commentModerateInputSchema,
  commentReplyInputSchema,
  listenerBlockInputSchema,
  listenerCommentsQuerySchema,
  listenerEmptyInputSchema,
  listenerIdParamsSchema,
  listenerMessagesQuerySchema,
  listenerStatusInputSchema,
  musicRequestRulesSchema,
  musicRequestsQuerySchema,
  musicRequestStatusInputSchema,
  pollInputSchema,
  staffListenerMessageInputSchema,
  type ListenerBlocksResponse,
  type ListenerCommentResponse,
  type ListenerCommentsResponse,
  type ListenerMessageResponse,
  type ListenerMessagesResponse,
  type ListenerPollResponse,
  type ListenerPollsResponse,
  type ListenerSummary,
  type MusicRequestResponse,
  type MusicRequestRules,
  type MusicRequestsResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import { resolveAuthSecret } from '../../auth/secret';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { CommentsService } from './comments.service';
import { ListenerIntake } from './intake';
import { ListenerIdentity } from './listener-identity';
import { ListenerLimits } from './listener-limits';
import { provideListenerKit, type ListenerKit, type LivePart } from './kit';
import { LiveSnapshot } from './live-snapshot';
import { registerListenerPublicRoutes } from './listener-public.routes';
import { PollTally } from './poll-tally';
import { PollsService } from './polls.service';
import { QueueService } from './queue.service';
import { RequestsService } from './requests.service';
import { registerSmsRoutes } from './sms.routes';
import { SmsService } from './sms.service';
import { ToStudioService } from './to-studio.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const pushers = { access: { permission: 'pushDisplayMessage' } } as const;
const moderators = { access: { permission: 'moderateListeners' } } as const;

/** Listeners: the public "Til studio", inbound SMS, the staff queue and the listener hub. */
export async function registerListenerRoutes(app: FastifyInstance, ctx: ServerContext) {
  const identity = new ListenerIdentity(await resolveAuthSecret(ctx.database, ctx.config.authSecret), (ctx.config.publicUrl ?? '').startsWith('https://'));
  const limits = new ListenerLimits(ctx);
  const intake = new ListenerIntake(ctx);
  const tally = new PollTally(ctx);
  app.addHook('onClose', async () => tally.close());
  const polls = new PollsService(ctx, tally);
  const requests = new RequestsService(ctx, intake);
  const comments = new CommentsService(ctx, intake);
  const queue = new QueueService(ctx, intake, limits);
  const liveParts: LivePart[] = [];
  const snapshot = new LiveSnapshot(ctx, polls, requests, liveParts);
  const onAirNow = async (now: Date) => {
    const { onAir, show } = await snapshot.get(now);
    return { onAir, showTitle: show?.title ?? null };
  };
  const kit: ListenerKit = { identity, limits, intake, smsAnswerHandlers: [], smsKeywordHandlers: [], guessObservers: [], liveParts, onAirNow };
  provideListenerKit(ctx, kit);
  polls.onChange = () => snapshot.drop();
  requests.onRulesChange = () => snapshot.drop();
  const toStudio = new ToStudioService(ctx, identity, limits, intake, polls, requests, comments, snapshot);

  registerListenerPublicRoutes(app, { identity, toStudio, comments });
  await registerSmsRoutes(app, { config: ctx.config, sms: new SmsService(ctx, intake, limits, polls, requests, kit) });

  // ─── The queue ─────────────────────────────────────────────────────────────

  app.get('/api/listener-messages', { config: staff }, async (request): Promise<ListenerMessagesResponse> => {
    const query = parseInput(listenerMessagesQuerySchema, request.query ?? {});
    return queue.list(viewerOf(request), {
      source: query.source,
      status: query.status,
      showId: query.show_id,
      q: query.q || undefined,
      before: query.before ? { at: new Date(query.before.slice(0, 24)), id: query.before.slice(25) } : undefined,
    });
  });

  app.get('/api/listener-messages/summary', { config: staff }, async (request): Promise<ListenerSummary> => {
    parseInput(listenerEmptyInputSchema, request.query ?? {});
    return queue.summary(viewerOf(request));
  });

  app.post('/api/listener-messages', { config: staff }, async (request, reply) => {
    const input = parseInput(staffListenerMessageInputSchema, request.body);
    const message = await queue.enter(viewerOf(request), input, new Date());
    return reply.status(201).send({ message } satisfies ListenerMessageResponse);
  });

  app.patch('/api/listener-messages/:id', { config: staff }, async (request): Promise<ListenerMessageResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    const { status } = parseInput(listenerStatusInputSchema, request.body);
    return { message: await queue.setStatus(viewerOf(request), id, status, new Date()) };
  });

  app.post('/api/listener-messages/:id/push', { config: pushers }, async (request): Promise<ListenerMessageResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    parseInput(listenerEmptyInputSchema, request.body ?? {});
    return { message: await queue.push(viewerOf(request), id, new Date()) };
  });

  app.post('/api/listener-messages/:id/read-on-air', { config: staff }, async (request): Promise<ListenerMessageResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    parseInput(listenerEmptyInputSchema, request.body ?? {});
    return { message: await queue.readOnAir(viewerOf(request), id, new Date()) };
  });

  // ─── Blocked senders ───────────────────────────────────────────────────────

  app.get('/api/listener-blocks', { config: moderators }, async (request): Promise<ListenerBlocksResponse> => {
    parseInput(listenerEmptyInputSchema, request.query ?? {});
    return { blocks: await queue.blocks() };
  });

  app.post('/api/listener-blocks', { config: moderators }, async (request, reply) => {
    const input = parseInput(listenerBlockInputSchema, request.body);
    return reply.status(201).send({ block: await queue.block(viewerOf(request), input, new Date()) });
  });

  app.delete('/api/listener-blocks/:id', { config: moderators }, async (request, reply) => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    await queue.unblock(viewerOf(request), id);
    return reply.status(204).send();
  });

  // ─── Polls ─────────────────────────────────────────────────────────────────

  app.get('/api/listener-polls', { config: staff }, async (request): Promise<ListenerPollsResponse> => {
    parseInput(listenerEmptyInputSchema, request.query ?? {});
    return { polls: await polls.list() };
  });

  app.post('/api/listener-polls', { config: moderators }, async (request, reply) => {
    const input = parseInput(pollInputSchema, request.body);
    return reply.status(201).send({ poll: await polls.create(viewerOf(request), input, new Date()) } satisfies ListenerPollResponse);
  });

  app.post('/api/listener-polls/:id/open', { config: moderators }, async (request): Promise<ListenerPollResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    parseInput(listenerEmptyInputSchema, request.body ?? {});
    return { poll: await polls.open(id, new Date()) };
  });

  app.post('/api/listener-polls/:id/close', { config: moderators }, async (request): Promise<ListenerPollResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    parseInput(listenerEmptyInputSchema, request.body ?? {});
    return { poll: await polls.close(id, new Date()) };
  });

  app.delete('/api/listener-polls/:id', { config: moderators }, async (request, reply) => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    await polls.remove(id);
    return reply.status(204).send();
  });

  // ─── Comments ──────────────────────────────────────────────────────────────

  app.get('/api/listener-comments', { config: staff }, async (request): Promise<ListenerCommentsResponse> => {
    const { moderation } = parseInput(listenerCommentsQuerySchema, request.query ?? {});
    return { comments: await comments.list(moderation) };
  });

  app.post('/api/listener-comments/:id/moderate', { config: moderators }, async (request): Promise<ListenerCommentResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    const { moderation } = parseInput(commentModerateInputSchema, request.body);
    return { comment: await comments.moderate(viewerOf(request), id, moderation, new Date()) };
  });

  app.post('/api/listener-comments/:id/reply', { config: moderators }, async (request): Promise<ListenerCommentResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    const { body } = parseInput(commentReplyInputSchema, request.body);
    return { comment: await comments.reply(viewerOf(request), id, body, new Date()) };
  });

  // ─── Music requests ────────────────────────────────────────────────────────

  app.get('/api/music-requests', { config: staff }, async (request): Promise<MusicRequestsResponse> => {
    const { status } = parseInput(musicRequestsQuerySchema, request.query ?? {});
    return requests.list(status);
  });

  app.put('/api/music-requests/rules', { config: moderators }, async (request): Promise<{ rules: MusicRequestRules }> => {
    const rules = parseInput(musicRequestRulesSchema, request.body);
    return { rules: await requests.setRules(viewerOf(request), rules, new Date()) };
  });

  app.patch('/api/music-requests/:id', { config: staff }, async (request): Promise<MusicRequestResponse> => {
    const { id } = parseInput(listenerIdParamsSchema, request.params);
    const { status } = parseInput(musicRequestStatusInputSchema, request.body);
    return { request: await requests.setStatus(viewerOf(request), id, status, new Date()) };
  });
}
