import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  absenceIdParamsSchema,
  absenceInputSchema,
  teamAvailabilityQuerySchema,
  weekInputSchema,
  type Absence,
  type MyAvailability,
  type Roster,
  type TeamAvailability,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { AvailabilityService } from './availability.service';

const staff = { access: 'approved' } as const;
const noInput = z.strictObject({});

/** Availability (docs/user-settings-api.md): one's own week and ranges away; the team's for dates; today's roster. */
export function registerAvailabilityRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new AvailabilityService(ctx);

  app.get('/api/me/availability', { config: staff }, async (request): Promise<MyAvailability> => {
    parseInput(noInput, request.query ?? {});
    return service.mine(viewerOf(request).userId, new Date());
  });

  app.put('/api/me/availability/week', { config: staff }, async (request): Promise<MyAvailability> => {
    const { week } = parseInput(weekInputSchema, request.body);
    return service.saveWeek(viewerOf(request).userId, week, new Date());
  });

  app.post('/api/me/availability/absences', { config: staff }, async (request, reply) => {
    const input = parseInput(absenceInputSchema, request.body);
    return reply.status(201).send({ absence: await service.addAbsence(viewerOf(request).userId, input, new Date()) } satisfies { absence: Absence });
  });

  app.delete('/api/me/availability/absences/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(absenceIdParamsSchema, request.params);
    await service.removeAbsence(viewerOf(request).userId, id, new Date());
    return reply.status(204).send();
  });

  app.get('/api/availability', { config: staff }, async (request): Promise<TeamAvailability> => {
    const { from, to } = parseInput(teamAvailabilityQuerySchema, request.query);
    return service.team(from, to, viewerOf(request).userId);
  });

  app.get('/api/availability/today', { config: staff }, async (request): Promise<Roster> => {
    parseInput(noInput, request.query ?? {});
    return service.roster(new Date(), viewerOf(request).userId);
  });
}
