import type { FastifyInstance } from 'fastify';
import { achievementsQuerySchema, type AchievementsResponse } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { AchievementsService } from './achievements.service';
import { registerEvaluationJob } from './evaluation.job';
import { IntervalScheduler } from '../../jobs/interval-scheduler';

const staff = { access: { permission: 'useStaffScreens' } } as const;

/** Utmerkelser: each colleague's own achievements, earned from their record. */
export function registerAchievementRoutes(app: FastifyInstance, ctx: ServerContext) {
  const achievements = new AchievementsService(ctx);
  const scheduler = new IntervalScheduler(registerEvaluationJob(ctx, achievements), (err) => app.log.error({ err }, 'asking for the achievement sweep failed'));
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  // Evaluated on the way: what the record has reached by now is earned (and announced) here.
  app.get('/api/achievements', { config: staff }, async (request): Promise<AchievementsResponse> => {
    parseInput(achievementsQuerySchema, request.query ?? {});
    const { achievements: list } = await achievements.evaluate(viewerOf(request).userId);
    return { achievements: list };
  });
}
