import type { FastifyInstance } from 'fastify';
import {
  autoDjConfigUpdateSchema,
  autoDjOverrideBodySchema,
  autoDjOverrideParamsSchema,
  autoDjQuerySchema,
  stationTimeZone,
  zonedDateKey,
  type AutoDjConfig,
  type AutoDjExport,
  type AutoDjState,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { AutoDjService } from './auto-dj.service';

const automators = { access: { permission: 'runAutomation' } } as const;

/**
 * Auto-DJ on /automation (docs/auto-dj-export.md): the rules for unattended hours, the next seven
 * days hour by hour (attended or not, and why), overrides per date + hour, and the JSON export
 * the playout imports.
 */
export function registerAutoDjRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new AutoDjService(ctx);

  app.get('/api/automation/auto-dj', { config: automators }, async (request): Promise<AutoDjState> => {
    const { from } = parseInput(autoDjQuerySchema, request.query ?? {});
    return service.state(from, new Date());
  });

  app.put('/api/automation/auto-dj', { config: automators }, async (request): Promise<{ config: AutoDjConfig }> => {
    const { version, ...rules } = parseInput(autoDjConfigUpdateSchema, request.body);
    return { config: await service.saveRules(rules, version, viewerOf(request).userId) };
  });

  app.put('/api/automation/auto-dj/overrides/:date/:hour', { config: automators }, async (request, reply) => {
    const { date, hour } = parseInput(autoDjOverrideParamsSchema, request.params);
    const { attended } = parseInput(autoDjOverrideBodySchema, request.body);
    await service.setOverride(date, hour, attended, viewerOf(request).userId, new Date());
    return reply.status(204).send();
  });

  app.delete('/api/automation/auto-dj/overrides/:date/:hour', { config: automators }, async (request, reply) => {
    const { date, hour } = parseInput(autoDjOverrideParamsSchema, request.params);
    await service.clearOverride(date, hour);
    return reply.status(204).send();
  });

  app.get('/api/automation/auto-dj/export.json', { config: automators }, async (request, reply) => {
    parseInput(autoDjQuerySchema.pick({}), request.query ?? {});
    const now = new Date();
    const file: AutoDjExport = await service.exportFile(now);
    return reply
      .header('content-disposition', `attachment; filename="auto-dj-${zonedDateKey(now, stationTimeZone())}.json"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
