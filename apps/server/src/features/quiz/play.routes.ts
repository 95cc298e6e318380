import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizCodeParamsSchema, quizEmptyInputSchema, quizJoinSchema, quizPlayAnswerSchema, type QuizPlayAck, type QuizPlayState, type QuizPublicStatus } from '@studioportal/shared';
import { ApiError, parseInput } from '../../http/errors';
import type { ListenerKit } from '../listeners';
import { arrivalOf } from './arrival';
import type { PlayStreams } from './play-stream';
import type { QuizPlay } from './play.service';

const anyone = { access: 'public' } as const;
const noQuery = quizEmptyInputSchema;

/**
 * The listener's side of the quiz, no account: /api/quiz/public and /api/quiz/play/*. Answers are
 * private and never cached (they carry this device's own line).
 */
export function registerQuizPlayRoutes(app: FastifyInstance, deps: { kit: ListenerKit; play: QuizPlay; streams: PlayStreams }) {
  const { kit, play, streams } = deps;
  const originOf = (request: FastifyRequest) => ({ device: kit.identity.requireDevice(request), address: request.ip });

  app.get('/api/quiz/public', { config: anyone }, async (request, reply): Promise<QuizPublicStatus> => {
    parseInput(noQuery, request.query ?? {});
    void reply.header('cache-control', 'no-store');
    return play.publicStatus(new Date());
  });

  app.post('/api/quiz/play/join', { config: anyone }, async (request, reply) => {
    const input = parseInput(quizJoinSchema, request.body);
    const state: QuizPlayState = await play.join(originOf(request), input, new Date());
    return reply.status(201).header('cache-control', 'no-store').send(state);
  });

  app.get('/api/quiz/play/:code', { config: anyone }, async (request, reply): Promise<QuizPlayState> => {
    const { code } = parseInput(quizCodeParamsSchema, request.params);
    parseInput(noQuery, request.query ?? {});
    void reply.header('cache-control', 'no-store');
    return (await play.state(kit.identity.deviceOf(request), code, new Date())).state;
  });

  app.get('/api/quiz/play/:code/events', { config: anyone }, async (request, reply) => {
    const { code } = parseInput(quizCodeParamsSchema, request.params);
    parseInput(noQuery, request.query ?? {});
    const device = kit.identity.deviceOf(request);
    const { session, participant, state } = await play.state(device, code, new Date());
    reply.hijack();
    const opened = streams.open(session.id, { reply, participantId: participant?.id ?? null, nickname: participant?.name ?? '', device }, state);
    if (!opened) {
      const busy = new ApiError(503, 'streams_full', 'For mange tilkoblinger akkurat nå. Prøv igjen om litt.');
      reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
      reply.raw.end(JSON.stringify({ error: { code: busy.code, message: busy.message } }));
    }
  });

  app.post('/api/quiz/play/:code/answers', { config: anyone }, async (request, reply): Promise<QuizPlayAck> => {
    const { code } = parseInput(quizCodeParamsSchema, request.params);
    const input = parseInput(quizPlayAnswerSchema, request.body);
    void reply.header('cache-control', 'no-store');
    return play.answer(originOf(request), code, input, arrivalOf(reply));
  });
}
