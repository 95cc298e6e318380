import type { FastifyInstance } from 'fastify';
import {
  quizAdjustmentSchema,
  quizEmptyInputSchema,
  quizIdParamsSchema,
  quizParticipantParamsSchema,
  quizParticipantAddSchema,
  quizParticipantUpdateSchema,
  quizSessionCreateSchema,
  quizSessionListQuerySchema,
  quizStaffAnswerSchema,
  quizStepSchema,
  type QuizAdjustment,
  type QuizAnswerKey,
  type QuizLeaderboard,
  type QuizParticipant,
  type QuizPlayAck,
  type QuizSessionDetail,
  type QuizSessionSummary,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import { parseInput } from '../../http/errors';
import { arrivalOf } from './arrival';
import type { QuizSessions } from './sessions.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const gameRunners = { access: { permission: 'runGames' } } as const;

const idParams = quizIdParamsSchema;
const participantParams = quizParticipantParamsSchema;
const noQuery = quizEmptyInputSchema;

/**
 * Live sessions for the staff. Starting one and registering participants takes runGames; the
 * steps, the answer key, entering a caller's answer and corrections take being this session's
 * producer (checked by the service, 403 otherwise).
 */
export function registerQuizSessionRoutes(app: FastifyInstance, sessions: QuizSessions) {
  app.get('/api/quiz/sessions', { config: staff }, async (request): Promise<{ sessions: QuizSessionSummary[] }> => {
    const query = parseInput(quizSessionListQuerySchema, request.query ?? {});
    return { sessions: await sessions.list({ status: query.status, tournamentId: query.tournament_id }) };
  });

  app.get('/api/quiz/sessions/current', { config: staff }, async (request): Promise<{ detail: QuizSessionDetail | null }> => {
    parseInput(noQuery, request.query ?? {});
    return { detail: await sessions.current(viewerOf(request)) };
  });

  app.post('/api/quiz/sessions', { config: gameRunners }, async (request, reply) => {
    const input = parseInput(quizSessionCreateSchema, request.body);
    const detail: QuizSessionDetail = await sessions.create(viewerOf(request), input, new Date());
    return reply.status(201).send({ detail });
  });

  app.get('/api/quiz/sessions/:id', { config: staff }, async (request): Promise<{ detail: QuizSessionDetail }> => {
    const { id } = parseInput(idParams, request.params);
    return { detail: await sessions.detail(viewerOf(request), id) };
  });

  app.get('/api/quiz/sessions/:id/key', { config: gameRunners }, async (request, reply): Promise<{ key: QuizAnswerKey }> => {
    const { id } = parseInput(idParams, request.params);
    // The answer key is never kept by a browser or a proxy.
    void reply.header('cache-control', 'no-store');
    return { key: await sessions.key(viewerOf(request), id) };
  });

  app.post('/api/quiz/sessions/:id/step', { config: gameRunners }, async (request): Promise<{ detail: QuizSessionDetail }> => {
    const { id } = parseInput(idParams, request.params);
    const step = parseInput(quizStepSchema, request.body);
    return { detail: await sessions.step(viewerOf(request), id, step) };
  });

  app.post('/api/quiz/sessions/:id/participants', { config: gameRunners }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(quizParticipantAddSchema, request.body);
    const participant: QuizParticipant = await sessions.addParticipant(viewerOf(request), id, input, new Date());
    return reply.status(201).send({ participant });
  });

  app.patch('/api/quiz/sessions/:id/participants/:participantId', { config: gameRunners }, async (request): Promise<{ participant: QuizParticipant }> => {
    const { id, participantId } = parseInput(participantParams, request.params);
    const patch = parseInput(quizParticipantUpdateSchema, request.body);
    return { participant: await sessions.updateParticipant(viewerOf(request), id, participantId, patch, new Date()) };
  });

  app.post('/api/quiz/sessions/:id/answers', { config: gameRunners }, async (request, reply): Promise<{ ack: QuizPlayAck }> => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(quizStaffAnswerSchema, request.body);
    return { ack: await sessions.staffAnswer(viewerOf(request), id, input, arrivalOf(reply)) };
  });

  app.post('/api/quiz/sessions/:id/adjustments', { config: gameRunners }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(quizAdjustmentSchema, request.body);
    const result: { adjustment: QuizAdjustment; leaderboard: QuizLeaderboard } = await sessions.adjust(viewerOf(request), id, input, new Date());
    return reply.status(201).send(result);
  });
}
