import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callerEntryInputSchema,
  competitionInputSchema,
  competitionUpdateSchema,
  entryInvalidateInputSchema,
  redrawInputSchema,
  sponsorEntryParamsSchema,
  sponsorIdParamsSchema,
  winnerHandoverInputSchema,
  type Competition,
  type CompetitionDetail,
  type CompetitionEntry,
  type SponsorWinner,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import { parseInput } from '../../http/errors';
import type { CompetitionsService } from './competitions.service';
import type { DrawResult, DrawService } from './draw.service';
import type { EntriesService } from './entries.service';

const staff = { access: 'approved' } as const;
const desk = { access: { permission: 'runCompetitions' } } as const;
const noInput = z.strictObject({});

/**
 * Competitions, their entries, the draw and the winners log. There is no route that changes or
 * deletes a draw: the audit row is written once (and the database refuses any change to it).
 */
export function registerCompetitionRoutes(app: FastifyInstance, deps: { competitions: CompetitionsService; entries: EntriesService; draws: DrawService }) {
  const { competitions, entries, draws } = deps;

  app.get('/api/sponsors/competitions', { config: staff }, async (request): Promise<{ competitions: Competition[] }> => {
    parseInput(noInput, request.query ?? {});
    return { competitions: await competitions.list(new Date()) };
  });

  app.post('/api/sponsors/competitions', { config: desk }, async (request, reply) => {
    const input = parseInput(competitionInputSchema, request.body);
    return reply.status(201).send({ competition: await competitions.create(viewerOf(request), input, new Date()) } satisfies { competition: Competition });
  });

  app.get('/api/sponsors/competitions/:id', { config: staff }, async (request): Promise<CompetitionDetail> => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    parseInput(noInput, request.query ?? {});
    return competitions.detail(viewerOf(request), id, new Date());
  });

  app.put('/api/sponsors/competitions/:id', { config: desk }, async (request): Promise<{ competition: Competition }> => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const input = parseInput(competitionUpdateSchema, request.body);
    return { competition: await competitions.update(id, input, new Date()) };
  });

  app.delete('/api/sponsors/competitions/:id', { config: desk }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    await competitions.remove(id);
    return reply.status(204).send();
  });

  app.post('/api/sponsors/competitions/:id/close', { config: desk }, async (request): Promise<{ competition: Competition }> => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    parseInput(noInput, request.body ?? {});
    return { competition: await competitions.close(id, new Date()) };
  });

  app.post('/api/sponsors/competitions/:id/entries', { config: staff }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const input = parseInput(callerEntryInputSchema, request.body);
    return reply.status(201).send({ entry: await entries.fromCaller(viewerOf(request), id, input, new Date()) } satisfies { entry: CompetitionEntry });
  });

  app.post('/api/sponsors/competitions/:id/entries/:entryId/invalidate', { config: desk }, async (request): Promise<{ entry: CompetitionEntry }> => {
    const { id, entryId } = parseInput(sponsorEntryParamsSchema, request.params);
    const { reason } = parseInput(entryInvalidateInputSchema, request.body);
    return { entry: await entries.invalidate(viewerOf(request), id, entryId, reason) };
  });

  app.post('/api/sponsors/competitions/:id/draw', { config: desk }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    parseInput(noInput, request.body ?? {});
    return reply.status(201).send((await draws.draw(viewerOf(request), id, new Date())) satisfies DrawResult);
  });

  app.post('/api/sponsors/competitions/:id/redraw', { config: desk }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const { reason } = parseInput(redrawInputSchema, request.body);
    return reply.status(201).send((await draws.redraw(viewerOf(request), id, reason, new Date())) satisfies DrawResult);
  });

  app.get('/api/sponsors/winners', { config: staff }, async (request): Promise<{ winners: SponsorWinner[] }> => {
    parseInput(noInput, request.query ?? {});
    return { winners: await draws.winners(viewerOf(request)) };
  });

  app.patch('/api/sponsors/winners/:id', { config: desk }, async (request): Promise<{ winner: SponsorWinner }> => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const { handover, note } = parseInput(winnerHandoverInputSchema, request.body);
    return { winner: await draws.handover(viewerOf(request), id, handover, note) };
  });
}
