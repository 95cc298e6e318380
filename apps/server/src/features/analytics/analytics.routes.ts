import type { FastifyInstance } from 'fastify';
import {
  analyticsChartParamsSchema,
  analyticsRangeQuerySchema,
  type AnalyticsAnswer,
  type AnalyticsChart,
  type AnalyticsRangeQuery,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { activityCounterOf } from './activity-counter';
import { analyticsCsv, analyticsCsvFilename } from './analytics-csv';
import { chartAnswer } from './analytics.service';

const analysts = { access: { permission: 'viewAnalytics' } } as const;

/**
 * /analytics (docs/analytics-api.md): each chart's rows for a range of station days, and the same
 * rows as a CSV download. Read-only; nothing here is realtime (a chart is a look back).
 */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: ServerContext) {
  const counter = activityCounterOf(ctx);
  app.addHook('onClose', async () => counter.flush());
  // This process's counts of the last seconds belong in the chart too.
  const answerFor = async (chart: AnalyticsChart, range: AnalyticsRangeQuery) => {
    if (chart === 'activity') await counter.flush();
    return chartAnswer(ctx.database, chart, range);
  };

  app.get('/api/analytics/:chart', { config: analysts }, async (request): Promise<AnalyticsAnswer> => {
    const { chart } = parseInput(analyticsChartParamsSchema, request.params);
    const range = parseInput(analyticsRangeQuerySchema, request.query ?? {});
    return answerFor(chart, range);
  });

  app.get('/api/analytics/:chart/csv', { config: analysts }, async (request, reply) => {
    const { chart } = parseInput(analyticsChartParamsSchema, request.params);
    const range = parseInput(analyticsRangeQuerySchema, request.query ?? {});
    const answer = await answerFor(chart, range);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${analyticsCsvFilename(answer)}"`)
      .send(analyticsCsv(answer));
  });
}
