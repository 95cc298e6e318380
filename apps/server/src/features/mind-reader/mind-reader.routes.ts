import type { FastifyInstance } from 'fastify';
import {
  listenerLiveQuerySchema,
  mindReaderFinishInputSchema,
  mindReaderFirstListenerInputSchema,
  mindReaderGuessInputSchema,
  mindReaderHintParamsSchema,
  mindReaderHistoryQuerySchema,
  mindReaderIdParamsSchema,
  mindReaderListenerGuessSchema,
  mindReaderQuestionInputSchema,
  mindReaderRoundInputSchema,
  mindReaderSecretInputSchema,
  mindReaderSessionInputSchema,
  mindReaderSessionPatchSchema,
  type MindReaderHistory,
  type MindReaderRound,
  type MindReaderSecret,
  type MindReaderSession,
  type MindReaderToday,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { listenerKit } from '../listeners';
import { ListenerGuesses } from './listener-guesses';
import { MindReaderService } from './mind-reader.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const gameRunners = { access: { permission: 'runGames' } } as const;
const anyone = { access: 'public' } as const;
const noBody = listenerLiveQuerySchema;

/**
 * Tankeleseren: /api/mind-reader/*. Starting a session takes runGames; everything a round does
 * takes being the session's producer, which the service checks against the session (403
 * otherwise), so a route here only says "signed-in staff".
 */
export function registerMindReaderRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new MindReaderService(ctx);
  const kit = listenerKit(ctx);
  const guesses = new ListenerGuesses(ctx, kit, service);
  kit.guessObservers.push((guess) => service.observeGuess(guess));
  kit.liveParts.push(() => service.publicLive());

  const idOf = (request: { params: unknown }) => parseInput(mindReaderIdParamsSchema, request.params).id;
  const noInput = (request: { body: unknown }) => parseInput(noBody, request.body ?? {});

  app.get('/api/mind-reader/today', { config: staff }, async (request): Promise<MindReaderToday> => {
    parseInput(noBody, request.query ?? {});
    return service.today(viewerOf(request), new Date());
  });

  app.get('/api/mind-reader/history', { config: staff }, async (request): Promise<MindReaderHistory> => {
    const query = parseInput(mindReaderHistoryQuerySchema, request.query ?? {});
    return service.history(query, new Date());
  });

  app.get('/api/mind-reader/sessions/:id', { config: staff }, async (request): Promise<{ session: MindReaderSession }> => {
    return { session: await service.session(idOf(request)) };
  });

  app.post('/api/mind-reader/sessions', { config: gameRunners }, async (request, reply) => {
    const input = parseInput(mindReaderSessionInputSchema, request.body);
    const session: MindReaderSession = await service.create(viewerOf(request), input, new Date());
    return reply.status(201).send({ session });
  });

  app.patch('/api/mind-reader/sessions/:id', { config: staff }, async (request): Promise<{ session: MindReaderSession }> => {
    const id = idOf(request);
    const input = parseInput(mindReaderSessionPatchSchema, request.body);
    return { session: await service.patch(viewerOf(request), id, input) };
  });

  app.post('/api/mind-reader/sessions/:id/close', { config: staff }, async (request): Promise<{ session: MindReaderSession }> => {
    const id = idOf(request);
    noInput(request);
    return { session: await service.close(viewerOf(request), id, new Date()) };
  });

  app.post('/api/mind-reader/sessions/:id/rounds', { config: staff }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(mindReaderRoundInputSchema, request.body);
    const round: MindReaderRound = await service.addRound(viewerOf(request), id, input);
    return reply.status(201).send({ round });
  });

  app.get('/api/mind-reader/rounds/:id/secret', { config: staff }, async (request, reply): Promise<{ secret: MindReaderSecret }> => {
    const id = idOf(request);
    // The secret is never kept by a browser or a proxy.
    void reply.header('cache-control', 'no-store');
    return { secret: await service.secret(viewerOf(request), id) };
  });

  app.put('/api/mind-reader/rounds/:id/secret', { config: staff }, async (request, reply): Promise<{ secret: MindReaderSecret }> => {
    const id = idOf(request);
    const input = parseInput(mindReaderSecretInputSchema, request.body);
    void reply.header('cache-control', 'no-store');
    return { secret: await service.putSecret(viewerOf(request), id, input) };
  });

  app.post('/api/mind-reader/rounds/:id/start', { config: staff }, async (request): Promise<{ round: MindReaderRound }> => {
    const id = idOf(request);
    noInput(request);
    return { round: await service.start(viewerOf(request), id, new Date()) };
  });

  app.post('/api/mind-reader/rounds/:id/questions', { config: staff }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(mindReaderQuestionInputSchema, request.body);
    const round: MindReaderRound = await service.question(viewerOf(request), id, input, new Date());
    return reply.status(201).send({ round });
  });

  app.post('/api/mind-reader/rounds/:id/guesses', { config: staff }, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(mindReaderGuessInputSchema, request.body);
    const round: MindReaderRound = await service.guess(viewerOf(request), id, input, new Date());
    return reply.status(201).send({ round });
  });

  app.post('/api/mind-reader/rounds/:id/undo', { config: staff }, async (request): Promise<{ round: MindReaderRound }> => {
    const id = idOf(request);
    noInput(request);
    return { round: await service.undo(viewerOf(request), id) };
  });

  app.post('/api/mind-reader/rounds/:id/hints/:index/give', { config: staff }, async (request): Promise<{ round: MindReaderRound }> => {
    const { id, index } = parseInput(mindReaderHintParamsSchema, request.params);
    noInput(request);
    return { round: await service.giveHint(viewerOf(request), id, index, new Date()) };
  });

  app.post('/api/mind-reader/rounds/:id/finish', { config: staff }, async (request): Promise<{ round: MindReaderRound }> => {
    const id = idOf(request);
    const input = parseInput(mindReaderFinishInputSchema, request.body);
    return { round: await service.finish(viewerOf(request), id, input, new Date()) };
  });

  app.post('/api/mind-reader/rounds/:id/reveal', { config: staff }, async (request): Promise<{ round: MindReaderRound }> => {
    const id = idOf(request);
    noInput(request);
    return { round: await service.reveal(viewerOf(request), id, new Date()) };
  });

  app.post('/api/mind-reader/rounds/:id/first-listener', { config: staff }, async (request): Promise<{ secret: MindReaderSecret }> => {
    const id = idOf(request);
    const { message_id } = parseInput(mindReaderFirstListenerInputSchema, request.body);
    return { secret: await service.firstListener(viewerOf(request), id, message_id) };
  });

  app.post('/api/mind-reader/public/guess', { config: anyone }, async (request, reply) => {
    const input = parseInput(mindReaderListenerGuessSchema, request.body);
    await guesses.fromWeb({ device: kit.identity.requireDevice(request), address: request.ip }, input, new Date());
    return reply.status(202).send({ received: true });
  });
}
