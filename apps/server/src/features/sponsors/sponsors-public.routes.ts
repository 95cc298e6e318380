import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicEntryInputSchema, sponsorIdParamsSchema, type ListenerReceipt } from '@studioportal/shared';
import { parseInput } from '../../http/errors';
import type { ListenerKit } from '../listeners';
import type { EntriesService } from './entries.service';

const anyone = { access: 'public' } as const;
const RECEIVED: ListenerReceipt = { received: true };

/**
 * The listener's entry from the public page, no account: the device cookie and form token the
 * listener page handed out, the honeypot (a filled one is answered 202 and nothing is stored),
 * rate limits, one entry per phone. The competitions open now come with GET /api/listener/live.
 */
export function registerSponsorPublicRoutes(app: FastifyInstance, deps: { kit: ListenerKit; entries: EntriesService }) {
  const { kit, entries } = deps;
  const originOf = (request: FastifyRequest) => ({ device: kit.identity.requireDevice(request), address: request.ip });

  app.post('/api/sponsors/public/competitions/:id/entries', { config: anyone }, async (request, reply) => {
    const { id } = parseInput(sponsorIdParamsSchema, request.params);
    const input = parseInput(publicEntryInputSchema, request.body);
    await entries.fromPage(originOf(request), id, input, new Date());
    return reply.status(202).send(RECEIVED);
  });
}
