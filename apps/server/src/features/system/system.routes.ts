import type { FastifyInstance } from 'fastify';
import { errorReportSchema, type PublicConfig } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { stationSettingsOf } from '../station';
import { APP_VERSION } from '../../version';
import { registerAssetCompression } from './asset-compression';
import { registerFaviconRoute } from './favicon.route';
import { startSystemHealthReports } from './system-health';
import { SystemService } from './system.service';

export function registerSystemRoutes(app: FastifyInstance, ctx: ServerContext) {
  const startedAt = Date.now();
  const system = new SystemService(ctx);
  // A broken client can loop on errors: keep reports bounded per IP.
  const reportLimiter = ctx.realtime.limiter('system.error-report', { perSecond: 1, burst: 10 });
  registerFaviconRoute(app, ctx);
  registerAssetCompression(app);
  startSystemHealthReports(app, ctx, startedAt);

  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    if (await system.databaseAnswers()) {
      return { status: 'ok', database: ctx.database.kind, uptime_s: Math.round((Date.now() - startedAt) / 1000), version: APP_VERSION };
    }
    return reply.status(503).send({ status: 'error', database: ctx.database.kind });
  });

  // The effective values (environment > /enterprise > default), live: a change is also on station:v1.
  app.get('/api/config', { config: { access: 'public' } }, async (): Promise<PublicConfig> => stationSettingsOf(ctx).publicConfig());

  app.post('/api/error-report', { config: { access: 'public' }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!(await reportLimiter.tryTake(request.ip))) throw new ApiError(429, 'rate_limited');
    const report = parseInput(errorReportSchema, request.body);
    const id = await system.saveErrorReport(report, {
      userId: request.viewer?.userId ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    request.log.warn({ errorId: report.errorId, message: report.error.message }, 'client error report');
    return reply.status(202).send({ id });
  });
}
