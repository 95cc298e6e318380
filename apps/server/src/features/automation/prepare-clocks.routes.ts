import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prepareClocksDateParamsSchema, prepareClocksInputSchema, type PrepareClocks } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { askForDay, prepareDayRuns, readPrepareAt, writePrepareAt } from '../clocks';

const automators = { access: { permission: 'runAutomation' } } as const;
const noInput = z.strictObject({});
const RUNS_SHOWN = 14;

/**
 * "Klargjør dagens klokker" on /automation: the clocks feature's daily job, its time and the last
 * two weeks of its runs; a failed day can be run again (the job's unique key is re-armed).
 */
export function registerPrepareClocksRoutes(app: FastifyInstance, ctx: ServerContext) {
  const answer = async (): Promise<PrepareClocks> => ({ time: await readPrepareAt(ctx.database.db), runs: await prepareDayRuns(ctx, RUNS_SHOWN) });

  app.get('/api/automation/prepare-clocks', { config: automators }, async (request): Promise<PrepareClocks> => {
    parseInput(noInput, request.query ?? {});
    return answer();
  });

  app.put('/api/automation/prepare-clocks', { config: automators }, async (request): Promise<PrepareClocks> => {
    const { time } = parseInput(prepareClocksInputSchema, request.body);
    await writePrepareAt(ctx.database.db, time);
    return answer();
  });

  app.post('/api/automation/prepare-clocks/:date/retry', { config: automators }, async (request, reply) => {
    const { date } = parseInput(prepareClocksDateParamsSchema, request.params);
    parseInput(noInput, request.body ?? {});
    const run = (await prepareDayRuns(ctx, RUNS_SHOWN)).find((r) => r.date === date);
    if (!run) throw new ApiError(404, 'not_found', 'Fant ingen kjøring for den dagen');
    if (run.status !== 'failed') throw new ApiError(409, 'not_failed', 'Bare en feilet kjøring kan prøves igjen');
    await askForDay(ctx, date);
    return reply.status(202).send(await answer());
  });
}
