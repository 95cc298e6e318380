import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { listenerKit } from '../listeners';
import { registerQuizSetRoutes } from './sets.routes';
import { registerSpeedRoundRoutes } from './speed-rounds.routes';
import { registerTournamentRoutes } from './tournaments.routes';

/** The live quiz: the builder, live sessions, listeners playing on their phones, speed rounds and tournaments. */
export async function registerQuizRoutes(app: FastifyInstance, ctx: ServerContext) {
  const kit = listenerKit(ctx);
  void kit;
  registerQuizSetRoutes(app, ctx);
  registerTournamentRoutes(app, ctx);
  registerSpeedRoundRoutes(app, ctx);
}
