import type { FastifyInstance } from 'fastify';
import {
  quizEmptyInputSchema,
  quizIdParamsSchema,
  tournamentInputSchema,
  tournamentWinnerInputSchema,
  tournamentWinnerParamsSchema,
  tournamentWinnerUpdateSchema,
  type Tournament,
  type TournamentDetail,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { TournamentsService } from './tournaments.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const runners = { access: { permission: 'runGames' } } as const;

/** Tournaments: standings over their quiz sessions and the winners' prizes (docs/quiz-api.md). */
export function registerTournamentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const tournaments = new TournamentsService(ctx);

  app.get('/api/quiz/tournaments', { config: staff }, async (request): Promise<{ tournaments: Tournament[] }> => {
    parseInput(quizEmptyInputSchema, request.query ?? {});
    return { tournaments: await tournaments.list(viewerOf(request)) };
  });

  app.post('/api/quiz/tournaments', { config: runners }, async (request, reply) => {
    const input = parseInput(tournamentInputSchema, request.body);
    return reply.status(201).send({ tournament: await tournaments.create(viewerOf(request), input, new Date()) } satisfies { tournament: Tournament });
  });

  app.get('/api/quiz/tournaments/:id', { config: staff }, async (request): Promise<TournamentDetail> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    return tournaments.detail(viewerOf(request), id);
  });

  app.put('/api/quiz/tournaments/:id', { config: runners }, async (request): Promise<{ tournament: Tournament }> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    const input = parseInput(tournamentInputSchema, request.body);
    return { tournament: await tournaments.update(viewerOf(request), id, input, new Date()) };
  });

  app.delete('/api/quiz/tournaments/:id', { config: runners }, async (request, reply) => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    await tournaments.remove(id);
    return reply.status(204).send();
  });

  app.post('/api/quiz/tournaments/:id/winners', { config: runners }, async (request, reply) => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    const input = parseInput(tournamentWinnerInputSchema, request.body);
    return reply.status(201).send({ tournament: await tournaments.recordWinner(viewerOf(request), id, input, new Date()) } satisfies { tournament: Tournament });
  });

  app.patch('/api/quiz/tournaments/:id/winners/:playerId', { config: runners }, async (request): Promise<{ tournament: Tournament }> => {
    const { id, playerId } = parseInput(tournamentWinnerParamsSchema, request.params);
    const input = parseInput(tournamentWinnerUpdateSchema, request.body);
    return { tournament: await tournaments.updateWinner(viewerOf(request), id, playerId, input, new Date()) };
  });
}
