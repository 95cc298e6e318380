import type { FastifyInstance } from 'fastify';
import {
  clockDayQuerySchema,
  clockEmptyQuerySchema,
  clockIdParamsSchema,
  clockTemplateActiveSchema,
  clockTemplateDuplicateSchema,
  clockTemplateInputSchema,
  clockTemplateUpdateSchema,
  clockUndoSchema,
  markClockElementSentSchema,
  markClockElementSkippedSchema,
  markClockUntilSchema,
  startClockFromSchema,
  type ClockDayResponse,
  type ClockElementsChangedResponse,
  type ClockTemplateResponse,
  type ClockTemplatesResponse,
  type MarkClockElementSentResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { IntervalScheduler } from '../../jobs/interval-scheduler';
import { countActivity } from '../analytics';
import { ActiveClocksService } from './active-clocks.service';
import { ClockEditors } from './clock-editors';
import { ClockRecoveryService } from './clock-recovery.service';
import { ClockTemplatesService } from './clock-templates.service';
import { registerPrepareDayJob } from './prepare-day.job';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const planners = { access: { permission: 'editPlanning' } } as const;
const markers = { access: { permission: 'markClockElementSent' } } as const;

export function registerClockRoutes(app: FastifyInstance, ctx: ServerContext) {
  const templates = new ClockTemplatesService(ctx);
  const clocks = new ActiveClocksService(ctx);
  const recovery = new ClockRecoveryService(ctx);
  const editors = new ClockEditors(ctx.realtime);
  editors.register();
  // Today's clocks are prepared shortly after midnight (and at start-up) without waiting for the
  // first screen to ask, so the as-run record of every broadcast hour exists; one job key per day.
  const scheduler = new IntervalScheduler(
    registerPrepareDayJob(ctx, clocks),
    (err) => app.log.error({ err }, 'preparing today’s clocks failed'),
  );
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    editors.stop();
    await scheduler.stop();
  });
  // A desk clicking through a whole hour is a few marks a second at most.
  const markLimiter = ctx.realtime.limiter('clocks.mark', { perSecond: 10, burst: 30 });

  // ─── Templates ──────────────────────────────────────────────────────────────

  app.get('/api/clock-templates', { config: staff }, async (request): Promise<ClockTemplatesResponse> => {
    parseInput(clockEmptyQuerySchema, request.query ?? {});
    return { templates: await templates.list() };
  });

  app.get('/api/clock-templates/:id', { config: staff }, async (request): Promise<ClockTemplateResponse> => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    return { template: await templates.get(id) };
  });

  app.post('/api/clock-templates', { config: planners }, async (request, reply) => {
    const input = parseInput(clockTemplateInputSchema, request.body);
    const template = await templates.create(viewerOf(request).profile, input);
    return reply.status(201).send({ template } satisfies ClockTemplateResponse);
  });

  app.put('/api/clock-templates/:id', { config: planners }, async (request): Promise<ClockTemplateResponse> => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    const { version, ...data } = parseInput(clockTemplateUpdateSchema, request.body);
    return { template: await templates.update(viewerOf(request).profile, id, version, data) };
  });

  app.post('/api/clock-templates/:id/active', { config: planners }, async (request): Promise<ClockTemplateResponse> => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    const { is_active } = parseInput(clockTemplateActiveSchema, request.body);
    return { template: await templates.setActive(viewerOf(request).profile, id, is_active) };
  });

  app.post('/api/clock-templates/:id/duplicate', { config: planners }, async (request, reply) => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    const { weekdays, replace_existing } = parseInput(clockTemplateDuplicateSchema, request.body);
    const copies = await templates.duplicate(viewerOf(request).profile, id, weekdays, replace_existing);
    return reply.status(201).send({ templates: copies } satisfies ClockTemplatesResponse);
  });

  app.delete('/api/clock-templates/:id', { config: planners }, async (request) => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    await templates.remove(viewerOf(request).profile, id);
    return { ok: true };
  });

  // ─── Active clocks (today's running copies, as-run) ──────────────────────────

  app.get('/api/active-clocks', { config: staff }, async (request): Promise<ClockDayResponse> => {
    const { date } = parseInput(clockDayQuerySchema, request.query ?? {});
    return clocks.day(date, new Date(), viewerOf(request).userId);
  });

  // Spec section 7: the server function keeps its name and its arguments.
  app.post('/api/rpc/mark_clock_element_sent', { config: markers }, async (request): Promise<MarkClockElementSentResponse> => {
    const input = parseInput(markClockElementSentSchema, request.body);
    const viewer = viewerOf(request);
    if (!(await markLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited');
    const element = await clocks.mark(viewer.profile, input, new Date());
    if (input.sent) countActivity(ctx, viewer.userId, 'clock_mark');
    return { element };
  });

  // ─── Drift that can be recovered (issue 19): one action, one event, undoable for 10 s ──────

  app.post('/api/active-clocks/:id/mark-until', { config: markers }, async (request): Promise<ClockElementsChangedResponse> => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    const { element_id } = parseInput(markClockUntilSchema, request.body);
    const viewer = viewerOf(request);
    if (!(await markLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited');
    return recovery.markUntil(viewer.profile, id, element_id, new Date());
  });

  app.post('/api/active-clocks/:id/start-from', { config: markers }, async (request): Promise<ClockElementsChangedResponse> => {
    const { id } = parseInput(clockIdParamsSchema, request.params);
    const { element_id } = parseInput(startClockFromSchema, request.body);
    const viewer = viewerOf(request);
    if (!(await markLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited');
    return recovery.startFrom(viewer.profile, id, element_id, new Date());
  });

  app.post('/api/rpc/mark_clock_element_skipped', { config: markers }, async (request): Promise<ClockElementsChangedResponse> => {
    const { element_id, skipped } = parseInput(markClockElementSkippedSchema, request.body);
    const viewer = viewerOf(request);
    if (!(await markLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited');
    return recovery.setSkipped(viewer.profile, element_id, skipped, new Date());
  });

  app.post('/api/active-clocks/undo', { config: markers }, async (request): Promise<ClockElementsChangedResponse> => {
    const { token } = parseInput(clockUndoSchema, request.body);
    const viewer = viewerOf(request);
    if (!(await markLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited');
    return recovery.undo(viewer.profile, token, new Date());
  });
}
