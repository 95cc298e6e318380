import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  mentionInputSchema,
  sponsorIdParamsSchema,
  sponsorInputSchema,
  sponsorReportQuerySchema,
  sponsorUpdateSchema,
  type Sponsor,
  type SponsorMention,
  type SponsorReport,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { listenerKit } from '../listeners';
import { CompetitionsService } from './competitions.service';
import { registerCompetitionRoutes } from './competitions.routes';
import { DrawService } from './draw.service';
import { EntriesService } from './entries.service';
import { MentionsService } from './mentions.service';
import { reportCsv, reportFilename } from './report-csv';
import { ReportService } from './report.service';
import { registerSponsorPublicRoutes } from './sponsors-public.routes';
import { SponsorsService } from './sponsors.service';

const staff = { access: 'approved' } as const;
const desk = { access: { permission: 'runCompetitions' } } as const;
const noInput = z.strictObject({});

/**
 * The sponsor desk (/joker-nord, docs/sponsors-api.md): sponsor profiles, "nevnt på lufta", the
 * sponsor report; competitions, entries, draws and winners (competitions.routes.ts); the
 * listener's entry form (sponsors-public.routes.ts). Registered after listeners: entries come
 * through the listener kit's queue, SMS keywords and the listener page's live answer.
 */
export function registerSponsorRoutes(app: FastifyInstance, ctx: ServerContext) {
  const kit = listenerKit(ctx);
  // A mark moves the sponsor's "nevnt i dag": the mention service tells the desks through the sponsor service.
  const mentions: MentionsService = new MentionsService(ctx, (tx, publish, id, now): Promise<Sponsor> => profiles.announce(tx, publish, id, now));
  const profiles: SponsorsService = new SponsorsService(ctx, mentions);
  const competitions = new CompetitionsService(ctx);
  const entries = new EntriesService(ctx, kit);
  const draws = new DrawService(ctx, competitions);
  const reports = new ReportService(ctx, profiles, mentions);
  kit.smsKeywordHandlers.push((keyword, rest, phone, receivedAt) => entries.fromSms(keyword, rest, phone, receivedAt));
  kit.liveParts.push(async (now) => ({ competitions: await entries.live(now) }));

  app.get('/api/sponsors', { config: staff }, async (request): Promise<{ sponsors: Sponsor[] }> => {
    parseInput(noInput, request.query ?? {});
    return { sponsors: await profiles.list(new Date()) };
  });

  app.post('/api/sponsors', { config: desk }, async (request, reply) => {
    const input = parseInput(sponsorInputSchema, request.body);
    return reply.status(201).send({ sponsor: await profiles.create(input, new Date()) } satisfies { sponsor: Sponsor });
  });

  app.put('/api/sponsors/:id', { config: desk }, async (request): Promise<{ sponsor: Sponsor }> => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const input = parseInput(sponsorUpdateSchema, request.body);
    return { sponsor: await profiles.update(id, input, new Date()) };
  });

  app.delete('/api/sponsors/:id', { config: desk }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    await profiles.remove(id);
    return reply.status(204).send();
  });

  app.post('/api/sponsors/:id/mentions', { config: staff }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const { note } = parseInput(mentionInputSchema, request.body ?? {});
    return reply.status(201).send({ mention: await mentions.mark(viewerOf(request), id, note, new Date()) } satisfies { mention: SponsorMention });
  });

  app.delete('/api/sponsors/mentions/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    await mentions.undo(viewerOf(request), id, new Date());
    return reply.status(204).send();
  });

  app.get('/api/sponsors/:id/report', { config: staff }, async (request): Promise<SponsorReport> => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const { from, to } = parseInput(sponsorReportQuerySchema, request.query ?? {});
    return reports.report(viewerOf(request), id, from, to, new Date());
  });

  app.get('/api/sponsors/:id/report.csv', { config: staff }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const { from, to } = parseInput(sponsorReportQuerySchema, request.query ?? {});
    const report = await reports.report(viewerOf(request), id, from, to, new Date());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFilename(report.sponsor.name, from, to)}"`)
      .send(reportCsv(report));
  });

  registerCompetitionRoutes(app, { competitions, entries, draws });
  registerSponsorPublicRoutes(app, { kit, entries });
}
