import type { FastifyInstance } from 'fastify';
import { quizEmptyInputSchema, quizIdParamsSchema, speedRoundCreateSchema, speedRoundMarkSchema, type SpeedRound } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { SpeedRoundsService } from './speed-rounds.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const runners = { access: { permission: 'runGames' } } as const;

/** Speed rounds: one participant against the server's clock (docs/quiz-api.md). */
export function registerSpeedRoundRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const rounds = new SpeedRoundsService(ctx);

  app.get('/api/quiz/speed-rounds', { config: staff }, async (request): Promise<{ rounds: SpeedRound[] }> => {
    parseInput(quizEmptyInputSchema, request.query ?? {});
    return { rounds: await rounds.list(viewerOf(request), new Date()) };
  });

  app.post('/api/quiz/speed-rounds', { config: runners }, async (request, reply) => {
    const input = parseInput(speedRoundCreateSchema, request.body);
    return reply.status(201).send({ round: await rounds.create(viewerOf(request), input, new Date()) } satisfies { round: SpeedRound });
  });

  app.post('/api/quiz/speed-rounds/:id/start', { config: runners }, async (request): Promise<{ round: SpeedRound }> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    parseInput(quizEmptyInputSchema, request.body ?? {});
    return { round: await rounds.start(viewerOf(request), id, new Date()) };
  });

  app.post('/api/quiz/speed-rounds/:id/marks', { config: runners }, async (request): Promise<{ round: SpeedRound }> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    const { mark } = parseInput(speedRoundMarkSchema, request.body);
    return { round: await rounds.mark(viewerOf(request), id, mark, new Date()) };
  });

  app.post('/api/quiz/speed-rounds/:id/finish', { config: runners }, async (request): Promise<{ round: SpeedRound }> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    parseInput(quizEmptyInputSchema, request.body ?? {});
    return { round: await rounds.finish(viewerOf(request), id, new Date()) };
  });
}
