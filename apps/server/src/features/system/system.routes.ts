import type { FastifyInstance } from 'fastify';
import { errorReportSchema } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { errorReports } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { APP_VERSION } from '../../version';
import { ApiError } from '../../http/errors';
import { registerAssetCompression } from './asset-compression';
import { registerFaviconRoute } from './favicon.route';
import { startSystemHealthReports } from './system-health';

export function registerSystemRoutes(app: FastifyInstance, ctx: ServerContext) {
  const startedAt = Date.now();
  // A broken client can loop on errors: keep reports bounded per IP.
  const reportLimiter = ctx.realtime.limiter('system.error-report', { perSecond: 1, burst: 10 });
  registerFaviconRoute(app, ctx);
  registerAssetCompression(app);
  startSystemHealthReports(app, ctx, startedAt);

  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await ctx.database.query('SELECT 1');
      return { status: 'ok', database: ctx.database.kind, uptime_s: Math.round((Date.now() - startedAt) / 1000), version: APP_VERSION };
    } catch {
      return reply.status(503).send({ status: 'error', database: ctx.database.kind });
    }
  });

  app.get('/api/config', { config: { access: 'public' } }, async () => ({
    showName: ctx.config.showName,
    timeZone: 'Europe/Oslo',
    smsInboxUrl: ctx.config.smsInboxUrl ?? null,
    version: APP_VERSION,
  }));

  app.post('/api/error-report', { config: { access: 'public' }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!(await reportLimiter.tryTake(request.ip))) throw new ApiError(429, 'rate_limited');
    const report = parseInput(errorReportSchema, request.body);
    const [row] = await ctx.database.db
      .insert(errorReports)
      .values({
        errorId: report.errorId,
        userId: request.viewer?.userId ?? null,
        name: report.error.name ?? null,
        message: report.error.message,
        stack: report.error.stack ?? null,
        componentStack: report.errorInfo?.componentStack ?? null,
        url: report.url,
        clientTimestamp: report.timestamp,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      })
      .returning({ id: errorReports.id });
    request.log.warn({ errorId: report.errorId, message: report.error.message }, 'client error report');
    return reply.status(202).send({ id: row?.id });
  });
}
