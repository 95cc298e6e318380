import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  automationActionInputSchema,
  automationActionUpdateSchema,
  automationIdParamsSchema,
  automationRunParamsSchema,
  type AutomationAction,
  type AutomationList,
  type AutomationRun,
  type AutomationRuns,
  type ScheduledPublishes,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { registerActionRunner } from './action-runner';
import { registerAutoDjRoutes } from './auto-dj.routes';
import { automationClock } from './automation-clock';
import { AutomationService } from './automation.service';
import { OccurrenceScheduler } from './occurrence-scheduler';
import { registerPrepareClocksRoutes } from './prepare-clocks.routes';

const automators = { access: { permission: 'runAutomation' } } as const;
const noInput = z.strictObject({});

/**
 * /automation (docs/automation-api.md): scheduled actions — a staff message, an Akutt or a message
 * on the studio display, once or daily / on weekdays — each occurrence run exactly once across
 * processes, with its run history and "Prøv igjen".
 */
export function registerAutomationRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerActionRunner(ctx, app.log);
  const clock = automationClock(ctx.config);
  const scheduler = new OccurrenceScheduler(ctx, clock, (err) => app.log.error({ err }, 'automation scheduler failed'));
  const service = new AutomationService(ctx, scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  registerAutoDjRoutes(app, ctx);
  registerPrepareClocksRoutes(app, ctx);

  app.get('/api/automation/actions', { config: automators }, async (request): Promise<AutomationList> => {
    parseInput(noInput, request.query ?? {});
    return { actions: await service.list(clock.now()) };
  });

  app.post('/api/automation/actions', { config: automators }, async (request, reply) => {
    const input = parseInput(automationActionInputSchema, request.body);
    return reply.status(201).send({ action: await service.create(viewerOf(request), input, clock.now()) } satisfies { action: AutomationAction });
  });

  app.put('/api/automation/actions/:id', { config: automators }, async (request): Promise<{ action: AutomationAction }> => {
    const { id } = parseInput(automationIdParamsSchema, request.params);
    const { version, ...values } = parseInput(automationActionUpdateSchema, request.body);
    return { action: await service.update(id, values, version, clock.now()) };
  });

  app.delete('/api/automation/actions/:id', { config: automators }, async (request, reply) => {
    const { id } = parseInput(automationIdParamsSchema, request.params);
    await service.remove(id);
    return reply.status(204).send();
  });

  app.get('/api/automation/actions/:id/runs', { config: automators }, async (request): Promise<AutomationRuns> => {
    const { id } = parseInput(automationIdParamsSchema, request.params);
    parseInput(noInput, request.query ?? {});
    return { runs: await service.runs(id) };
  });

  // Scheduled podcast publishes are the podcast's own (publish_at); listed here to show what is coming.
  app.get('/api/automation/podcast-publishes', { config: automators }, async (request): Promise<ScheduledPublishes> => {
    parseInput(noInput, request.query ?? {});
    return { publishes: await service.scheduledPublishes(new Date()) };
  });

  app.post('/api/automation/actions/:id/runs/:runId/retry', { config: automators }, async (request, reply) => {
    const { id, runId } = parseInput(automationRunParamsSchema, request.params);
    parseInput(noInput, request.body ?? {});
    return reply.status(202).send({ run: await service.retry(id, runId) } satisfies { run: AutomationRun });
  });
}
