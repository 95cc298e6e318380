import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { evaluateAchievements } from '../achievements';
import { listenerKit } from '../listeners';
import { AnswerBatcher } from './answer-batcher';
import { AnswerCounter } from './answer-counter';
import { PlayStreams } from './play-stream';
import { registerQuizPlayRoutes } from './play.routes';
import { QuizPlay } from './play.service';
import { registerQuizSessionRoutes } from './sessions.routes';
import { QuizSessions } from './sessions.service';
import { registerQuizSetRoutes } from './sets.routes';
import { registerSpeedRoundRoutes } from './speed-rounds.routes';
import { registerTournamentRoutes } from './tournaments.routes';

/** The live quiz: the builder, live sessions, listeners playing on their phones, speed rounds and tournaments. */
export function registerQuizRoutes(app: FastifyInstance, ctx: ServerContext) {
  const kit = listenerKit(ctx);
  const counter = new AnswerCounter(ctx);
  const desk = { db: ctx.database.db, batcher: new AnswerBatcher(ctx.database.db), counter };
  const streams = new PlayStreams(ctx.database.db);
  const sessions = new QuizSessions(ctx, desk, {
    // "Quizmaster" counts finished sessions: tell the producer at once rather than at the next sweep.
    finished: (session) => {
      if (session.producer_id) void evaluateAchievements(ctx, session.producer_id).catch((err: unknown) => app.log.warn({ err }, 'achievements not evaluated'));
    },
  });
  const play = new QuizPlay(ctx, kit, sessions, streams, desk, app.log);
  ctx.realtime.onChannelEvent('quiz', (event) => {
    streams.observe(event);
    play.dropStatus();
  });
  kit.smsAnswerHandlers.push((phone, text, receivedAt) => play.smsAnswer(phone, text, receivedAt));
  app.addHook('onClose', async () => {
    counter.close();
    streams.close();
  });

  registerQuizSetRoutes(app, ctx);
  registerTournamentRoutes(app, ctx);
  registerSpeedRoundRoutes(app, ctx);
  registerQuizSessionRoutes(app, sessions);
  registerQuizPlayRoutes(app, { kit, play, streams });
}
