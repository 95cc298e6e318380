import type { FastifyInstance } from 'fastify';
import {
  rundownItemInputSchema,
  rundownItemParamsSchema,
  rundownItemPatchSchema,
  rundownReorderSchema,
  rundownStatusInputSchema,
  showIdParamsSchema,
  showPlanEmptyQuerySchema,
  showTemplateGenerateSchema,
  showTemplateIdParamsSchema,
  showTemplateInputSchema,
  type RundownItemResponse,
  type RundownResponse,
  type ShowTemplateGenerateResponse,
  type ShowTemplateResponse,
  type ShowTemplatesResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { RundownService } from './rundown.service';
import { ShowTemplatesService } from './show-templates.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const planners = { access: { permission: 'editPlanning' } } as const;
/** The status step of a rundown item: every approved user (see packages/shared/src/show-plan.ts). */
const crew = { access: { permission: 'markClockElementSent' } } as const;

/** The show plan: show templates (+ generating shows from them) and each show's rundown. */
export function registerShowPlanRoutes(app: FastifyInstance, ctx: ServerContext) {
  const templates = new ShowTemplatesService(ctx);
  const rundown = new RundownService(ctx);

  // ─── Show templates ───
  app.get('/api/show-templates', { config: staff }, async (request): Promise<ShowTemplatesResponse> => {
    parseInput(showPlanEmptyQuerySchema, request.query ?? {});
    return { templates: await templates.list() };
  });

  app.get('/api/show-templates/:id', { config: staff }, async (request): Promise<ShowTemplateResponse> => {
    const { id } = parseInput(showTemplateIdParamsSchema, request.params);
    return { template: await templates.get(id) };
  });

  app.post('/api/show-templates', { config: planners }, async (request, reply) => {
    const input = parseInput(showTemplateInputSchema, request.body);
    return reply.status(201).send({ template: await templates.create(viewerOf(request).profile, input) } satisfies ShowTemplateResponse);
  });

  app.put('/api/show-templates/:id', { config: planners }, async (request): Promise<ShowTemplateResponse> => {
    const { id } = parseInput(showTemplateIdParamsSchema, request.params);
    const input = parseInput(showTemplateInputSchema, request.body);
    return { template: await templates.update(viewerOf(request).profile, id, input) };
  });

  app.delete('/api/show-templates/:id', { config: planners }, async (request) => {
    const { id } = parseInput(showTemplateIdParamsSchema, request.params);
    await templates.remove(id);
    return { ok: true };
  });

  app.post('/api/show-templates/:id/generate', { config: planners }, async (request): Promise<ShowTemplateGenerateResponse> => {
    const { id } = parseInput(showTemplateIdParamsSchema, request.params);
    const { from, weeks } = parseInput(showTemplateGenerateSchema, request.body);
    return templates.generate(viewerOf(request).profile, id, from, weeks);
  });

  // ─── Rundown ───
  app.get('/api/shows/:id/rundown', { config: staff }, async (request): Promise<RundownResponse> => {
    const { id } = parseInput(showIdParamsSchema, request.params);
    parseInput(showPlanEmptyQuerySchema, request.query ?? {});
    return { items: await rundown.list(id) };
  });

  app.post('/api/shows/:id/rundown', { config: planners }, async (request, reply) => {
    const { id } = parseInput(showIdParamsSchema, request.params);
    const input = parseInput(rundownItemInputSchema, request.body);
    return reply.status(201).send({ item: await rundown.create(viewerOf(request).profile, id, input) } satisfies RundownItemResponse);
  });

  app.post('/api/shows/:id/rundown/reorder', { config: planners }, async (request): Promise<RundownResponse> => {
    const { id } = parseInput(showIdParamsSchema, request.params);
    const { ids } = parseInput(rundownReorderSchema, request.body);
    return { items: await rundown.reorder(id, ids) };
  });

  app.patch('/api/shows/:id/rundown/:itemId', { config: planners }, async (request): Promise<RundownItemResponse> => {
    const { id, itemId } = parseInput(rundownItemParamsSchema, request.params);
    const patch = parseInput(rundownItemPatchSchema, request.body);
    return { item: await rundown.update(id, itemId, patch) };
  });

  app.post('/api/shows/:id/rundown/:itemId/status', { config: crew }, async (request): Promise<RundownItemResponse> => {
    const { id, itemId } = parseInput(rundownItemParamsSchema, request.params);
    const { status } = parseInput(rundownStatusInputSchema, request.body);
    return { item: await rundown.update(id, itemId, { status }) };
  });

  app.delete('/api/shows/:id/rundown/:itemId', { config: planners }, async (request) => {
    const { id, itemId } = parseInput(rundownItemParamsSchema, request.params);
    await rundown.remove(id, itemId);
    return { ok: true };
  });
}
