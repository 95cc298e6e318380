import type { FastifyInstance } from 'fastify';
import {
  emptyShowsQuerySchema,
  scheduledShowInputSchema,
  scheduledShowPatchSchema,
  showIdParamsSchema,
  showsRangeQuerySchema,
  type ScheduledShowsResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { ShowsService } from './shows.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const planners = { access: { permission: 'editPlanning' } } as const;

export function registerShowRoutes(app: FastifyInstance, ctx: ServerContext) {
  const shows = new ShowsService(ctx);

  app.get('/api/shows', { config: staff }, async (request): Promise<ScheduledShowsResponse> => {
    const { from, to } = parseInput(showsRangeQuerySchema, request.query ?? {});
    return { shows: await shows.between(new Date(from), new Date(to)) };
  });

  // Spec section 5: upcoming shows are those starting within the next 24 h.
  app.get('/api/shows/upcoming', { config: staff }, async (request): Promise<ScheduledShowsResponse> => {
    parseInput(emptyShowsQuerySchema, request.query ?? {});
    return { shows: await shows.upcoming(new Date()) };
  });

  app.get('/api/shows/:id', { config: staff }, async (request) => {
    const { id } = parseInput(showIdParamsSchema, request.params);
    return { show: await shows.get(id) };
  });

  app.post('/api/shows', { config: planners }, async (request, reply) => {
    const input = parseInput(scheduledShowInputSchema, request.body);
    return reply.status(201).send({ show: await shows.create(viewerOf(request).profile, input) });
  });

  app.patch('/api/shows/:id', { config: planners }, async (request) => {
    const { id } = parseInput(showIdParamsSchema, request.params);
    const patch = parseInput(scheduledShowPatchSchema, request.body);
    return { show: await shows.update(viewerOf(request).profile, id, patch) };
  });

  app.delete('/api/shows/:id', { config: planners }, async (request) => {
    const { id } = parseInput(showIdParamsSchema, request.params);
    await shows.remove(id);
    return { ok: true };
  });
}
